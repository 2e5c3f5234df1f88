import crypto from 'node:crypto';
import type { Amenity, FoodType, HostelDetailsFields, RoomOption } from 'contracts';
import type { Db } from './database';
import { refreshRating } from '../features/reviews/reviews';
import { saveDetails } from '../features/hostels/details';
import { SEED_HOSTELS, type SeedHostel } from './seed-data/hostels';
import { ensureUser } from './seedStudentArea';

// The marketplace's seed (issue 14): what students decide on for each seeded hostel, and reviews of
// finished stays by seeded students. Seeded hostels are verified (the column's default).

const DAY = 24 * 3600 * 1000;

const LANDMARKS: Record<string, [string, number]> = {
  Mangalpally: ['CVR College of Engineering', 1.2],
  Adibatla: ['TCS Adibatla campus', 0.8],
  Sheriguda: ['Sreenidhi Institute of Science and Technology', 1.5],
  Dilsukhnagar: ['Dilsukhnagar Metro Station', 0.4],
  Maisammaguda: ['Malla Reddy Engineering College', 0.6],
  Narayanaguda: ['Narayanaguda Metro Station', 0.5],
  Others: ['the nearest city bus stop', 0.3],
};

const AMENITY_OF_FEATURE: Record<string, Amenity> = {
  'Wi-Fi': 'Wi-Fi',
  'AC rooms': 'AC',
  Laundry: 'Laundry',
  'Hot water': 'Hot water',
  CCTV: 'CCTV',
  Gym: 'Gym',
  'Power backup': 'Power backup',
  Housekeeping: 'Housekeeping',
  '24×7 security': 'Security guard',
  'Study hall': 'Study room',
};

/** Believable details from a seeded hostel's price, type and features; its listed price stays the lowest. */
export function seedDetails(h: SeedHostel, index: number): HostelDetailsFields {
  const beds = (n: number) => (h.available ? n : 0);
  const roomOptions: RoomOption[] =
    h.type === 'Co-Living'
      ? [
          { sharing: 'Single', pricePerBed: h.price + 3500, bedsFree: beds(2) },
          { sharing: 'Double', pricePerBed: h.price, bedsFree: beds(3) },
        ]
      : [
          ...(h.price >= 6000 ? [{ sharing: 'Single' as const, pricePerBed: h.price + 3000, bedsFree: beds(1) }] : []),
          { sharing: 'Double', pricePerBed: h.price + 1000, bedsFree: beds(2 + (index % 3)) },
          { sharing: 'Triple', pricePerBed: h.price, bedsFree: beds(3 + (index % 4)) },
        ];
  const food: FoodType = h.features.includes('Food included')
    ? h.type === 'Girls'
      ? 'Veg'
      : 'Veg & non-veg'
    : 'No food';
  const amenities = new Set<Amenity>(['Hot water', 'Power backup']);
  for (const f of h.features) if (AMENITY_OF_FEATURE[f]) amenities.add(AMENITY_OF_FEATURE[f]);
  const [landmark, km] = LANDMARKS[h.area] ?? LANDMARKS.Others;
  return {
    roomOptions,
    deposit: h.price,
    food,
    mealsPerDay: food === 'No food' ? 0 : 3,
    amenities: [...amenities],
    checkInRules:
      'Check-in from 9 AM to 8 PM with a government photo ID. The first month’s rent and the deposit are paid at check-in.',
    landmark,
    landmarkKm: Math.round((km + (index % 3) * 0.3) * 10) / 10,
  };
}

const REVIEWERS = [
  { name: 'Karthik Varma', email: 'reviewer1@hostelhub.in', phone: '9000000101' },
  { name: 'Priya Sharma', email: 'reviewer2@hostelhub.in', phone: '9000000102' },
  { name: 'Mohammed Irfan', email: 'reviewer3@hostelhub.in', phone: '9000000103' },
];

