// Check-out with the money that is still open (issue 60): the deposit received pays the bills the owner names, each
// in full and at most once; other deductions each have a reason; what is left goes back. No bill is ever both paid
// from the deposit and due, and the statement's balance is what is still to pay.
import type { StayLedger } from 'contracts';
import { call, login, startTestServer, type TestServer } from './server';
import { confirmedStay, DAY, payDeposit } from './stays';

/** Check-in tomorrow; the API's clock three days after it: the stay has begun and its first month is billed. */
const CHECK_IN = new Date(Date.now() + DAY).toISOString().slice(0, 10);
const API_NOW = Date.parse(`${CHECK_IN}T12:00:00+05:30`) + 3 * DAY;

interface Bill {
  id: string;
  kind: string;
  title: string;
  amount: number;
  status: string;
}
interface Payments {
  bill: Bill | null;
  unpaid: Bill[];
  history: Array<{ id: string; title: string; receiptNo: string | null }>;
}

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await startTestServer({ API_CLOCK: new Date(API_NOW).toISOString() });
  owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
}, 30000);
afterAll(() => server.stop());

const ledgerOf = async (bookingId: string) =>
  (await call<StayLedger>(server, 'GET', `/api/owner/stays/${bookingId}/ledger`, { token: owner })).body;
const unpaidOf = async (token: string) => {
  const { body } = await call<Payments>(server, 'GET', '/api/student/payments', { token });
  return [...(body.bill ? [body.bill] : []), ...body.unpaid];
};

/** A begun stay with its deposit received and an electricity charge of ₹765 still to pay. */
async function stayWithElectricityDue() {
  const stay = await confirmedStay(server, owner, CHECK_IN);
  await payDeposit(server, owner, stay);
  const charged = await call(server, 'POST', `/api/owner/stays/${stay.id}/charges`, {
    token: owner,
    body: { category: 'Electricity', note: 'October meter', amount: 765 },
  });
  expect(charged.status).toBe(201);
  const electricity = (await ledgerOf(stay.id)).openBills.find((b) => b.title.startsWith('Electricity'));
  if (!electricity) throw new Error('no electricity bill');
  return { ...stay, electricityId: electricity.billId };
}

it('keeping ₹765 of the deposit for unpaid electricity settles that bill: it is never due twice', async () => {
  const stay = await stayWithElectricityDue();
  const before = await ledgerOf(stay.id);
  expect(before.depositReceived).toBe(6500);
  expect(before.openBills.map((b) => [b.title, b.amount, b.status])).toEqual([
    [
      'Rent for ' +
        new Date(`${CHECK_IN}T00:00:00Z`).toLocaleString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      7500,
      'Due',
    ],
    ['Electricity: October meter', 765, 'Due'],
  ]);

  const out = await call<{ message: string }>(server, 'PUT', `/api/owner/stays/${stay.id}/check-out`, {
    token: owner,
    body: {
      outcome: 'left',
      settleBillIds: [stay.electricityId],
      deductions: [{ amount: 500, reason: 'A broken bucket' }],
    },
  });
  expect(out.status).toBe(200);
  expect(out.body.message).toBe('Divya Sree is checked out; the bed is free. ₹5,235 of the deposit goes back to them.');

  const after = await ledgerOf(stay.id);
  // what is still due is the rent, and only the rent
  expect(after.openBills.map((b) => b.amount)).toEqual([7500]);
  expect(after.totals.balance).toBe(7500);
  expect(after.settlement).toEqual({
    depositReceived: 6500,
    deducted: 1265,
    refunded: 5235,
    reasons: ['Electricity: October meter: settled from the deposit', 'A broken bucket'],
  });
  expect(
    after.lines.filter((l) => l.date >= (after.endedAt ?? '')).map((l) => [l.kind, l.title, l.charge, l.payment]),
  ).toEqual([
    ['payment', 'Settled from the deposit: Electricity: October meter', 0, 765],
    ['deposit-released', 'Deposit set against the stay', 0, 5735],
    ['deduction', 'Kept: A broken bucket', 500, 0],
    ['refund', 'Refund to the student', 5235, 0],
  ]);
  // the student's side: the electricity is paid (from the deposit, with a receipt), the rent still to pay
  expect((await unpaidOf(stay.token)).map((b) => b.amount)).toEqual([7500]);
  const { body } = await call<Payments>(server, 'GET', '/api/student/payments', { token: stay.token });
  const settled = body.history.find((h) => h.id === stay.electricityId);
  expect(settled?.receiptNo).toMatch(/^RCT-\d{6}-/);
  const receipt = await call<{ method: string; title: string }>(
    server,
    'GET',
    `/api/student/bills/${stay.electricityId}/receipt`,
    { token: stay.token },
  );
  expect(receipt.body).toMatchObject({ method: 'Deposit', title: 'Electricity: October meter' });
  const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: stay.token });
  expect(feed.body[0].message).toBe(
    'You are checked out of Sri Sai Residency. ₹5,235 of your deposit comes back (kept: Electricity: October meter (₹765, settled from the deposit); A broken bucket).',
  );
  // one row a deduction, the bill's at most once
  const rows = await server.sql<{ bill_id: string | null; amount: number }>(
    'select bill_id, amount from deductions where booking_id = ? order by amount desc',
    [stay.id],
  );
  expect(rows.map((r) => [r.bill_id, Number(r.amount)])).toEqual([
    [stay.electricityId, 765],
    [null, 500],
  ]);
});

