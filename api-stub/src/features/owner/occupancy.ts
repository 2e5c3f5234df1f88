import type { Db } from '../../db/database';
import { type Room, sharingOfBeds } from 'contracts';

/** A room with its current residents: the shared `Room` payload. */
export type RoomWithOccupants = Room;

/** Rooms of the given hostels with their current residents, ordered by hostel, floor and number. */
export async function roomsWithOccupants(db: Db, hostelIds: string[]): Promise<RoomWithOccupants[]> {
  if (!hostelIds.length) return [];
  const rooms = await db
    .selectFrom('rooms')
    .innerJoin('hostels', 'hostels.id', 'rooms.hostel_id')
    .selectAll('rooms')
    .select(['hostels.name as hostel_name', 'hostels.price as hostel_price'])
    .where('rooms.hostel_id', 'in', hostelIds)
    .orderBy('hostels.name')
    .orderBy('rooms.floor')
    .orderBy('rooms.room_no')
    .execute();
  const residents = await db
    .selectFrom('residents')
    .select(['id', 'name', 'room_id'])
    .where('hostel_id', 'in', hostelIds)
    .where('left_at', 'is', null)
    .orderBy('created_at')
    .execute();
  const options = await db
    .selectFrom('room_options')
    .select(['hostel_id', 'sharing', 'price_per_bed'])
    .where('hostel_id', 'in', hostelIds)
    .execute();
  return rooms.map((r) => {
    const sharing = sharingOfBeds(r.beds);
    const option = options.find((o) => o.hostel_id === r.hostel_id && o.sharing === sharing);
    const occupants = residents.filter((x) => x.room_id === r.id).map((x) => ({ id: x.id, name: x.name }));
    return {
      id: r.id,
      hostelId: r.hostel_id,
      hostelName: r.hostel_name,
      roomNo: r.room_no,
      floor: r.floor,
      category: r.category,
      beds: r.beds,
      occupants,
      freeBeds: Math.max(0, r.beds - occupants.length),
      sharing,
      pricePerBed: option?.price_per_bed ?? r.hostel_price,
    };
  });
}

/** A hostel with rooms is Available while any room has a free bed; one without rooms keeps the flag it has. */
export async function refreshAvailability(db: Db, hostelId: string): Promise<void> {
  const rooms = await roomsWithOccupants(db, [hostelId]);
  if (!rooms.length) return;
  await db
    .updateTable('hostels')
    .set({ available: rooms.some((r) => r.freeBeds > 0) ? 1 : 0 })
    .where('id', '=', hostelId)
    .execute();
}

/** Rooms numbered 101, 102… per floor, ten a floor, for a hostel created with a room count. */
export function generatedRooms(count: number): Array<{ roomNo: string; floor: number }> {
  return Array.from({ length: count }, (_, i) => {
    const floor = Math.floor(i / 10) + 1;
    return { roomNo: String(floor * 100 + (i % 10) + 1), floor };
  });
}
