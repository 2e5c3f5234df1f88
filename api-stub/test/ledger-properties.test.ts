// The money of a stay as a ledger with invariants (issue 60), property-tested on this run's engine (npm test runs the
// API suite on SQLite and on PostgreSQL): random sequences of charges, "I have paid" claims, confirmations, "not
// received", recorded payments, check-outs (with open bills settled from the deposit and other deductions) and
// cancellations, each through the API. A model of the bills says what each call must answer; after every call:
// - the bills are as the model says, and both sides read the same bills still to pay;
// - balance = charges − payments = what the bills still to pay add up to;
// - the deposit received is what was paid for it (never what was agreed), and no more of it is returned than that;
// - a bill is settled from the deposit at most once, and a settled bill is never due.
import fc from 'fast-check';
import type { StayLedger } from 'contracts';
import { call, login, startTestServer, type TestServer } from './server';
import { confirmedStay, DAY } from './stays';

type Status = 'Pending' | 'Awaiting confirmation' | 'Paid';
interface ModelBill {
  amount: number;
  kind: string;
  status: Status;
  method: string | null;
}

type Action =
  | { do: 'charge'; amount: number }
  | { do: 'report'; bill: number; reference: boolean }
  | { do: 'confirm-claim'; bill: number }
  | { do: 'record-cash'; bill: number }
  | { do: 'record-upi'; bill: number }
  | { do: 'not-received'; bill: number }
  | { do: 'check-out'; settle: boolean[]; deductions: number[]; noShow: boolean }
  | { do: 'cancel'; byOwner: boolean };

const bill = fc.nat({ max: 20 });
const ACTIONS: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ do: fc.constant('charge' as const), amount: fc.integer({ min: 1, max: 9000 }) }),
  },
  { weight: 3, arbitrary: fc.record({ do: fc.constant('report' as const), bill, reference: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('confirm-claim' as const), bill }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('record-cash' as const), bill }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('record-upi' as const), bill }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('not-received' as const), bill }) },
  {
    weight: 1,
    arbitrary: fc.record({
      do: fc.constant('check-out' as const),
      settle: fc.array(fc.boolean(), { maxLength: 8 }),
      deductions: fc.array(fc.integer({ min: 1, max: 4000 }), { maxLength: 3 }),
      noShow: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('cancel' as const), byOwner: fc.boolean() }) },
);

const upiReference = () => String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));

/**
 * Runs `actions` on a new stay through the API, checking each answer against the model and the invariants after
 * each. `begun`: the stay has begun (check-out, no cancellation) or not (cancellation, no check-out).
 */
