import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Bill,
  type BillKind,
  billTitle,
  DEPOSIT_DUE,
  propertyLine,
  rupeesInWords,
  FIRST_MONTH_DUE,
  type ConfirmMethod,
  indiaDate,
  periodLabel,
  periodOf,
  type Receipt,
  REMINDER_GAP_HOURS,
  RENT_MESSAGES,
  RESIDENT_STAY_MESSAGES,
  ELECTRICITY_MESSAGES,
  type RentRollRow,
  upiPayLink,
} from 'contracts';
import type { Selectable } from 'kysely';
import { userOf } from '../../auth/guard';
import { clock, type Db, now } from '../../db/database';
import type { BillsTable } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { readableDate } from '../notifications/dates';
import { inTransaction, notify } from '../notifications/notify';
import { ownedHostel, ownedHostelIds } from '../owner/ownership';
import { billWhat, generateBills, receiptNumber } from './bills';
import { chargeLateFees } from './lateFees';
import { receiptPdf } from './receiptPdf';
import { stayPerson } from '../stay/stayPerson';
import { roomsWithOccupants } from '../owner/occupancy';

type BillRow = Selectable<BillsTable>;

/** Where a hostel's rent is paid by UPI: the owner's default method when it is UPI, else their newest UPI ID. */
async function upiPayeeOf(db: Db, hostelId: string | null) {
  if (!hostelId) return null;
  const row = await db
    .selectFrom('hostels')
    .innerJoin('users', 'users.id', 'hostels.owner_id')
    .innerJoin('payout_methods', 'payout_methods.owner_id', 'hostels.owner_id')
    .select(['payout_methods.upi_id', 'payout_methods.account_holder_name', 'users.name'])
    .where('hostels.id', '=', hostelId)
    .where('payout_methods.type', '=', 'UPI')
    .where('payout_methods.upi_id', 'is not', null)
    .orderBy('payout_methods.is_default', 'desc')
    .orderBy('payout_methods.created_at', 'desc')
    .executeTakeFirst();
  return row?.upi_id ? { payeeAddress: row.upi_id, payeeName: row.account_holder_name || row.name } : null;
}

const KIND_ORDER: Record<BillKind, number> = { deposit: 0, rent: 1, charge: 2 };

/** Why a bill is due on another day than the hostel's due day, in words (null when it is not). */
const dueNoteOf = (row: Pick<BillRow, 'kind' | 'note'>) =>
  row.kind === 'deposit' ? DEPOSIT_DUE : row.kind === 'rent' && row.note === FIRST_MONTH_DUE ? FIRST_MONTH_DUE : null;

const isOverdue = (bill: Pick<BillRow, 'status' | 'due_date'>, today = indiaDate(clock())) =>
  bill.status === 'Pending' && bill.due_date < today;

async function toBill(db: Db, row: BillRow): Promise<Bill> {
  const payee = row.status === 'Paid' ? null : await upiPayeeOf(db, row.hostel_id);
  return {
    id: row.id,
    kind: row.kind,
    title: billTitle(row),
    dueNote: dueNoteOf(row),
    hostelName: row.hostel_name,
    month: row.month,
    period: row.period,
    amount: row.amount,
    dueDate: row.due_date,
    status: row.status,
    overdue: isOverdue(row),
    upi: payee && {
      ...payee,
      link: upiPayLink({
        ...payee,
        amount: row.amount,
        note: `${billTitle(row)} ${row.hostel_name}`.slice(0, 50),
        reference: row.id,
      }),
    },
    reportedAt: row.reported_at,
    reference: row.reference,
  };
}

/** Residents of these hostels listed by hand, with no stay booked here (so no bill): name and room. */
async function unbilledResidents(db: Db, hostelIds: string[]) {
  if (!hostelIds.length) return [];
  const rooms = await roomsWithOccupants(db, hostelIds);
  const rows = await db
    .selectFrom('residents')
    .select(['residents.id', 'residents.name', 'residents.room_id'])
    .where('residents.hostel_id', 'in', hostelIds)
    .where('residents.left_at', 'is', null)
    .where('residents.booking_id', 'is', null)
    .orderBy('residents.name')
    .execute();
  return rows.map((r) => {
    const room = rooms.find((x) => x.id === r.room_id);
    return { residentId: r.id, name: r.name, room: room?.roomNo ?? '', suggestedRent: room?.pricePerBed ?? null };
  });
}

