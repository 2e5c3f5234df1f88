import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { indiaDate } from 'contracts';
import { userOf } from '../../auth/guard';
import { clock, type Db } from '../../db/database';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { roomsWithOccupants } from './occupancy';
import { ownedHostelIds } from './ownership';

/** Rent billed and not paid yet across the owner's hostels, and how many of those bills are overdue. */
async function duesOf(db: Db, hostelIds: string[]) {
  if (hostelIds.length === 0) return { duesOutstanding: 0, overdueBills: 0 };
  const unpaid = await db
    .selectFrom('bills')
    .select(['amount', 'due_date', 'status'])
    .where('hostel_id', 'in', hostelIds)
    .where('status', '!=', 'Paid')
    .execute();
  const today = indiaDate(clock());
  return {
    duesOutstanding: unpaid.reduce((n, b) => n + b.amount, 0),
    overdueBills: unpaid.filter((b) => b.status === 'Pending' && b.due_date < today).length,
  };
}

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
        ...(await duesOf(db, ids)),
      };
    },
  });
}
