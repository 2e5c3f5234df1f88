// One ledger per stay (issue 36): charges, payments, extra charges and the settlement at check-out, the same
// for both sides; balance = charges − payments.
import type { StayLedger } from 'contracts';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from './pdf';
import { call, login, startTestServer, type TestServer } from './server';
import { confirmedStay, payDeposit } from './stays';

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
}, 30000);
afterAll(() => server.stop());

const ledgerOf = async (token: string, path: string) => (await call<StayLedger>(server, 'GET', path, { token })).body;

/** The student pays every bill still to pay, and the owner confirms each. */
async function payEverything(stay: { token: string }) {
  const { body } = await call<{ bill: { id: string } | null; unpaid: Array<{ id: string }> }>(
    server,
    'GET',
    '/api/student/payments',
    { token: stay.token },
  );
  for (const bill of [...(body.bill ? [body.bill] : []), ...body.unpaid]) {
    await call(server, 'POST', `/api/student/bills/${bill.id}/paid`, { token: stay.token });
    expect(
      (await call(server, 'PUT', `/api/owner/bills/${bill.id}/confirm`, { token: owner, body: { method: 'Cash' } }))
        .status,
    ).toBe(200);
  }
}

it('holds every charge and payment; both sides read the same balance; the settlement closes it', async () => {
  const stay = await confirmedStay(server, owner);
  const studentPath = `/api/student/bookings/${stay.id}/ledger`;
  const ownerPath = `/api/owner/stays/${stay.id}/ledger`;

  const fresh = await ledgerOf(stay.token, studentPath);
  expect(fresh).toMatchObject({ sharing: 'Double', hostelName: 'Sri Sai Residency', settlement: null });
  expect(fresh.lines.map((l) => [l.kind, l.charge, l.payment])).toEqual([
    ['deposit', 6500, 0],
    ['rent', 7500, 0],
  ]);
  expect(fresh.totals).toEqual({ charges: 14000, payments: 0, balance: 14000 });

  await payDeposit(server, owner, stay);
  const charged = await call(server, 'POST', `/api/owner/stays/${stay.id}/charges`, {
    token: owner,
    body: { category: 'Electricity', note: '60 units at ₹7', amount: 420 },
  });
  expect(charged).toEqual({ status: 201, body: { message: 'Charge of ₹420 added; the student is told.' } });
  const mid = await ledgerOf(stay.token, studentPath);
  expect(mid.totals).toEqual({ charges: 14420, payments: 6500, balance: 7920 });
  expect(mid.lines.at(-1)?.balance ?? mid.totals.balance).toBe(7920);
  expect(mid.lines.map((l) => l.title)).toContain('Electricity: 60 units at ₹7');
  // the owner reads the same ledger
  expect(await ledgerOf(owner, ownerPath)).toEqual(mid);

  await payEverything(stay);
  expect((await ledgerOf(stay.token, studentPath)).totals).toEqual({ charges: 14420, payments: 14420, balance: 0 });

  const out = await call(server, 'PUT', `/api/owner/stays/${stay.id}/check-out`, {
    token: owner,
    body: { outcome: 'left', depositReturned: 6000, deductionReason: 'A broken chair.' },
  });
  expect(out.status).toBe(200);
  const settled = await ledgerOf(stay.token, studentPath);
  expect(settled.settlement).toEqual({
    depositReceived: 6500,
    deducted: 500,
    refunded: 6000,
    reasons: ['A broken chair.'],
  });
  expect(settled.lines.slice(-3).map((l) => [l.kind, l.title, l.charge, l.payment])).toEqual([
    ['deposit-released', 'Deposit set against the stay', 0, 6500],
    ['deduction', 'Kept: A broken chair.', 500, 0],
    ['refund', 'Refund to the student', 6000, 0],
  ]);
  expect(settled.totals.balance).toBe(0);

  // the settlement statement as a PDF, the same for both sides; nobody else's
  for (const [token, path] of [
    [stay.token, `${studentPath}.pdf`],
    [owner, `${ownerPath}.pdf`],
  ]) {
    const pdf = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Settlement statement: Divya Sree, Sri Sai Residency');
    const text = pdfText(bytes);
    for (const part of ['Kept: A broken chair.', 'Refund to the student', 'Balance: Settled: nothing due', 'Rs. 6,000'])
      expect(text).toContain(part);
  }
  const other = await confirmedStay(server, owner);
  expect((await call(server, 'GET', `${studentPath}.pdf`, { token: other.token })).status).toBe(404);
});

it('a stay cancelled with nothing paid owes nothing and refunds nothing', async () => {
  const stay = await confirmedStay(server, owner);
  await call(server, 'PUT', `/api/student/bookings/${stay.id}/cancel`, { token: stay.token });
  const ledger = await ledgerOf(stay.token, `/api/student/bookings/${stay.id}/ledger`);
  expect(ledger.lines).toEqual([]);
  expect(ledger.totals).toEqual({ charges: 0, payments: 0, balance: 0 });
  expect(ledger.settlement).toMatchObject({ depositReceived: 0, refunded: 0 });
});

