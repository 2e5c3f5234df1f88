import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import { now } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { refreshAvailability, roomsWithOccupants } from './occupancy';
import { ownedHostel, ownedHostelIds } from './ownership';

export async function ownerRoomRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  const ownedRoom = async (ownerId: string, roomId: string) => {
    const room = await db
      .selectFrom('rooms')
      .innerJoin('hostels', 'hostels.id', 'rooms.hostel_id')
      .selectAll('rooms')
      .where('rooms.id', '=', roomId)
      .where('hostels.owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!room) throw notFound('Room not found.');
    return room;
  };

  /** Rooms with occupants: the source of Rooms & Filled Status and Available Rooms. */
  app.route({
    ...endpoint('GET /api/owner/rooms', guard),
    handler: async (request) => {
      const { hostelId } = request.query;
      const me = userOf(request);
      const ids = hostelId ? [(await ownedHostel(db, me.id, hostelId)).id] : await ownedHostelIds(db, me.id);
      return { rooms: await roomsWithOccupants(db, ids) };
    },
  });

  app.route({
    ...endpoint('POST /api/owner/rooms', guard),
    handler: async (request, reply) => {
      const body = request.body;
      const hostel = await ownedHostel(db, userOf(request).id, body.hostelId);
      const clash = await db
        .selectFrom('rooms')
        .select('id')
        .where('hostel_id', '=', hostel.id)
        .where('room_no', '=', body.roomNo)
        .executeTakeFirst();
      if (clash) throw conflict(`Room ${body.roomNo} already exists in ${hostel.name}.`);
      const id = crypto.randomUUID();
      await db
        .insertInto('rooms')
        .values({
          id,
          hostel_id: hostel.id,
          room_no: body.roomNo,
          floor: body.floor,
          category: body.category,
          beds: body.beds,
          created_at: now(),
        })
        .execute();
      await refreshAvailability(db, hostel.id);
      const [room] = (await roomsWithOccupants(db, [hostel.id])).filter((r) => r.id === id);
      return reply.status(201).send({ message: `Room ${body.roomNo} added.`, room });
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/rooms/:id', guard),
    handler: async (request) => {
      const { id } = request.params;
      const body = request.body;
      const room = await ownedRoom(userOf(request).id, id);
      const [current] = (await roomsWithOccupants(db, [room.hostel_id])).filter((r) => r.id === id);
      if (body.beds < current.occupants.length)
        throw badRequest(
          `Room ${room.room_no} has ${current.occupants.length} students; it needs at least that many beds.`,
        );
      const clash = await db
        .selectFrom('rooms')
        .select('id')
        .where('hostel_id', '=', room.hostel_id)
        .where('room_no', '=', body.roomNo)
        .where('id', '!=', id)
        .executeTakeFirst();
      if (clash) throw conflict(`Room ${body.roomNo} already exists in this hostel.`);
      await db
        .updateTable('rooms')
        .set({ room_no: body.roomNo, floor: body.floor, category: body.category, beds: body.beds })
        .where('id', '=', id)
        .execute();
      await refreshAvailability(db, room.hostel_id);
      const [updated] = (await roomsWithOccupants(db, [room.hostel_id])).filter((r) => r.id === id);
      return { message: `Room ${body.roomNo} updated.`, room: updated };
    },
  });

  app.route({
    ...endpoint('DELETE /api/owner/rooms/:id', guard),
    handler: async (request) => {
      const { id } = request.params;
      const room = await ownedRoom(userOf(request).id, id);
      const [current] = (await roomsWithOccupants(db, [room.hostel_id])).filter((r) => r.id === id);
      if (current.occupants.length) throw conflict(`Room ${room.room_no} has students staying in it.`);
      await db.deleteFrom('rooms').where('id', '=', id).execute();
      await refreshAvailability(db, room.hostel_id);
      return { message: `Room ${room.room_no} removed.` };
    },
  });
}
