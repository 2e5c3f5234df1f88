import crypto from 'node:crypto';
import type { Db } from './database';
import { now } from './database';
import { refreshAvailability, roomsWithOccupants } from '../features/owner/occupancy';
import { LISTED_NOTE, startResidentStay } from '../features/stay/residentStay';
import { clock } from './database';

/** A listed resident whose rent the owner has not set up yet (the rent roll offers to). */
const NO_RENT_YET = 'priya.nair@example.in';

type SeedRoom = {
  roomNo: string;
  floor: number;
  beds: number;
  residents: Array<{ name: string; email: string; phone: string; account?: string }>;
};

const DEMO_ROOMS: Record<string, SeedRoom[]> = {
  'Sri Sai Residency': [
    {
      roomNo: '101',
      floor: 1,
      beds: 2,
      residents: [
        { name: 'Demo Student', email: 'student@demo.in', phone: '9876543210', account: 'student@demo.in' },
        { name: 'Arjun Rao', email: 'arjun.rao@example.in', phone: '9000000021' },
      ],
    },
    {
      roomNo: '102',
      floor: 1,
      beds: 2,
      residents: [{ name: 'Vikram Singh', email: 'vikram.singh@example.in', phone: '9000000022' }],
    },
    { roomNo: '103', floor: 1, beds: 3, residents: [] },
    {
      roomNo: '201',
      floor: 2,
      beds: 2,
      residents: [
        { name: 'Rahul Verma', email: 'rahul.verma@example.in', phone: '9000000023' },
        { name: 'Sai Teja', email: 'sai.teja@example.in', phone: '9000000024' },
      ],
    },
    { roomNo: '202', floor: 2, beds: 2, residents: [] },
  ],
  'Sri Sai Ladies Nest': [
    { roomNo: '11', floor: 1, beds: 2, residents: [] },
    {
      roomNo: '12',
      floor: 1,
      beds: 2,
      residents: [
        {
          name: 'Meena Sharma',
          email: 'meena.student@hostelhub.in',
          phone: '9000000012',
          account: 'meena.student@hostelhub.in',
        },
      ],
    },
    {
      roomNo: '21',
      floor: 2,
      beds: 3,
      residents: [{ name: 'Priya Nair', email: 'priya.nair@example.in', phone: '9000000025' }],
    },
  ],
};

/** Rooms and residents of the demo owner's hostels. Runs once (when there are no rooms). */
export async function seedOwnerArea(db: Db): Promise<boolean> {
  if (await db.selectFrom('rooms').select('id').limit(1).executeTakeFirst()) return false;
  const owner = await db.selectFrom('users').select('id').where('email', '=', 'owner@demo.in').executeTakeFirst();
  if (!owner) return false;
  const hostels = await db
    .selectFrom('hostels')
    .select(['id', 'name', 'type'])
    .where('owner_id', '=', owner.id)
    .execute();
  for (const hostel of hostels) {
    const rooms = DEMO_ROOMS[hostel.name];
    if (!rooms) continue;
    for (const room of rooms) {
      const roomId = crypto.randomUUID();
      await db
        .insertInto('rooms')
        .values({
          id: roomId,
          hostel_id: hostel.id,
          room_no: room.roomNo,
          floor: room.floor,
          category: hostel.type === 'Co-Living' ? 'Co-Live' : hostel.type,
          beds: room.beds,
          created_at: now(),
        })
        .execute();
      for (const r of room.residents) {
        const user = r.account
          ? await db.selectFrom('users').select('id').where('email', '=', r.account).executeTakeFirst()
          : undefined;
        const booking = user
          ? await db
              .selectFrom('bookings')
              .select('id')
              .where('student_id', '=', user.id)
              .where('hostel_id', '=', hostel.id)
              .where('status', '=', 'Active')
              .executeTakeFirst()
          : undefined;
        await db
          .insertInto('residents')
          .values({
            id: crypto.randomUUID(),
            hostel_id: hostel.id,
            room_id: roomId,
            user_id: user?.id ?? null,
            booking_id: booking?.id ?? null,
            name: r.name,
            email: r.email,
            phone: r.phone,
            address: 'Hyderabad',
            created_at: now(),
            left_at: null,
          })
          .execute();
      }
    }
    await db.updateTable('hostels').set({ total_rooms: rooms.length }).where('id', '=', hostel.id).execute();
    await refreshAvailability(db, hostel.id);
  }
  return true;
}

/**
 * The demo owner's residents listed by hand get a stay from the first of the month before last, at their room's
 * price and with the hostel's deposit received; one is left without, to show the rent roll's set-up. Runs once
 * (after the marketplace seed, which sets the room prices).
 */
export async function seedResidentStays(db: Db): Promise<boolean> {
  const seeded = await db
    .selectFrom('bookings')
    .select('id')
    .where('note', '=', LISTED_NOTE)
    .limit(1)
    .executeTakeFirst();
  if (seeded) return false;
  const residents = await db
    .selectFrom('residents')
    .innerJoin('hostels', 'hostels.id', 'residents.hostel_id')
    .innerJoin('users as owner', 'owner.id', 'hostels.owner_id')
    .select([
      'residents.id',
      'residents.hostel_id',
      'residents.room_id',
      'residents.user_id',
      'hostels.name as hostel_name',
      'hostels.deposit',
    ])
    .where('owner.email', '=', 'owner@demo.in')
    .where('residents.booking_id', 'is', null)
    .where('residents.left_at', 'is', null)
    .where('residents.email', '!=', NO_RENT_YET)
    .execute();
  if (!residents.length) return false;
  const rooms = await roomsWithOccupants(db, [...new Set(residents.map((r) => r.hostel_id))]);
  const start = new Date(clock());
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - 2);
  const checkInDate = start.toISOString().slice(0, 10);
  for (const resident of residents) {
    const room = rooms.find((r) => r.id === resident.room_id);
    if (!room) continue;
    await db
      .transaction()
      .execute((tx) =>
        startResidentStay(
          tx,
          { ...resident, room_no: room.roomNo, floor: room.floor, beds: room.beds },
          { checkInDate, rent: room.pricePerBed, depositReceived: resident.deposit },
        ),
      );
  }
  return true;
}
