import { dueDateOf, ELECTRICITY_MESSAGES, indiaDate, periodLabel, periodOf } from 'contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import { clock, now } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { readableDate } from '../notifications/dates';
import { inTransaction, notify } from '../notifications/notify';
import { newBillId, rupees } from '../rent/bills';
import { stayLedger } from './ledger';
import { rentStatement } from './rentStatement';
import { statementPdf } from './statementPdf';

/** The day (YYYY-MM-DD) of the hostel's next due day on or after `today`. */
function nextDueDate(today: string, dueDay: number): string {
  const thisMonth = dueDateOf(today.slice(0, 7), dueDay);
  if (thisMonth >= today) return thisMonth;
  const next = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return dueDateOf(next.toISOString().slice(0, 7), dueDay);
}

/** The ledger of a stay for each side, and the owner's extra charges. */
export async function ledgerRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  const stayOf = (id: string) =>
    db
      .selectFrom('bookings')
      .innerJoin('hostels', 'hostels.id', 'bookings.hostel_id')
      .select([
        'bookings.id',
        'bookings.student_id',
        'bookings.status',
        'hostels.id as hostel_id',
        'hostels.owner_id',
        'hostels.name as hostel_name',
        'hostels.rent_due_day',
        'hostels.electricity_paise',
      ])
      .where('bookings.id', '=', id)
      .where('bookings.status', 'in', ['Active', 'Cancelled', 'Completed'])
      .executeTakeFirst();

  app.route({
    ...endpoint('GET /api/student/bookings/:id/ledger', guard),
    handler: async (request) => {
      const stay = await stayOf(request.params.id);
      const ledger = stay?.student_id === userOf(request).id ? await stayLedger(db, stay.id) : undefined;
      if (!ledger) throw notFound('Booking not found.');
      return ledger;
    },
  });

  for (const [key, side, missing] of [
    ['GET /api/student/bookings/:id/ledger.pdf', 'student_id', 'Booking not found.'],
    ['GET /api/owner/stays/:id/ledger.pdf', 'owner_id', 'Stay not found.'],
  ] as const)
    app.route({
      ...endpoint(key, guard),
      handler: async (request, reply) => {
        const stay = await stayOf(request.params.id);
        const ledger = stay?.[side] === userOf(request).id ? await stayLedger(db, stay.id) : undefined;
        if (!ledger) throw notFound(missing);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="statement-${ledger.bookingId.slice(0, 8)}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(await statementPdf(ledger)));
      },
    });

  app.route({
    ...endpoint('GET /api/student/bookings/:id/rent-statement', guard),
    handler: async (request) => {
      const stay = await stayOf(request.params.id);
      const statement =
        stay?.student_id === userOf(request).id ? await rentStatement(db, stay.id, request.query.year) : undefined;
      if (!statement) throw notFound('Booking not found.');
      return statement;
    },
  });

  app.route({
    ...endpoint('GET /api/owner/stays/:id/ledger', guard),
    handler: async (request) => {
      const stay = await stayOf(request.params.id);
      const ledger = stay?.owner_id === userOf(request).id ? await stayLedger(db, stay.id) : undefined;
      if (!ledger) throw notFound('Stay not found.');
      return ledger;
    },
  });

  app.route({
    ...endpoint('POST /api/owner/stays/:id/charges', guard),
    handler: async (request, reply) => {
      const stay = await stayOf(request.params.id);
      if (!stay || stay.owner_id !== userOf(request).id) throw notFound('Stay not found.');
      if (stay.status !== 'Active') throw badRequest('Only a current stay can be charged.');
      const { category, note, units } = request.body;
      // electricity by the units used, at the hostel's rate (an amount given wins)
      const byUnits = request.body.amount === undefined && units !== undefined;
      if (byUnits && stay.electricity_paise === null) throw badRequest(ELECTRICITY_MESSAGES.noRate);
      const amount = byUnits ? Math.round((units * (stay.electricity_paise ?? 0)) / 100) : (request.body.amount ?? 0);
      if (amount < 1) throw badRequest('The amount must be at least ₹1.');
      // due with the rent: the hostel's next due day
      const due = nextDueDate(indiaDate(clock()), stay.rent_due_day);
      const title = `${category}: ${note}${byUnits ? ` (${ELECTRICITY_MESSAGES.usage(units, (stay.electricity_paise ?? 0) / 100)})` : ''}`;
      await inTransaction(
        db,
        async (tx) => {
          await tx
            .insertInto('bills')
            .values({
              id: newBillId(),
              student_id: stay.student_id,
              booking_id: stay.id,
              hostel_id: stay.hostel_id,
              hostel_name: stay.hostel_name,
              period: periodOf(Date.parse(`${due}T12:00:00+05:30`)),
              month: periodLabel(due.slice(0, 7)),
              kind: 'charge',
              note: title,
              amount,
              due_date: due,
              status: 'Pending',
              paid_at: null,
              created_at: now(),
            })
            .execute();
          await notify(
            tx,
            stay.student_id,
            'info',
            `${stay.hostel_name} charged ${rupees(amount)} for ${title}, due ${readableDate(due)}.`,
            { link: '/student/payments' },
          );
        },
        request,
      );
      return reply.status(201).send({ message: `Charge of ${rupees(amount)} added; the student is told.` });
    },
  });
}