async function runStay(server: TestServer, owner: string, actions: Action[], checkIn: string, begun: boolean) {
  const stay = await confirmedStay(server, owner, checkIn);
  const student = stay.token;
  // the bills as the API made them on approval (and this month's, made when the student looks)
  await call(server, 'GET', '/api/student/payments', { token: student });
  const model = new Map<string, ModelBill>();
  for (const row of await server.sql<{ id: string; amount: number; kind: string }>(
    'select id, amount, kind from bills where booking_id = ? order by created_at, id',
    [stay.id],
  ))
    model.set(row.id, { amount: Number(row.amount), kind: row.kind, status: 'Pending', method: null });
  let ended: 'left' | 'no-show' | 'cancelled' | null = null;
  const ids = () => [...model.keys()];
  const pick = (n: number) => ids()[n % model.size];
  const done: string[] = [];

  const expectStatus = (what: string, got: number, want: number) => {
    if (got !== want) throw new Error(`${what}: ${got}, not ${want}, after ${done.join(' → ')}`);
  };
  const depositReceived = () =>
    [...model.values()]
      .filter((b) => b.kind === 'deposit' && b.status === 'Paid' && b.method !== 'Deposit')
      .reduce((n, b) => n + b.amount, 0);

  for (const action of actions) {
    done.push(JSON.stringify(action));
    if (action.do === 'charge') {
      const res = await call(server, 'POST', `/api/owner/stays/${stay.id}/charges`, {
        token: owner,
        body: { category: 'Other', note: 'A test charge', amount: action.amount },
      });
      expectStatus('charge', res.status, ended ? 400 : 201);
      if (!ended) {
        const [row] = await server.sql<{ id: string }>(
          'select id from bills where booking_id = ? and kind = ? order by created_at desc, id desc',
          [stay.id, 'charge'],
        );
        const known = new Set(ids());
        const fresh = (
          await server.sql<{ id: string }>('select id from bills where booking_id = ? and kind = ?', [
            stay.id,
            'charge',
          ])
        ).find((r) => !known.has(r.id));
        model.set(fresh?.id ?? row.id, { amount: action.amount, kind: 'charge', status: 'Pending', method: null });
      }
    } else if (action.do === 'cancel') {
      const res = action.byOwner
        ? await call(server, 'PUT', `/api/owner/stays/${stay.id}/cancel`, { token: owner })
        : await call(server, 'PUT', `/api/student/bookings/${stay.id}/cancel`, { token: student });
      const awaiting = [...model.values()].some((b) => b.status === 'Awaiting confirmation');
      // a stay that has begun (or ended) cannot be cancelled; a payment still to confirm is settled first
      if (ended) expectStatus('cancel', res.status, action.byOwner ? 409 : 400);
      else expectStatus('cancel', res.status, begun ? 400 : awaiting ? 409 : 200);
      if (!ended && !begun && !awaiting) {
        ended = 'cancelled';
        for (const [id, b] of model) if (b.status === 'Pending') model.delete(id);
      }
    } else if (action.do === 'check-out') {
      const open = ids().filter((id) => model.get(id)?.status !== 'Paid');
      const chosen = open.filter((_, i) => action.settle[i]);
      const body = action.noShow
        ? { outcome: 'no-show' }
        : {
            outcome: 'left',
            settleBillIds: chosen,
            deductions: action.deductions.map((amount) => ({ amount, reason: 'Damage' })),
          };
      const res = await call(server, 'PUT', `/api/owner/stays/${stay.id}/check-out`, { token: owner, body });
      const held = depositReceived();
      const awaitingChosen = chosen.some((id) => model.get(id)?.status === 'Awaiting confirmation');
      const asked =
        chosen.reduce((n, id) => n + (model.get(id)?.amount ?? 0), 0) + action.deductions.reduce((n, a) => n + a, 0);
      const anyAwaiting = open.some((id) => model.get(id)?.status === 'Awaiting confirmation');
      const depositAwaiting = open.some(
        (id) => model.get(id)?.kind === 'deposit' && model.get(id)?.status === 'Awaiting confirmation',
      );
      const want = ended
        ? 409
        : action.noShow
          ? anyAwaiting
            ? 409
            : 200
          : depositAwaiting || awaitingChosen
            ? 409
            : asked > held
              ? 400
              : 200;
      expectStatus('check-out', res.status, want);
      if (want === 200) {
        ended = action.noShow ? 'no-show' : 'left';
        for (const id of action.noShow ? [] : chosen)
          Object.assign(model.get(id) ?? {}, { status: 'Paid', method: 'Deposit' });
        // what a stay that ended owes no more: every unpaid bill of a no-show, the deposit never paid of any stay
        for (const [id, b] of model)
          if (b.status === 'Pending' && (action.noShow || b.kind === 'deposit')) model.delete(id);
      }
    } else {
      const id = model.size ? pick(action.bill) : undefined;
      const b = id ? model.get(id) : undefined;
      if (!id || !b) continue;
      if (action.do === 'report') {
        const res = await call(server, 'POST', `/api/student/bills/${id}/paid`, {
          token: student,
          body: action.reference ? { reference: upiReference() } : {},
        });
        expectStatus('report', res.status, b.status === 'Pending' ? 200 : 409);
        if (b.status === 'Pending') b.status = 'Awaiting confirmation';
      } else if (action.do === 'not-received') {
        const res = await call(server, 'PUT', `/api/owner/bills/${id}/not-received`, { token: owner, body: {} });
        expectStatus('not received', res.status, b.status === 'Awaiting confirmation' ? 200 : 409);
        if (b.status === 'Awaiting confirmation') b.status = 'Pending';
      } else {
        const method = action.do === 'record-cash' ? 'Cash' : 'UPI';
        const reference = action.do === 'record-upi' ? upiReference() : undefined;
        const res = await call(server, 'PUT', `/api/owner/bills/${id}/confirm`, {
          token: owner,
          body: { method, reference },
        });
        const want = b.status === 'Paid' ? 409 : action.do === 'confirm-claim' && b.status === 'Pending' ? 400 : 200;
        expectStatus(action.do, res.status, want);
        if (want === 200) Object.assign(b, { status: 'Paid', method });
      }
    }
    await checkInvariants(server, owner, stay, model, ended, done);
  }
}