it('refuses what would not add up: more than the deposit, a bill of another stay, a payment still to confirm', async () => {
  const stay = await stayWithElectricityDue();
  const other = await stayWithElectricityDue();
  const checkOut = (body: unknown) =>
    call<{ message: string }>(server, 'PUT', `/api/owner/stays/${stay.id}/check-out`, { token: owner, body });
  const rent = (await ledgerOf(stay.id)).openBills.find((b) => b.title.startsWith('Rent'));
  if (!rent) throw new Error('no rent bill');

  expect(await checkOut({ outcome: 'left', settleBillIds: [stay.electricityId, rent.billId] })).toEqual({
    status: 400,
    body: {
      message:
        'The deductions, ₹8,265, are more than the deposit received, ₹6,500. Settle the rest of the bills separately.',
    },
  });
  expect((await checkOut({ outcome: 'left', settleBillIds: [other.electricityId] })).status).toBe(400);
  // the student says the electricity is paid: the owner settles that first
  await call(server, 'POST', `/api/student/bills/${stay.electricityId}/paid`, { token: stay.token, body: {} });
  const claimed = await checkOut({ outcome: 'left', settleBillIds: [stay.electricityId] });
  expect(claimed.status).toBe(409);
  expect(claimed.body.message).toMatch(/^The student says Electricity: October meter is paid: confirm it/);
  // nothing of the above changed the stay or its bills
  const ledger = await ledgerOf(stay.id);
  expect(ledger.status).toBe('Active');
  expect(ledger.openBills.map((b) => b.status).sort()).toEqual(['Awaiting confirmation', 'Due']);
  // an owner release from before settlements: one amount returned and one reason, as then
  const legacy = await call<{ message: string }>(server, 'PUT', `/api/owner/stays/${other.id}/check-out`, {
    token: owner,
    body: { outcome: 'left', depositReturned: 6000, deductionReason: 'Cleaning' },
  });
  expect(legacy.status).toBe(200);
  expect((await ledgerOf(other.id)).settlement).toMatchObject({ deducted: 500, refunded: 6000, reasons: ['Cleaning'] });
});

it('a stay that ended is among the owner’s past stays, with how it ended; not among the current ones', async () => {
  const stay = await stayWithElectricityDue();
  const list = async (status?: string) =>
    (
      await call<{ stays: Array<{ id: string; checkOut: { depositReturned: number } | null }> }>(
        server,
        'GET',
        `/api/owner/stays?pageSize=100${status ? `&status=${status}` : ''}`,
        { token: owner },
      )
    ).body.stays;
  expect((await list()).map((s) => s.id)).toContain(stay.id);
  expect((await list('past')).map((s) => s.id)).not.toContain(stay.id);
  await call(server, 'PUT', `/api/owner/stays/${stay.id}/check-out`, {
    token: owner,
    body: { outcome: 'left', settleBillIds: [], deductions: [] },
  });
  expect((await list()).map((s) => s.id)).not.toContain(stay.id);
  const past = await list('past');
  expect(past[0]).toMatchObject({ id: stay.id, checkOut: { depositReturned: 6500 } });
  expect((await call(server, 'GET', '/api/owner/stays?status=gone', { token: owner })).status).toBe(400);
});

it('a no-show keeps the deposit; the bills of a stay that never began are no longer owed', async () => {
  const stay = await stayWithElectricityDue();
  const out = await call(server, 'PUT', `/api/owner/stays/${stay.id}/check-out`, {
    token: owner,
    body: { outcome: 'no-show' },
  });
  expect(out.status).toBe(200);
  const ledger = await ledgerOf(stay.id);
  expect(ledger.openBills).toEqual([]);
  expect(ledger.totals.balance).toBe(0);
  expect(ledger.settlement).toMatchObject({ depositReceived: 6500, deducted: 6500, refunded: 0 });
  expect(await unpaidOf(stay.token)).toEqual([]);
});