it('only the stay’s student and owner read its ledger; only its owner charges it', async () => {
  const stay = await confirmedStay(server, owner);
  const other = await confirmedStay(server, owner);
  expect((await call(server, 'GET', `/api/student/bookings/${stay.id}/ledger`, { token: other.token })).status).toBe(
    404,
  );
  const stranger = await call<{ token: string }>(server, 'POST', '/api/auth/register', {
    body: {
      name: 'Other Owner',
      email: `ledger-owner-${Date.now()}@example.in`,
      phone: '9876501234',
      password: 'secret1',
      role: 'owner',
      hostelName: 'Elsewhere',
    },
  });
  expect((await call(server, 'GET', `/api/owner/stays/${stay.id}/ledger`, { token: stranger.body.token })).status).toBe(
    404,
  );
  expect(
    (
      await call(server, 'POST', `/api/owner/stays/${stay.id}/charges`, {
        token: stranger.body.token,
        body: { category: 'Mess', note: 'October', amount: 900 },
      })
    ).status,
  ).toBe(404);
  expect(
    (
      await call(server, 'POST', `/api/owner/stays/${stay.id}/charges`, {
        token: owner,
        body: { category: 'Mess', note: '', amount: 0 },
      })
    ).body,
  ).toEqual({ message: 'Please say what the charge is for.' });
});

it('the yearly rent statement sums the rent paid April to March, with the landlord’s PAN and the total in words', async () => {
  const stay = await confirmedStay(server, owner);
  await call(server, 'PUT', '/api/auth/profile', { token: owner, body: { pan: 'ABCDE1234F' } });
  const rent = await server.sql<{ id: string }>("select id from bills where booking_id = ? and kind = 'rent'", [
    stay.id,
  ]);
  const extra = await call(server, 'POST', `/api/owner/stays/${stay.id}/charges`, {
    token: owner,
    body: { category: 'Mess', note: 'March meals', amount: 900 },
  });
  expect(extra.status).toBe(201);
  await payEverything(stay);
  // one rent payment on each side of 1 April 2026 (the deposit and the charge are not rent)
  await server.sql("update bills set paid_at = '2026-03-31T12:00:00.000Z' where id = ?", [rent[0].id]);
  const second = {
    id: `BILL-FY${Date.now().toString(36).toUpperCase()}`,
    at: '2026-04-01T05:00:00.000Z',
  };
  await server.sql(
    `insert into bills (id, student_id, hostel_name, month, amount, due_date, status, paid_at, booking_id, hostel_id,
       period, kind, method, receipt_no, created_at)
     select ?, student_id, hostel_name, 'April 2026', 7500, '2026-04-05', 'Paid', ?, booking_id, hostel_id,
       '2026-04', 'rent', 'Cash', 'RCT-202604-FY', ? from bills where id = ?`,
    [second.id, second.at, second.at, rent[0].id],
  );
  const statement = async (year: number) =>
    (
      await call<{ label: string; total: number; totalInWords: string; ownerPan: string; payments: unknown[] }>(
        server,
        'GET',
        `/api/student/bookings/${stay.id}/rent-statement?year=${year}`,
        { token: stay.token },
      )
    ).body;
  expect(await statement(2025)).toMatchObject({ label: '2025–26', total: 7500, payments: [expect.anything()] });
  expect(await statement(2026)).toMatchObject({
    label: '2026–27',
    from: '2026-04-01',
    to: '2027-03-31',
    total: 7500,
    totalInWords: 'Rupees Seven Thousand Five Hundred only',
    ownerPan: 'ABCDE1234F',
    payments: [{ paidOn: '2026-04-01', month: 'April 2026', amount: 7500, method: 'Cash', receiptNo: 'RCT-202604-FY' }],
  });
  const other = await confirmedStay(server, owner);
  expect(
    (await call(server, 'GET', `/api/student/bookings/${stay.id}/rent-statement`, { token: other.token })).status,
  ).toBe(404);
});

it('electricity is charged by the units used at the hostel’s own rate, once the owner sets one', async () => {
  const stay = await confirmedStay(server, owner);
  const charge = (body: object) => call(server, 'POST', `/api/owner/stays/${stay.id}/charges`, { token: owner, body });
  const rate = (ratePerUnit: unknown) =>
    call(server, 'PUT', `/api/owner/hostels/${stay.hostelId}/electricity-rate`, {
      token: owner,
      body: { ratePerUnit },
    });
  const byUnits = { category: 'Electricity', note: 'October meter', units: 60 };
  // neither an amount nor units: the amount is asked for; units only count for electricity
  expect((await charge({ category: 'Electricity', note: 'October meter' })).body).toEqual({
    message: 'Please give the amount in rupees.',
  });
  expect((await charge({ category: 'Mess', note: 'October', units: 60 })).status).toBe(400);
  expect((await rate(7.555)).body).toEqual({ message: 'Give the rate to the paisa at most.' });
  expect((await rate(0)).status).toBe(400);
  // no rate yet: the owner is told where to set it
  expect(await charge(byUnits)).toEqual({
    status: 400,
    body: { message: 'Set this hostel’s electricity rate on the rent roll first, or give the amount.' },
  });
  expect((await rate(7.5)).body).toEqual({
    message: 'Electricity rate saved. Charge electricity by the units used from now on.',
  });
  const roll = await call<{ hostel: { electricityRate: number | null } }>(
    server,
    'GET',
    `/api/owner/rent?hostelId=${stay.hostelId}`,
    { token: owner },
  );
  expect(roll.body.hostel.electricityRate).toBe(7.5);
  expect((await charge(byUnits)).status).toBe(201);
  const ledger = await call<{ lines: Array<{ kind: string; title: string; charge: number }> }>(
    server,
    'GET',
    `/api/owner/stays/${stay.id}/ledger`,
    { token: owner },
  );
  // 60 units × ₹7.50 = ₹450, and the student reads how it was worked out
  expect(ledger.body.lines.filter((l) => l.kind === 'charge').at(-1)).toMatchObject({
    charge: 450,
    title: expect.stringContaining('Electricity: October meter (60 units at ₹7.50)'),
  });
});
