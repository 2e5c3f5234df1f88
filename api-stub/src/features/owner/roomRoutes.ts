import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userOf } from '../../auth/guard';
import { now } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { parseInput } from '../../http/validate';
import { refreshAvailability, roomsWithOccupants } from './occupancy';
import { ownedHostel, ownedHostelIds } from './ownership';

const roomSchema = z.object({
  hostelId: z.string({ error: 'Choose a hostel.' }).uuid({ error: 'Hostel not found.' }),
  roomNo: z
    .string({ error: 'Room number is required.' })
    .trim()
    .min(1, { error: 'Room number is required.' })
    .max(10, { error: 'Room number can be at most 10 characters.' }),
  floor: z.coerce
    .number({ error: 'Floor must be a number.' })
    .int({ error: 'Floor must be a whole number.' })
    .min(0, { error: 'Floor cannot be below 0 (ground).' })
    .max(50, { error: 'Floor can be at most 50.' }),
  category: z.enum(['Boys', 'Girls', 'Co-Live'], { error: 'Category must be Boys, Girls or Co-Live.' }),
  beds: z.coerce
    .number({ error: 'Beds must be a number.' })
    .int({ error: 'Beds must be a whole number.' })
    .min(1, { error: 'A room needs at least 1 bed.' })
    .max(12, { error: 'At most 12 beds a room.' }),
});
const roomUpdateSchema = roomSchema.omit({ hostelId: true });
const idParam = z.object({ id: z.string().uuid({ error: 'Room not found.' }) });
const listQuery = z.object({ hostelId: z.string().uuid({ error: 'Hostel not found.' }).optional() });

export async function ownerRoomRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, guard } = deps;
  const owner = { preHandler: guard.requireRole('owner') };

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
  app.get('/api/owner/rooms', owner, async (request) => {
    const { hostelId } = parseInput(listQuery, request.query);
    const me = userOf(request);
    const ids = hostelId ? [(await ownedHostel(db, me.id, hostelId)).id] : await ownedHostelIds(db, me.id);
    return { rooms: await roomsWithOccupants(db, ids) };
  });

  app.post('/api/owner/rooms', owner, async (request, reply) => {
    const body = parseInput(roomSchema, request.body);
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
  });

  app.put('/api/owner/rooms/:id', owner, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const body = parseInput(roomUpdateSchema, request.body);
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
  });

  app.delete('/api/owner/rooms/:id', owner, async (request) => {
    const { id } = parseInput(idParam, request.params);
    const room = await ownedRoom(userOf(request).id, id);
    const [current] = (await roomsWithOccupants(db, [room.hostel_id])).filter((r) => r.id === id);
    if (current.occupants.length) throw conflict(`Room ${room.room_no} has students staying in it.`);
    await db.deleteFrom('rooms').where('id', '=', id).execute();
    await refreshAvailability(db, room.hostel_id);
    return { message: `Room ${room.room_no} removed.` };
  });
}
