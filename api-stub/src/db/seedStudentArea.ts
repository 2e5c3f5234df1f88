import crypto from 'node:crypto';
import type { Db } from './database';
import { now } from './database';
import { unusablePasswordHash } from '../auth/passwords';
import { SEED_HOSTELS, SEED_OWNERS } from './seed-data/hostels';
import { dueDateOf, periodLabel, periodOf, RENT_DUE_DAY_DEFAULT } from 'contracts';
import { newBillId, receiptNumber } from '../features/rent/bills';

const DAY = 24 * 3600 * 1000;
const isoDate = (t: number) => new Date(t).toISOString().slice(0, 10);
const monthName = (t: number) =>
  new Date(t).toLocaleString('en-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export async function ensureUser(
  db: Db,
  u: { name: string; email: string; phone: string; role: 'student' | 'owner'; hostelName?: string },
): Promise<string> {
  const found = await db.selectFrom('users').select('id').where('email', '=', u.email).executeTakeFirst();
  if (found) return found.id;
  const id = crypto.randomUUID();
  const at = now();
  // Seeded partners and extra students cannot log in: their password is random and never kept.
  await db
    .insertInto('users')
    .values({
      id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      role: u.role,
      hostel_name: u.hostelName ?? null,
      username: null,
      profile_picture_url: null,
      address: null,
      lat: null,
      lng: null,
      password_hash: await unusablePasswordHash(),
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** Hostels of the listing and the demo student's and demo owner's believable history. Runs once (when there are no hostels). */
export async function seedStudentArea(db: Db): Promise<boolean> {
  const any = await db.selectFrom('hostels').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const demoOwner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'owner@demo.in')
    .executeTakeFirstOrThrow();
  const demoStudent = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('email', '=', 'student@demo.in')
    .executeTakeFirstOrThrow();
  const owners: Record<string, string> = { demo: demoOwner.id };
  for (const [key, o] of Object.entries(SEED_OWNERS)) owners[key] = await ensureUser(db, { ...o, role: 'owner' });

  const start = Date.now() - SEED_HOSTELS.length * DAY;
  const ids: string[] = [];
  for (const [i, h] of SEED_HOSTELS.entries()) {
    const id = crypto.randomUUID();
    ids.push(id);
    const created = new Date(start + i * DAY).toISOString();
    await db
      .insertInto('hostels')
      .values({
        id,
        owner_id: owners[h.owner],
        name: h.name,
        type: h.type,
        area: h.area,
        address: `${h.name}, ${h.area}, Hyderabad, Telangana`,
        price: h.price,
        available: h.available ? 1 : 0,
        features: JSON.stringify(h.features),
        description: `${h.name} is a ${h.type === 'Co-Living' ? 'co-living space' : `${h.type.toLowerCase()} hostel`} in ${h.area} offering ${h.features.join(', ')}.`,
        contact: h.owner === 'demo' ? '9123456780' : SEED_OWNERS[h.owner].phone,
        video_url: null,
        created_at: created,
      })
      .execute();
    await db
      .insertInto('hostel_images')
      .values([0, 1, 2].map((view) => ({ hostel_id: id, url: `/media/hostel-art/${id}/${view}.svg`, position: view })))
      .execute();
    await db
      .insertInto('hostel_rules')
      .values(h.rules.map((text) => ({ hostel_id: id, text, created_at: created })))
      .execute();
  }

  // The demo student: a current stay at the demo owner's first hostel, a finished one elsewhere.
  const t = Date.now();
  const stay = { hostel: ids[0], name: SEED_HOSTELS[0].name, booking: crypto.randomUUID() };
  await db
    .insertInto('bookings')
    .values([
      {
        id: stay.booking,
        student_id: demoStudent.id,
        hostel_id: stay.hostel,
        room_info: 'Room 101, Floor 1',
        check_in_date: isoDate(t - 60 * DAY),
        duration_months: 6,
        note: '',
        status: 'Active',
        created_at: new Date(t - 65 * DAY).toISOString(),
        decided_at: new Date(t - 64 * DAY).toISOString(),
      },
      {
        id: crypto.randomUUID(),
        student_id: demoStudent.id,
        hostel_id: ids[6],
        room_info: 'Room 204, Floor 2',
        check_in_date: isoDate(t - 300 * DAY),
        duration_months: 6,
        note: '',
        status: 'Completed',
        created_at: new Date(t - 305 * DAY).toISOString(),
        decided_at: new Date(t - 304 * DAY).toISOString(),
      },
    ])
    .execute();
  // This month's bill is open; the two before it were paid by UPI (receipts numbered like the API's).
  const bill = (monthsAgo: number, id: string) => {
    const at = t - monthsAgo * 30 * DAY;
    const period = periodOf(at);
    const paid = monthsAgo > 0;
    return {
      id,
      student_id: demoStudent.id,
      hostel_name: stay.name,
      hostel_id: stay.hostel,
      booking_id: stay.booking,
      period,
      month: periodLabel(period),
      amount: SEED_HOSTELS[0].price,
      due_date: dueDateOf(period, RENT_DUE_DAY_DEFAULT),
      status: paid ? ('Paid' as const) : ('Pending' as const),
      paid_at: paid ? `${dueDateOf(period, 3)}T10:00:00.000Z` : null,
      method: paid ? ('UPI' as const) : null,
      receipt_no: paid ? receiptNumber(period, id) : null,
      created_at: `${period}-01T00:00:00.000Z`,
    };
  };
  await db
    .insertInto('bills')
    .values([bill(0, newBillId()), bill(1, 'TXN1002'), bill(2, 'TXN1001')])
    .execute();
  const wifi = crypto.randomUUID();
  const tap = crypto.randomUUID();
  await db
    .insertInto('complaints')
    .values([
      {
        id: wifi,
        student_id: demoStudent.id,
        hostel_id: stay.hostel,
        subject: 'Wi-Fi drops at night',
        details: 'The Wi-Fi on the first floor disconnects every night after 11 PM.',
        status: 'In progress',
        category: 'Wi-Fi',
        created_at: new Date(t - 10 * DAY).toISOString(),
      },
      {
        id: tap,
        student_id: demoStudent.id,
        hostel_id: stay.hostel,
        subject: 'Leaking tap',
        details: 'The tap in the first-floor washroom leaks.',
        status: 'Resolved',
        category: 'Water',
        created_at: new Date(t - 30 * DAY).toISOString(),
      },
    ])
    .execute();
  await db
    .insertInto('complaint_events')
    .values([
      { complaint_id: wifi, status: 'Open', at: new Date(t - 10 * DAY).toISOString() },
      { complaint_id: wifi, status: 'In progress', at: new Date(t - 9 * DAY).toISOString() },
      { complaint_id: tap, status: 'Open', at: new Date(t - 30 * DAY).toISOString() },
      { complaint_id: tap, status: 'In progress', at: new Date(t - 29 * DAY).toISOString() },
      { complaint_id: tap, status: 'Resolved', at: new Date(t - 27 * DAY).toISOString() },
    ])
    .execute();
  await db
    .insertInto('notifications')
    .values([
      {
        id: crypto.randomUUID(),
        user_id: demoStudent.id,
        type: 'alert',
        message: `Fee reminder: your rent for ${monthName(t)} is due in 5 days.`,
        is_read: 0,
        created_at: new Date(t - 2 * 3600 * 1000).toISOString(),
      },
      {
        id: crypto.randomUUID(),
        user_id: demoStudent.id,
        type: 'info',
        message: 'The mess will serve a special dinner this Sunday.',
        is_read: 0,
        created_at: new Date(t - 26 * 3600 * 1000).toISOString(),
      },
      {
        id: crypto.randomUUID(),
        user_id: demoStudent.id,
        type: 'success',
        message: `Your booking at ${stay.name} was approved.`,
        is_read: 1,
        created_at: new Date(t - 64 * DAY).toISOString(),
      },
    ])
    .execute();

  // Other students with stays and a pending request at the demo owner's hostels.
  const kiran = await ensureUser(db, {
    name: 'Kiran Kumar',
    email: 'kiran.student@hostelhub.in',
    phone: '9000000011',
    role: 'student',
  });
  const meena = await ensureUser(db, {
    name: 'Meena Sharma',
    email: 'meena.student@hostelhub.in',
    phone: '9000000012',
    role: 'student',
  });
  await db
    .insertInto('bookings')
    .values([
      {
        id: crypto.randomUUID(),
        student_id: kiran,
        hostel_id: ids[0],
        room_info: null,
        check_in_date: isoDate(t + 7 * DAY),
        duration_months: 3,
        note: 'Prefer a ground-floor room.',
        status: 'Requested',
        created_at: new Date(t - 3 * 3600 * 1000).toISOString(),
        decided_at: null,
      },
      {
        id: crypto.randomUUID(),
        student_id: meena,
        hostel_id: ids[1],
        room_info: 'Room 12, Floor 1',
        check_in_date: isoDate(t - 20 * DAY),
        duration_months: 6,
        note: '',
        status: 'Active',
        created_at: new Date(t - 25 * DAY).toISOString(),
        decided_at: new Date(t - 24 * DAY).toISOString(),
      },
    ])
    .execute();
  const hotWater = {
    id: crypto.randomUUID(),
    student_id: meena,
    hostel_id: ids[1],
    subject: 'Hot water',
    details: 'No hot water in the mornings this week.',
    status: 'Open' as const,
    category: 'Water' as const,
    created_at: new Date(t - 1 * DAY).toISOString(),
  };
  await db.insertInto('complaints').values(hotWater).execute();
  await db
    .insertInto('complaint_events')
    .values({ complaint_id: hotWater.id, status: 'Open', at: hotWater.created_at })
    .execute();
  await db
    .insertInto('notifications')
    .values({
      id: crypto.randomUUID(),
      user_id: demoOwner.id,
      type: 'booking',
      message: `New booking request from Kiran Kumar for ${stay.name}.`,
      is_read: 0,
      created_at: new Date(t - 3 * 3600 * 1000).toISOString(),
    })
    .execute();
  return true;
}