/** Rent: the student's bills, "I have paid" and receipts; the owner's rent roll, confirmations and reminders. */
export async function rentRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  const studentsBill = async (studentId: string, id: string) => {
    const row = await db
      .selectFrom('bills')
      .selectAll()
      .where('id', '=', id)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (!row) throw notFound('Bill not found.');
    return row;
  };
  /** A bill of one of the owner's hostels (another owner's bills look like ones that do not exist). */
  const ownersBill = async (ownerId: string, id: string) => {
    const row = await db
      .selectFrom('bills')
      .innerJoin('hostels', 'hostels.id', 'bills.hostel_id')
      .selectAll('bills')
      .where('bills.id', '=', id)
      .where('hostels.owner_id', '=', ownerId)
      .executeTakeFirst();
    if (!row) throw notFound('Bill not found.');
    return row;
  };
  const receiptOf = async (bill: BillRow): Promise<Receipt> => {
    if (bill.status !== 'Paid' || !bill.paid_at) throw notFound('This bill has no receipt yet: it is not paid.');
    const info = await db
      .selectFrom('users as student')
      .leftJoin('hostels', (join) => join.on('hostels.id', '=', bill.hostel_id ?? ''))
      .leftJoin('users as owner', 'owner.id', 'hostels.owner_id')
      .select(['student.name as student_name', 'hostels.address', 'owner.name as owner_name', 'owner.pan'])
      .where('student.id', '=', bill.student_id)
      .executeTakeFirstOrThrow();
    return {
      receiptNo: bill.receipt_no ?? receiptNumber(periodOf(Date.parse(bill.paid_at)), bill.id),
      billId: bill.id,
      kind: bill.kind,
      studentName: info.student_name,
      hostelName: bill.hostel_name,
      hostelAddress: info.address ?? '',
      property: propertyLine(bill.hostel_name, info.address ?? ''),
      ownerName: info.owner_name ?? bill.hostel_name,
      ownerPan: info.pan ?? null,
      month: bill.month,
      title: billTitle(bill),
      amount: bill.amount,
      amountInWords: rupeesInWords(bill.amount),
      method: bill.method ?? 'UPI',
      reference: bill.reference,
      paidAt: bill.paid_at,
    };
  };

  // ---- the student

  app.route({
    ...endpoint('GET /api/student/payments', guard),
    handler: async (request) => {
      const me = userOf(request);
      // on demand: a stay that began since the last scheduled run has its bill at once
      await generateBills(db, { studentId: me.id });
      await chargeLateFees(db, { studentId: me.id });
      const rows = await db
        .selectFrom('bills')
        .selectAll()
        .where('student_id', '=', me.id)
        .orderBy('due_date', 'desc')
        .execute();
      // oldest due first; on one day the deposit, then rent, then charges (the same order on both engines)
      const order = (b: BillRow) => `${b.due_date} ${KIND_ORDER[b.kind]} ${b.created_at ?? ''} ${b.id}`;
      const unpaid = await Promise.all(
        rows
          .filter((b) => b.status !== 'Paid')
          .sort((a, b) => (order(a) < order(b) ? -1 : 1))
          .map((b) => toBill(db, b)),
      );
      return {
        bill: unpaid[0] ?? null,
        unpaid: unpaid.slice(1),
        history: rows
          .filter((b) => b.status === 'Paid')
          .map((b) => ({
            id: b.id,
            date: b.paid_at ?? b.due_date,
            amount: b.amount,
            status: 'Success' as const,
            month: b.month,
            hostelName: b.hostel_name,
            receiptNo: b.receipt_no,
            title: billTitle(b),
          })),
      };
    },
  });

  app.route({
    ...endpoint('POST /api/student/bills/:id/paid', guard),
    handler: async (request) => {
      const me = userOf(request);
      const bill = await studentsBill(me.id, request.params.id);
      if (bill.status === 'Paid') throw conflict(RENT_MESSAGES.alreadyPaid);
      const reference = request.body.reference || null;
      const hostel = bill.hostel_id
        ? await db.selectFrom('hostels').select('owner_id').where('id', '=', bill.hostel_id).executeTakeFirst()
        : undefined;
      await inTransaction(
        db,
        async (tx) => {
          // only a bill still to pay: a second press (or a race of them) changes nothing and tells nobody again
          const reported = await tx
            .updateTable('bills')
            .set({ status: 'Awaiting confirmation', reported_at: now(), reference })
            .where('id', '=', bill.id)
            .where('status', '=', 'Pending')
            .executeTakeFirst();
          if (Number(reported.numUpdatedRows) !== 1) {
            const { status } = await tx
              .selectFrom('bills')
              .select('status')
              .where('id', '=', bill.id)
              .executeTakeFirstOrThrow();
            throw conflict(status === 'Paid' ? RENT_MESSAGES.alreadyPaid : RENT_MESSAGES.alreadyReported);
          }
          if (hostel)
            await notify(
              tx,
              hostel.owner_id,
              'info',
              `${me.name} says they paid ${billWhat(bill)} at ${bill.hostel_name}${reference ? ` (UPI reference ${reference})` : ''}. Please confirm it.`,
              {
                link: `/owner/rent?month=${bill.period ?? ''}&hostel=${bill.hostel_id}`,
                mail: 'payment-reported',
              },
            );
        },
        request,
      );
      return { message: RENT_MESSAGES.paidReported };
    },
  });

  app.route({
    ...endpoint('GET /api/student/bills/:id/receipt', guard),
    handler: async (request) => receiptOf(await studentsBill(userOf(request).id, request.params.id)),
  });

  app.route({
    ...endpoint('GET /api/student/bills/:id/receipt.pdf', guard),
    handler: async (request, reply) => {
      const receipt = await receiptOf(await studentsBill(userOf(request).id, request.params.id));
      const pdf = await receiptPdf(receipt);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${receipt.receiptNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  });

  // ---- the owner

  app.route({
    ...endpoint('GET /api/owner/rent', guard),
    handler: async (request) => {
      const ownerId = userOf(request).id;
      const month = request.query.month ?? periodOf(clock());
      const hostelId = request.query.hostelId ?? (await ownedHostelIds(db, ownerId))[0];
      const empty = { billed: 0, paid: 0, awaiting: 0, due: 0, overdue: 0 };
      if (!hostelId)
        return { hostel: null, month, monthLabel: periodLabel(month), rows: [], totals: empty, unbilled: [] };
      const hostel = await ownedHostel(db, ownerId, hostelId);
      const bills = await db
        .selectFrom('bills')
        .leftJoin('users', 'users.id', 'bills.student_id')
        // the room the student lives in now (one row per bill: a moved or departed resident's old rows are closed)
        .leftJoin('residents', (join) =>
          join.onRef('residents.booking_id', '=', 'bills.booking_id').on('residents.left_at', 'is', null),
        )
        .leftJoin('rooms', 'rooms.id', 'residents.room_id')
        .selectAll('bills')
        .select([stayPerson('name', 'users', 'bills.booking_id').as('student_name'), 'rooms.room_no'])
        .where('bills.hostel_id', '=', hostel.id)
        .where('bills.period', '=', month)
        .orderBy('student_name')
        .execute();
      const today = indiaDate(clock());
      const rows: RentRollRow[] = bills.map((b) => ({
        billId: b.id,
        kind: b.kind,
        title: billTitle(b),
        dueNote: dueNoteOf(b),
        studentName: b.student_name,
        room: b.room_no,
        amount: b.amount,
        dueDate: b.due_date,
        status:
          b.status === 'Paid'
            ? 'Paid'
            : b.status === 'Awaiting confirmation'
              ? 'Awaiting confirmation'
              : isOverdue(b, today)
                ? 'Overdue'
                : 'Due',
        paidAt: b.paid_at,
        method: b.method,
        reference: b.reference,
        receiptNo: b.receipt_no,
        remindedAt: b.reminded_at,
        hasAccount: b.student_id !== null,
      }));
      const sum = (status: RentRollRow['status']) =>
        rows.filter((r) => r.status === status).reduce((n, r) => n + r.amount, 0);
      return {
        hostel: {
          id: hostel.id,
          name: hostel.name,
          dueDay: hostel.rent_due_day,
          lateFee: {
            kind: hostel.late_fee_kind,
            amount: hostel.late_fee_amount,
            graceDays: hostel.late_fee_grace_days,
          },
          electricityRate: hostel.electricity_paise === null ? null : hostel.electricity_paise / 100,
        },
        month,
        monthLabel: periodLabel(month),
        rows,
        totals: {
          billed: rows.reduce((n, r) => n + r.amount, 0),
          paid: sum('Paid'),
          awaiting: sum('Awaiting confirmation'),
          due: sum('Due'),
          overdue: sum('Overdue'),
        },
        unbilled: await unbilledResidents(db, [hostel.id]),
      };
    },
  });

  app.route({
    ...endpoint('POST /api/owner/rent/generate', guard),
    handler: async (request) => {
      const ownerId = userOf(request).id;
      const { hostelId } = request.body;
      if (hostelId) await ownedHostel(db, ownerId, hostelId);
      const created = await generateBills(db, { ownerId, hostelId });
      await chargeLateFees(db, { ownerId, hostelId });
      const month = periodLabel(periodOf(clock()));
      const unbilled = (await unbilledResidents(db, hostelId ? [hostelId] : await ownedHostelIds(db, ownerId))).length;
      return {
        created,
        message: `${
          created === 0
            ? `Every stay has its bill for ${month} already.`
            : `${created} ${created === 1 ? 'bill' : 'bills'} made for ${month}.`
        }${unbilled ? ` ${unbilled} ${unbilled === 1 ? 'resident' : 'residents'} you added by hand ${unbilled === 1 ? 'has' : 'have'} no rent set up yet: set it up under "Residents not billed yet".` : ''}`,
      };
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/bills/:id/confirm', guard),
    handler: async (request) => {
      const bill = await ownersBill(userOf(request).id, request.params.id);
      if (bill.status === 'Paid') throw conflict(RENT_MESSAGES.alreadyPaid);
      const method: ConfirmMethod = request.body.method;
      const reference = method === 'UPI' ? request.body.reference || bill.reference : null;
      // a UPI payment nobody reported is recorded with the reference the owner's app shows for it
      if (method === 'UPI' && bill.status === 'Pending' && !reference)
        throw badRequest(RENT_MESSAGES.upiReferenceNeeded);
      // the receipt is numbered by the month the money came in, not the month the bill is for
      const receiptNo = receiptNumber(periodOf(clock()), bill.id);
      await inTransaction(
        db,
        async (tx) => {
          const done = await tx
            .updateTable('bills')
            .set({ status: 'Paid', paid_at: now(), method, reference, receipt_no: receiptNo })
            .where('id', '=', bill.id)
            .where('status', '!=', 'Paid')
            .executeTakeFirst();
          if (Number(done.numUpdatedRows) !== 1) throw conflict(RENT_MESSAGES.alreadyPaid);
          await notify(
            tx,
            bill.student_id,
            'success',
            `Your ${billWhat(bill)} at ${bill.hostel_name} is paid. Receipt ${receiptNo}.`,
            { link: `/student/payments/receipts/${bill.id}`, mail: 'payment-confirmed' },
          );
        },
        request,
      );
      return { message: RENT_MESSAGES.confirmed };
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/bills/:id/not-received', guard),
    handler: async (request) => {
      const bill = await ownersBill(userOf(request).id, request.params.id);
      if (bill.status === 'Paid') throw conflict(RENT_MESSAGES.alreadyPaid);
      if (bill.status !== 'Awaiting confirmation') throw conflict(RENT_MESSAGES.nothingClaimed);
      const note = request.body.note?.trim();
      await inTransaction(
        db,
        async (tx) => {
          const undone = await tx
            .updateTable('bills')
            .set({ status: 'Pending', reported_at: null, reference: null })
            .where('id', '=', bill.id)
            .where('status', '=', 'Awaiting confirmation')
            .executeTakeFirst();
          if (Number(undone.numUpdatedRows) !== 1) throw conflict(RENT_MESSAGES.alreadyPaid);
          await notify(
            tx,
            bill.student_id,
            'alert',
            `${bill.hostel_name} has not received your payment of ${billWhat(bill)}${bill.reference ? ` (UPI reference ${bill.reference})` : ''}. It is due again${note ? `: ${/[.!?]$/.test(note) ? note : `${note}.`}` : '. Please check with your bank, or pay again and tell the owner.'}`,
            { link: '/student/payments', mail: 'bill-due' },
          );
        },
        request,
      );
      return { message: RENT_MESSAGES.notReceived };
    },
  });

  app.route({
    ...endpoint('POST /api/owner/bills/:id/remind', guard),
    handler: async (request) => {
      const bill = await ownersBill(userOf(request).id, request.params.id);
      if (bill.status === 'Paid') throw conflict(RENT_MESSAGES.alreadyPaid);
      if (!bill.student_id) throw conflict(RESIDENT_STAY_MESSAGES.noAccount);
      if (bill.status === 'Awaiting confirmation')
        throw badRequest('The student says this bill is paid: confirm it instead.');
      const since = new Date(clock() - REMINDER_GAP_HOURS * 3_600_000).toISOString();
      await inTransaction(
        db,
        async (tx) => {
          const claimed = await tx
            .updateTable('bills')
            .set({ reminded_at: now() })
            .where('id', '=', bill.id)
            .where((eb) => eb.or([eb('reminded_at', 'is', null), eb('reminded_at', '<', since)]))
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) throw conflict(RENT_MESSAGES.remindedRecently);
          await notify(
            tx,
            bill.student_id,
            'alert',
            `Reminder from ${bill.hostel_name}: your ${billWhat(bill)} ${isOverdue(bill) ? 'was' : 'is'} due on ${readableDate(bill.due_date)}.`,
            { link: '/student/payments', mail: 'bill-due' },
          );
        },
        request,
      );
      return { message: RENT_MESSAGES.reminded };
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/hostels/:id/late-fee', guard),
    handler: async (request) => {
      const hostel = await ownedHostel(db, userOf(request).id, request.params.id);
      const { kind, amount, graceDays } = request.body;
      if (kind !== 'none' && amount <= 0) throw badRequest('Please give the late fee in rupees.');
      await db
        .updateTable('hostels')
        .set({
          late_fee_kind: kind,
          late_fee_amount: kind === 'none' ? 0 : amount,
          late_fee_grace_days: kind === 'none' ? 0 : graceDays,
        })
        .where('id', '=', hostel.id)
        .execute();
      return { message: RENT_MESSAGES.lateFeeSaved };
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/hostels/:id/electricity-rate', guard),
    handler: async (request) => {
      const hostel = await ownedHostel(db, userOf(request).id, request.params.id);
      const paise = Math.round(request.body.ratePerUnit * 100);
      await db.updateTable('hostels').set({ electricity_paise: paise }).where('id', '=', hostel.id).execute();
      return { message: ELECTRICITY_MESSAGES.saved };
    },
  });

  app.route({
    ...endpoint('PUT /api/owner/hostels/:id/rent-due-day', guard),
    handler: async (request) => {
      const hostel = await ownedHostel(db, userOf(request).id, request.params.id);
      await db.updateTable('hostels').set({ rent_due_day: request.body.dueDay }).where('id', '=', hostel.id).execute();
      return { message: RENT_MESSAGES.dueDaySaved };
    },
  });
}
