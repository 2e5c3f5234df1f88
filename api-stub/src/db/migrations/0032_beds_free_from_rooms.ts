import type { Kysely } from 'kysely';

// The free beds students see come from a hostel's rooms and residents when it has rooms (issue 60): counted once here
// for the hostels there are; from now on each change of rooms, residents or stays counts them again.
const SHARING = ['Single', 'Double', 'Triple', 'Dormitory'];
const sharingOfBeds = (beds: number) => SHARING[Math.min(Math.max(Math.round(beds), 1), SHARING.length) - 1];

export async function up(db: Kysely<unknown>): Promise<void> {
  const raw = db as unknown as Kysely<{
    rooms: { id: string; hostel_id: string; beds: number };
    residents: { room_id: string | null; left_at: string | null };
    room_options: { hostel_id: string; sharing: string; beds_free: number };
    hostels: { id: string; beds_free: number; available: number };
  }>;
  const rooms = await raw.selectFrom('rooms').select(['id', 'hostel_id', 'beds']).execute();
  const living = await raw.selectFrom('residents').select('room_id').where('left_at', 'is', null).execute();
  const options = await raw.selectFrom('room_options').select(['hostel_id', 'sharing']).execute();
  const free = new Map<string, Map<string, number>>();
  for (const room of rooms) {
    const taken = living.filter((r) => r.room_id === room.id).length;
    const byHostel = free.get(room.hostel_id) ?? new Map<string, number>();
    const sharing = sharingOfBeds(Number(room.beds));
    byHostel.set(sharing, (byHostel.get(sharing) ?? 0) + Math.max(0, Number(room.beds) - taken));
    free.set(room.hostel_id, byHostel);
  }
  for (const [hostelId, bySharing] of free) {
    const offered = options.filter((o) => o.hostel_id === hostelId);
    for (const option of offered)
      await raw
        .updateTable('room_options')
        .set({ beds_free: bySharing.get(option.sharing) ?? 0 })
        .where('hostel_id', '=', hostelId)
        .where('sharing', '=', option.sharing)
        .execute();
    const total = offered.length
      ? offered.reduce((n, o) => n + (bySharing.get(o.sharing) ?? 0), 0)
      : [...bySharing.values()].reduce((n, v) => n + v, 0);
    await raw
      .updateTable('hostels')
      .set({ beds_free: total, available: total > 0 ? 1 : 0 })
      .where('id', '=', hostelId)
      .execute();
  }
}
