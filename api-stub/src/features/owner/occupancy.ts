import type { Db } from '../../db/database';
import { type Room, type SharingType, sharingOfBeds } from 'contracts';
import { tellWaitlist } from '../beds/beds';

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

/**
 * The free beds students see, counted from a hostel's rooms and their residents (a bed approved for a stay is taken
 * from the approval on), so a request for a bed shown free can be approved: each room option's beds free (its rooms of
 * that sharing type), the listing's total and its Available flag. Whoever waits for an option that has a bed again is
 * told. A hostel without rooms keeps the counts its owner gives.
 */
export async function refreshAvailability(db: Db, hostelId: string): Promise<void> {
  const rooms = await roomsWithOccupants(db, [hostelId]);
  if (!rooms.length) return;
  const freeOf = (sharing: SharingType) =>
    rooms.filter((r) => r.sharing === sharing).reduce((n, r) => n + r.freeBeds, 0);
  const options = await db
    .selectFrom('room_options')
    .select(['sharing', 'beds_free'])
    .where('hostel_id', '=', hostelId)
    .execute();
  for (const option of options)
    if (option.beds_free !== freeOf(option.sharing))
      await db
        .updateTable('room_options')
        .set({ beds_free: freeOf(option.sharing) })
        .where('hostel_id', '=', hostelId)
        .where('sharing', '=', option.sharing)
        .execute();
  const free = options.length
    ? options.reduce((n, o) => n + freeOf(o.sharing), 0)
    : rooms.reduce((n, r) => n + r.freeBeds, 0);
  await db
    .updateTable('hostels')
    .set({ available: free > 0 ? 1 : 0, beds_free: free })
    .where('id', '=', hostelId)
    .execute();
  const reopened = options.filter((o) => o.beds_free <= 0 && freeOf(o.sharing) > 0).map((o) => o.sharing);
  await tellWaitlist(db, hostelId, reopened);
}

/** Rooms numbered 101, 102… per floor, ten a floor, for a hostel created with a room count. */
export function generatedRooms(count: number): Array<{ roomNo: string; floor: number }> {
  return Array.from({ length: count }, (_, i) => {
    const floor = Math.floor(i / 10) + 1;
    return { roomNo: String(floor * 100 + (i % 10) + 1), floor };
  });
}
