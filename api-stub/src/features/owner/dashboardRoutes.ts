import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { roomsWithOccupants } from './occupancy';
import { ownedHostelIds } from './ownership';

/** The dashboard's stat cards, computed for this owner. */
export async function ownerDashboardRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;
  app.route({
    ...endpoint('GET /api/owner/dashboard', guard),
    handler: async (request) => {
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
    },
  });
}
