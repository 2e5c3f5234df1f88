import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import { clock, now } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { inTransaction, notify } from '../notifications/notify';
import { isUniqueViolation } from '../../db/dialect';
import { refreshAvailability, roomsWithOccupants } from './occupancy';
import { ownedHostel, ownedHostelIds } from './ownership';
import { onePage } from '../../db/paging';
import { indiaDate, RESIDENT_STAY_MESSAGES } from 'contracts';
import { startResidentStay } from '../stay/residentStay';
import { generateBills } from '../rent/bills';

/** The owner's students (spec 001 §7: POST /api/students/add, GET /api/students/mine). */
export async function ownerStudentRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  app.route({
    ...endpoint('POST /api/students/add', guard),
    handler: async (request, reply) => {
      const body = request.body;
      const hostel = await ownedHostel(db, userOf(request).id, body.hostel);
      const room = (await roomsWithOccupants(db, [hostel.id])).find(
        (r) => r.roomNo === body.room && r.floor === body.floor,
      );
      if (!room)
        throw badRequest(
          `Room ${body.room} on floor ${body.floor} does not exist in ${hostel.name}. Add it under Manage Rooms first.`,
        );
      if (room.freeBeds === 0)
        throw conflict(`Room ${body.room} is full (${room.beds} of ${room.beds} beds taken). Choose another room.`);
      const already = await db
        .selectFrom('residents')
        .select('id')
        .where('hostel_id', '=', hostel.id)
        .where('email', '=', body.email)
        .where('left_at', 'is', null)
        .executeTakeFirst();
      if (already) throw conflict(`${body.email} is already staying at ${hostel.name}.`);
      // Consent before contact: an existing account is linked only through a stay the student booked here;
      // otherwise it is invited, and the owner's messages reach it once the student accepts. The answer is
      // the same whether or not the e-mail has an account.
      const account = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', body.email)
        .where('role', '=', 'student')
        .executeTakeFirst();
      const booked = account
        ? await db
            .selectFrom('bookings')
            .select('id')
            .where('student_id', '=', account.id)
            .where('hostel_id', '=', hostel.id)
            .where('status', 'in', ['Active', 'Completed'])
            .executeTakeFirst()
        : undefined;
      const id = crypto.randomUUID();
      try {
        await inTransaction(
          db,
          async (tx) => {
            const userId = booked && account ? account.id : null;
            await tx
              .insertInto('residents')
              .values({
                id,
                hostel_id: hostel.id,
                room_id: room.id,
                user_id: userId,
                invited_user_id: account && !booked ? account.id : null,
                booking_id: null,
                name: body.name,
                email: body.email,
                phone: body.phone,
                address: body.address,
                created_at: now(),
                left_at: null,
              })
              .execute();
            if (body.rent)
              await startResidentStay(
                tx,
                {
                  id,
                  hostel_id: hostel.id,
                  hostel_name: hostel.name,
                  user_id: userId,
                  room_no: room.roomNo,
                  floor: room.floor,
                  beds: room.beds,
                },
                {
                  checkInDate: body.checkInDate ?? indiaDate(clock()),
                  rent: body.rent,
                  depositReceived: body.depositReceived,
                },
              );
            if (account && !booked) {
              // a message of the platform's, with no text of the owner's in it
              await notify(
                tx,
                account.id,
                'info',
                `${hostel.name} listed you as a resident (room ${room.roomNo}, floor ${room.floor}). Accept the invitation in Notifications to receive this hostel's alerts, or decline it.`,
                { link: '/student/notifications' },
              );
            }
          },
          request,
        );
      } catch (error) {
        // listed by another request meanwhile (the index residents_one_current)
        if (isUniqueViolation(error)) throw conflict(`${body.email} is already staying at ${hostel.name}.`);
        throw error;
      }
      await refreshAvailability(db, hostel.id);
      if (body.rent) await generateBills(db, { hostelId: hostel.id });
      return reply.status(201).send({
        message: 'Student added successfully!',
        student: {
          _id: id,
          name: body.name,
          email: body.email,
          phone: body.phone,
          room: room.roomNo,
          floor: room.floor,
          hostel: { _id: hostel.id, name: hostel.name },
        },
      });
    },
  });

  app.route({
    ...endpoint('POST /api/owner/residents/:id/stay', guard),
    handler: async (request, reply) => {
      const resident = await db
        .selectFrom('residents')
        .innerJoin('hostels', 'hostels.id', 'residents.hostel_id')
        .innerJoin('rooms', 'rooms.id', 'residents.room_id')
        .select([
          'residents.id',
          'residents.name',
          'residents.hostel_id',
          'residents.user_id',
          'residents.booking_id',
          'hostels.name as hostel_name',
          'rooms.room_no',
          'rooms.floor',
          'rooms.beds',
        ])
        .where('residents.id', '=', request.params.id)
        .where('hostels.owner_id', '=', userOf(request).id)
        .where('residents.left_at', 'is', null)
        .executeTakeFirst();
      if (!resident) throw notFound('Resident not found.');
      if (resident.booking_id) throw conflict(RESIDENT_STAY_MESSAGES.already);
      const { checkInDate, rent, depositReceived } = request.body;
      await inTransaction(db, (tx) => startResidentStay(tx, resident, { checkInDate, rent, depositReceived }), request);
      await generateBills(db, { hostelId: resident.hostel_id });
      return reply.status(201).send({ message: RESIDENT_STAY_MESSAGES.started(resident.name) });
    },
  });

  app.route({
    ...endpoint('GET /api/students/mine', guard),
    handler: async (request) => {
      const ids = await ownedHostelIds(db, userOf(request).id);
      if (!ids.length) return { students: [] };
      const rows = await db
        .selectFrom('residents')
        .innerJoin('rooms', 'rooms.id', 'residents.room_id')
        .innerJoin('hostels', 'hostels.id', 'residents.hostel_id')
        .select([
          'residents.id',
          'residents.name',
          'residents.email',
          'residents.phone',
          'rooms.room_no',
          'rooms.floor',
          'hostels.id as hostel_id',
          'hostels.name as hostel_name',
        ])
        .where('residents.hostel_id', 'in', ids)
        .where('residents.left_at', 'is', null)
        .orderBy('hostels.name')
        .orderBy('rooms.floor')
        .orderBy('rooms.room_no')
        .orderBy('residents.name')
        .orderBy('residents.id')
        .$call((q) => onePage(q, request.query))
        .execute();
      return {
        students: rows.map((r) => ({
          _id: r.id,
          name: r.name,
          email: r.email,
          phone: r.phone,
          room: r.room_no,
          floor: r.floor,
          hostel: { _id: r.hostel_id, name: r.hostel_name },
        })),
      };
    },
  });
}