const REVIEWS: Array<{
  hostel: string;
  by: number;
  stars: [number, number, number, number, number, number];
  text: string;
}> = [
  {
    hostel: 'Sri Sai Residency',
    by: 0,
    stars: [4, 4, 4, 5, 5, 4],
    text: 'Clean rooms and the food is good on most days. The warden is strict about the 10:30 gate, which my parents liked.',
  },
  {
    hostel: 'Sri Sai Residency',
    by: 2,
    stars: [5, 5, 4, 5, 5, 5],
    text: 'Five minutes from college, fast Wi-Fi and hot water in the mornings. Good value for the price.',
  },
  {
    hostel: 'Sri Sai Ladies Nest',
    by: 1,
    stars: [5, 5, 5, 5, 4, 4],
    text: 'Felt safe from day one: CCTV, a guard at night and a register at the gate. Veg food is home-like.',
  },
  {
    hostel: 'Lotus Girls Hostel',
    by: 1,
    stars: [4, 4, 3, 5, 4, 4],
    text: 'AC rooms are a blessing in May. Food is a bit repetitive, but the staff listen when you tell them.',
  },
  {
    hostel: 'Metro Stay Dilsukhnagar',
    by: 2,
    stars: [3, 3, 3, 4, 5, 3],
    text: 'Location next to the metro is unbeatable. Rooms need better cleaning and the rent is on the higher side.',
  },
  {
    hostel: 'Maisammaguda Campus Hostel',
    by: 0,
    stars: [4, 4, 4, 4, 5, 5],
    text: 'Walk to college in five minutes. Simple rooms, decent food, and the cheapest in the area for what you get.',
  },
];

const DETAILS_SEEDED = 'seeded:hostel-details';

/** Details for the seeded hostels (once: an owner who later removes them keeps that), and the seeded
 * reviews (once). Returns whether it added any. */
export async function seedMarketplace(db: Db): Promise<boolean> {
  let added = false;
  const done = await db.selectFrom('settings').select('value').where('key', '=', DETAILS_SEEDED).executeTakeFirst();
  if (!done) {
    const hostels = await db
      .selectFrom('hostels')
      .select(['id', 'name'])
      .where(
        'name',
        'in',
        SEED_HOSTELS.map((h) => h.name),
      )
      .execute();
    for (const row of hostels) {
      const index = SEED_HOSTELS.findIndex((h) => h.name === row.name);
      const h = SEED_HOSTELS[index];
      await saveDetails(db, row.id, seedDetails(h, index), h.price);
      added = true;
    }
    await db.insertInto('settings').values({ key: DETAILS_SEEDED, value: new Date().toISOString() }).execute();
  }

  const anyReview = await db.selectFrom('reviews').select('id').limit(1).executeTakeFirst();
  if (anyReview) return added;
  const reviewers = [];
  for (const r of REVIEWERS) reviewers.push(await ensureUser(db, { ...r, role: 'student' }));
  const t = Date.now();
  for (const [i, r] of REVIEWS.entries()) {
    const hostel = await db.selectFrom('hostels').select('id').where('name', '=', r.hostel).executeTakeFirst();
    if (!hostel) continue;
    const bookingId = crypto.randomUUID();
    const from = t - (400 - i * 20) * DAY;
    await db
      .insertInto('bookings')
      .values({
        id: bookingId,
        student_id: reviewers[r.by],
        hostel_id: hostel.id,
        room_info: null,
        check_in_date: new Date(from).toISOString().slice(0, 10),
        duration_months: 6,
        note: '',
        status: 'Completed',
        created_at: new Date(from - 5 * DAY).toISOString(),
        decided_at: new Date(from - 4 * DAY).toISOString(),
      })
      .execute();
    const [overall, cleanliness, food, safety, location, value] = r.stars;
    await db
      .insertInto('reviews')
      .values({
        id: crypto.randomUUID(),
        hostel_id: hostel.id,
        student_id: reviewers[r.by],
        booking_id: bookingId,
        overall,
        cleanliness,
        food,
        safety,
        location,
        value,
        text: r.text,
        created_at: new Date(from + 190 * DAY).toISOString(),
        removed_at: null,
        reply_text: null,
        reply_at: null,
      })
      .execute();
    await refreshRating(db, hostel.id);
    added = true;
  }
  return added;
}