/** What must hold after every call, read through the API (and the deductions' rows, for the at-most-once rule). */
async function checkInvariants(
  server: TestServer,
  owner: string,
  stay: { id: string; token: string },
  model: Map<string, ModelBill>,
  ended: string | null,
  done: string[],
) {
  const where = `after ${done.join(' → ')}`;
  const rows = await server.sql<{ id: string; status: string; method: string | null; amount: number }>(
    'select id, status, method, amount from bills where booking_id = ?',
    [stay.id],
  );
  const actual = Object.fromEntries(rows.map((r) => [r.id, `${r.status} ${r.method ?? '-'} ${Number(r.amount)}`]));
  const expected = Object.fromEntries(
    [...model].map(([id, b]) => [id, `${b.status} ${b.status === 'Paid' ? b.method : '-'} ${b.amount}`]),
  );
  expect({ where, bills: actual }).toEqual({ where, bills: expected });

  const ledger = (await call<StayLedger>(server, 'GET', `/api/owner/stays/${stay.id}/ledger`, { token: owner })).body;
  const theirs = (
    await call<StayLedger>(server, 'GET', `/api/student/bookings/${stay.id}/ledger`, { token: stay.token })
  ).body;
  expect(theirs).toEqual(ledger);
  const open = [...model].filter(([, b]) => b.status !== 'Paid');
  const stillToPay = open.reduce((n, [, b]) => n + b.amount, 0);
  // balance = charges − payments = the bills still to pay, line by line too
  expect({ where, balance: ledger.totals.balance }).toEqual({ where, balance: stillToPay });
  expect(ledger.totals.charges - ledger.totals.payments).toBe(ledger.totals.balance);
  expect(ledger.lines.at(-1)?.balance ?? 0).toBe(ledger.totals.balance);
  expect(ledger.openBills.map((b) => b.billId).sort()).toEqual(open.map(([id]) => id).sort());
  // the student's page lists the same bills still to pay
  const payments = await call<{ bill: { id: string } | null; unpaid: Array<{ id: string }> }>(
    server,
    'GET',
    '/api/student/payments',
    { token: stay.token },
  );
  const listed = [...(payments.body.bill ? [payments.body.bill] : []), ...payments.body.unpaid].map((b) => b.id);
  expect(listed.filter((id) => model.has(id)).sort()).toEqual(open.map(([id]) => id).sort());
  // the deposit received is what was paid for it; never more of it goes back than came in
  const received = [...model.values()]
    .filter((b) => b.kind === 'deposit' && b.status === 'Paid' && b.method !== 'Deposit')
    .reduce((n, b) => n + b.amount, 0);
  expect(ledger.depositReceived).toBe(received);
  if (ended === 'left' || ended === 'no-show') {
    const s = ledger.settlement;
    expect(s && s.refunded + s.deducted).toBe(received);
    expect(s?.refunded).toBeLessThanOrEqual(received);
    if (ended === 'no-show') expect(s?.refunded).toBe(0);
  }
  if (ended === 'cancelled') {
    const paidAhead = [...model.values()]
      .filter((b) => b.kind !== 'deposit' && b.status === 'Paid')
      .reduce((n, b) => n + b.amount, 0);
    expect(ledger.settlement?.refunded ?? 0).toBeLessThanOrEqual(received + paidAhead);
  }
  // a bill settled from the deposit: once, and paid
  const settled = await server.sql<{ bill_id: string; n: number }>(
    'select bill_id, count(*) as n from deductions where booking_id = ? and bill_id is not null group by bill_id',
    [stay.id],
  );
  for (const row of settled) {
    expect(Number(row.n)).toBe(1);
    expect(model.get(row.bill_id)).toMatchObject({ status: 'Paid', method: 'Deposit' });
  }
}

describe('a stay that has begun: charges, claims, payments, "not received", check-out', () => {
  const checkIn = new Date(Date.now() + DAY).toISOString().slice(0, 10);
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    server = await startTestServer({
      API_CLOCK: new Date(Date.parse(`${checkIn}T12:00:00+05:30`) + 3 * DAY).toISOString(),
    });
    owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
  }, 30000);
  afterAll(() => server.stop());

  it('keeps every invariant through random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ACTIONS, { minLength: 3, maxLength: 12 }), (actions) =>
        runStay(server, owner, actions, checkIn, true),
      ),
      { numRuns: Number(process.env.LEDGER_RUNS ?? 15) },
    );
  }, 600_000);
});

describe('a stay not begun: payments, claims and cancellations', () => {
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
  }, 30000);
  afterAll(() => server.stop());

  it('keeps every invariant through random sequences', async () => {
    const checkIn = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    const beforeCheckIn = ACTIONS.filter((a) => a.do !== 'check-out' && a.do !== 'charge');
    await fc.assert(
      fc.asyncProperty(fc.array(beforeCheckIn, { minLength: 3, maxLength: 10 }), (actions) =>
        runStay(server, owner, actions, checkIn, false),
      ),
      { numRuns: Number(process.env.LEDGER_RUNS ?? 10) },
    );
  }, 600_000);
});
