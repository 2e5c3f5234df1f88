import type { FastifyInstance } from 'fastify';
import { userOf } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { roomsWithOccupants } from './occupancy';
import { ownedHostelIds } from './ownership';

/** The dashboard's stat cards, computed for this owner. */
export async function ownerDashboardRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, guard } = deps;
  app.get('/api/owner/dashboard', { preHandler: guard.requireRole('owner') }, async (request) => {
    const ids = await ownedHostelIds(db, userOf(request).id);
    const rooms = await roomsWithOccupants(db, ids);
    const count = async (table: 'complaints' | 'bookings', statuses: string[]) =>
      ids.length
        ? Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .where('hostel_id', 'in', ids)
                .where('status', 'in', statuses as never[])
                .executeTakeFirstOrThrow()
            ).n,
          )
        : 0;
    return {
      hostels: ids.length,
      rooms: rooms.length,
      roomsFilled: rooms.filter((r) => r.occupants.length > 0).length,
      students: rooms.reduce((n, r) => n + r.occupants.length, 0),
      complaints: await count('complaints', ['Open', 'In progress']),
      availableRooms: rooms.filter((r) => r.freeBeds > 0).length,
      pendingRequests: await count('bookings', ['Requested']),
    };
  });
}
