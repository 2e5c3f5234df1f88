// Rent (issue 15): monthly bills made once per stay and month, UPI payment reported by the student and
// confirmed by the hostel's owner only, receipts (JSON and PDF), the rent roll, reminders and e-mail.
import { PDFDocument } from 'pdf-lib';
import { pdfText } from './pdf';
import { call, login, startTestServer, type TestServer } from './server';
import { confirmedStay, DAY, eventually, mailsTo } from './stays';

/** Check-in tomorrow (the request form refuses past dates); the API's clock runs three days after it, so
 * the stay has begun and is billed. */
const CHECK_IN = new Date(Date.now() + DAY).toISOString().slice(0, 10);
const API_NOW = Date.parse(`${CHECK_IN}T12:00:00+05:30`) + 3 * DAY;
const PERIOD = new Date(API_NOW + 330 * 60_000).toISOString().slice(0, 7);

interface Bill {
  id: string;
  kind: string;
  title: string;
  dueNote: string | null;
  period: string;
  amount: number;
  dueDate: string;
  status: string;
  upi: { payeeAddress: string; payeeName: string; link: string } | null;
}
interface Payments {
  bill: Bill | null;
  unpaid: Bill[];
  history: Array<{ id: string; status: string; receiptNo: string | null }>;
}
interface RentRoll {
  hostel: { id: string; dueDay: number };
  totals: { billed: number; paid: number; awaiting: number; due: number; overdue: number };
  rows: Array<{ billId: string; studentName: string; status: string; amount: number; hasAccount: boolean }>;
  unbilled: Array<{ residentId: string; name: string; room: string; suggestedRent: number | null }>;
}

describe('rent', () => {
  let server: TestServer;
  let owner: string;
  let otherOwner: string;
  let stay: Awaited<ReturnType<typeof confirmedStay>>;
  const payments = (token: string) => call<Payments>(server, 'GET', '/api/student/payments', { token });
  const billsOf = async (token: string) => {
    const { body } = await payments(token);
    return [...(body.bill ? [body.bill] : []), ...body.unpaid];
  };

  beforeAll(async () => {
    server = await startTestServer({ API_CLOCK: new Date(API_NOW).toISOString() });
    owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
    const reg = await call<{ token: string }>(server, 'POST', '/api/auth/register', {
      body: {
        name: 'Other Owner',
        email: `rent-owner-${Date.now()}@example.in`,
        phone: '9876501234',
        password: 'secret1',
        role: 'owner',
        hostelName: 'Other Stays',
      },
    });
    otherOwner = reg.body.token;
    expect(otherOwner).toBeTruthy();
    stay = await confirmedStay(server, owner, CHECK_IN);
    // the landlord's PAN, typed in lower case, is kept as PANs are written
    const pan = await call<{ user: { pan: string } }>(server, 'PUT', '/api/auth/profile', {
      token: owner,
      body: { pan: 'abcde1234f' },
    });
    expect(pan.body.user.pan).toBe('ABCDE1234F');
  }, 30000);
  afterAll(() => server.stop());

  it('bills each begun stay once a month, however often and however many at once it runs', async () => {
    const due = await call(server, 'PUT', `/api/owner/hostels/${stay.hostelId}/rent-due-day`, {
      token: owner,
      body: { dueDay: 10 },
    });
    expect(due.status).toBe(200);
    expect(
      (
        await call(server, 'PUT', `/api/owner/hostels/${stay.hostelId}/rent-due-day`, {
          token: owner,
          body: { dueDay: 31 },
        })
      ).body,
    ).toEqual({ message: 'The due day must be between 1 and 28.' });

    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        call<{ created: number }>(server, 'POST', '/api/owner/rent/generate', { token: owner, body: {} }),
      ),
    );
    expect(runs.every((r) => r.status === 200)).toBe(true);
    const again = await call<{ created: number; message: string }>(server, 'POST', '/api/owner/rent/generate', {
      token: owner,
      body: { hostelId: stay.hostelId },
    });
    expect(again.body.created).toBe(0);
    // the residents the owner listed by hand have stays too (seeded): nobody is left unbilled
    expect(again.body.message).toMatch(/^Every stay has its bill for \w+ \d{4} already\.$/);

    // approval billed the deposit and the first month, both due at check-in, and said so
    const moveIn = CHECK_IN.slice(0, 7);
    const bills = (await billsOf(stay.token)).filter((b) => b.period === moveIn);
    expect(bills.map((b) => [b.kind, b.period, b.amount, b.dueDate, b.dueNote])).toEqual([
      ['deposit', moveIn, 6500, CHECK_IN, 'Deposit: due at check-in'],
      ['rent', moveIn, 7500, CHECK_IN, 'First month: due at check-in'],
    ]);
    // a later month (when the clock is in one) is billed once, due on the hostel's day
    const made = PERIOD === moveIn ? 2 : 3;
    expect(await billsOf(stay.token)).toHaveLength(made);
    const rows = await server.sql<{ n: number }>('select count(*) as n from bills where booking_id = ?', [stay.id]);
    expect(Number(rows[0].n)).toBe(made);
  });

  it('shows a UPI link to the owner’s UPI ID with the amount and the bill as reference', async () => {
    const [bill] = await billsOf(stay.token);
    expect(bill.upi).toMatchObject({ payeeAddress: 'demoowner@okhdfcbank' });
    const link = new URL(bill.upi?.link ?? '');
    expect(link.protocol).toBe('upi:');
    expect(link.searchParams.get('pa')).toBe('demoowner@okhdfcbank');
    expect(link.searchParams.get('am')).toBe(bill.amount.toFixed(2));
    expect(link.searchParams.get('cu')).toBe('INR');
    expect(link.searchParams.get('tr')).toBe(bill.id);
    expect(link.searchParams.get('pn')).toBeTruthy();
  });

  it('only the owner of the hostel confirms a payment; the student gets a receipt and a PDF', async () => {
    const [bill] = await billsOf(stay.token);
    expect((await call(server, 'GET', `/api/student/bills/${bill.id}/receipt`, { token: stay.token })).status).toBe(
      404,
    );
    const paid = await call(server, 'POST', `/api/student/bills/${bill.id}/paid`, {
      token: stay.token,
      body: { reference: '412345678901' },
    });
    expect(paid.body).toEqual({ message: 'Thank you. The owner has been told and will confirm your payment.' });
    expect((await billsOf(stay.token))[0]).toMatchObject({ status: 'Awaiting confirmation' });
    const ownerFeed = await call<Array<{ message: string; link: string | null }>>(server, 'GET', '/api/notifications', {
      token: owner,
    });
    expect(ownerFeed.body[0].message).toMatch(/says they paid .* \(UPI reference 412345678901\)\. Please confirm it\./);
    expect(ownerFeed.body[0].link).toMatch(/^\/owner\/rent\?/);

    const confirm = (token?: string) =>
      call(server, 'PUT', `/api/owner/bills/${bill.id}/confirm`, { token, body: { method: 'UPI' } });
    expect((await confirm()).status).toBe(401);
    expect((await confirm(stay.token)).status).toBe(403);
    expect(await confirm(otherOwner)).toEqual({ status: 404, body: { message: 'Bill not found.' } });
    expect(
      (await call(server, 'POST', `/api/student/bills/${bill.id}/paid`, { token: otherOwner, body: {} })).status,
    ).toBe(403);
    expect((await confirm(owner)).body).toEqual({ message: 'Payment confirmed. The student has their receipt.' });
    expect(await confirm(owner)).toEqual({ status: 409, body: { message: 'This bill is paid already.' } });

    const after = await payments(stay.token);
    // the bill paid left the bills to pay (the first month's is still there)
    expect([after.body.bill, ...after.body.unpaid].map((b) => b?.id)).not.toContain(bill.id);
    const record = after.body.history.find((p) => p.id === bill.id);
    expect(record).toMatchObject({ status: 'Success' });
    const receiptNo = record?.receiptNo ?? '';
    // numbered by the month the money came in (the API's today), not the month the bill is for
    expect(receiptNo).toMatch(new RegExp(`^RCT-${PERIOD.replace('-', '')}-`));

    const receipt = await call(server, 'GET', `/api/student/bills/${bill.id}/receipt`, { token: stay.token });
    expect(receipt.body).toMatchObject({
      receiptNo,
      billId: bill.id,
      studentName: 'Divya Sree',
      hostelName: 'Sri Sai Residency',
      amount: bill.amount,
      method: 'UPI',
      reference: '412345678901',
      // what an HRA claim asks for: the property once and in full, the amount in words, the landlord's PAN
      property: 'Sri Sai Residency, Mangalpally, Hyderabad, Telangana',
      kind: 'deposit',
      title: 'Security deposit',
      amountInWords: 'Rupees Six Thousand Five Hundred only',
      ownerPan: 'ABCDE1234F',
    });
    const pdf = await fetch(`${server.url}/api/student/bills/${bill.id}/receipt.pdf`, {
      headers: { Authorization: `Bearer ${stay.token}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`receipt-${receiptNo}.pdf`);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Receipt ${receiptNo}`);
    const text = pdfText(bytes);
    expect(text).toContain('Deposit receipt');
    expect(text).not.toContain('Rent receipt');
    for (const part of [
      'Sri Sai Residency, Mangalpally, Hyderabad,',
      'Telangana',
      'Rupees Six Thousand Five Hundred only',
      'ABCDE1234F',
      '412345678901',
      receiptNo,
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('...');
    // another student cannot read it
    const stranger = await confirmedStay(server, owner, CHECK_IN);
    expect(
      (await call(server, 'GET', `/api/student/bills/${bill.id}/receipt.pdf`, { token: stranger.token })).status,
    ).toBe(404);
  });

  it('the rent roll says who paid and who is due, with totals; a reminder goes once a day', async () => {
    const late = await confirmedStay(server, owner, CHECK_IN);
    const made = await call<{ created: number }>(server, 'POST', '/api/owner/rent/generate', {
      token: owner,
      body: { hostelId: stay.hostelId },
    });
    // the late stay was billed at approval: this month's run has nothing more for it
    expect(made.status).toBe(200);
    const roll = await call<RentRoll>(
      server,
      'GET',
      `/api/owner/rent?hostelId=${stay.hostelId}&month=${CHECK_IN.slice(0, 7)}`,
      {
        token: owner,
      },
    );
    expect(roll.status).toBe(200);
    expect(roll.body.hostel).toMatchObject({ id: stay.hostelId, dueDay: 10 });
    expect(roll.body.unbilled).toEqual([]);
    const statuses = roll.body.rows.map((r) => r.status);
    expect(statuses).toContain('Paid');
    expect(statuses.some((s) => s === 'Due' || s === 'Overdue')).toBe(true);
    const { totals } = roll.body;
    expect(totals.billed).toBe(roll.body.rows.reduce((n, r) => n + r.amount, 0));
    expect(totals.paid + totals.awaiting + totals.due + totals.overdue).toBe(totals.billed);
    expect((await call(server, 'GET', `/api/owner/rent?hostelId=${stay.hostelId}`, { token: otherOwner })).status).toBe(
      404,
    );
    expect((await call(server, 'GET', `/api/owner/rent?month=2026-13`, { token: owner })).status).toBe(400);

    const [lateBill] = await billsOf(late.token);
    const remind = () => call(server, 'POST', `/api/owner/bills/${lateBill.id}/remind`, { token: owner });
    expect((await remind()).body).toEqual({ message: 'Reminder sent.' });
    expect(await remind()).toEqual({ status: 409, body: { message: 'A reminder was sent in the last 24 hours.' } });
    const feed = await call<Array<{ message: string; link: string }>>(server, 'GET', '/api/notifications', {
      token: late.token,
    });
    expect(feed.body[0]).toMatchObject({ message: expect.stringMatching(/^Reminder from Sri Sai Residency/) });
    expect(feed.body[0].link).toBe('/student/payments');
    const mail = await eventually(() => mailsTo(server, late.email).find((m) => m.includes('Subject: Rent due')));
    expect(mail).toContain('/student/payments');

    const dashboard = await call<{ duesOutstanding: number; overdueBills: number }>(
      server,
      'GET',
      '/api/owner/dashboard',
      { token: owner },
    );
    expect(dashboard.body.duesOutstanding).toBeGreaterThanOrEqual(lateBill.amount);
  });

  it('a resident listed by hand gets a stay: billed monthly, paid in cash, the deposit held, theirs once they accept', async () => {
    const room = await call<{ room: { id: string } }>(server, 'POST', '/api/owner/rooms', {
      token: owner,
      body: { hostelId: stay.hostelId, roomNo: 'L1', floor: 8, category: 'Boys', beds: 3 },
    });
    expect(room.status).toBe(201);
    // one with no account here, one who has a student account (invited: nothing of theirs is shown meanwhile)
    const email = `listed-${Date.now()}@example.in`;
    const registered = await call<{ token: string }>(server, 'POST', '/api/auth/register', {
      body: { name: 'Kiran Listed', email, phone: '9876512345', password: 'secret1', role: 'student' },
    });
    expect(registered.status).toBe(201);
    for (const [name, mail] of [
      ['Ravi Listed', `ravi-${email}`],
      ['Kiran Listed', email],
    ])
      expect(
        (
          await call(server, 'POST', '/api/students/add', {
            token: owner,
            body: { name, email: mail, phone: '9876500001', hostel: stay.hostelId, room: 'L1', floor: 8 },
          })
        ).status,
      ).toBe(201);
    // the rent can come with the listing itself
    const withRent = await call(server, 'POST', '/api/students/add', {
      token: owner,
      body: {
        name: 'Asha Listed',
        email: `asha-${email}`,
        phone: '9876500002',
        hostel: stay.hostelId,
        room: 'L1',
        floor: 8,
        checkInDate: '2026-01-10',
        rent: 6800,
        depositReceived: '',
      },
    });
    expect(withRent.status).toBe(201);
    const rollOf = () => call<RentRoll>(server, 'GET', `/api/owner/rent?hostelId=${stay.hostelId}`, { token: owner });
    const before = (await rollOf()).body;
    const listed = (name: string) => before.unbilled.find((r) => r.name === name);
    // not billed yet, and the roll says so, with the room's price a bed to start from (triple sharing)
    expect(listed('Ravi Listed')).toMatchObject({ room: 'L1', suggestedRent: 6500 });
    const setUp = (residentId: string, body: object, token = owner) =>
      call(server, 'POST', `/api/owner/residents/${residentId}/stay`, { token, body });
    const ravi = listed('Ravi Listed')?.residentId ?? '';
    const kiran = listed('Kiran Listed')?.residentId ?? '';
    expect((await setUp(ravi, { checkInDate: '2026-02-30', rent: 7000 })).status).toBe(400);
    expect((await setUp(ravi, { checkInDate: CHECK_IN, rent: 0 })).body).toEqual({
      message: 'Please give the rent a month.',
    });
    expect((await setUp(ravi, { checkInDate: CHECK_IN, rent: 7000 }, otherOwner)).status).toBe(404);
    // moved in before this month: this month is billed at once; the deposit the owner holds is recorded as cash
    const twice = await Promise.all(
      [1, 2].map(() => setUp(ravi, { checkInDate: '2026-01-15', rent: 7000, depositReceived: 5000 })),
    );
    expect(twice.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(twice.find((r) => r.status === 409)?.body).toEqual({ message: 'This resident has a stay already.' });
    expect((await setUp(kiran, { checkInDate: '2026-01-15', rent: 7000 })).status).toBe(201);

    const after = (await rollOf()).body;
    expect(after.unbilled.map((r) => r.name)).not.toContain('Ravi Listed');
    expect(before.unbilled.map((r) => r.name)).not.toContain('Asha Listed');
    expect(after.rows.find((r) => r.studentName === 'Asha Listed')).toMatchObject({ amount: 6800, hasAccount: false });
    const raviRent = after.rows.find((r) => r.studentName === 'Ravi Listed');
    expect(raviRent).toMatchObject({
      amount: 7000,
      hasAccount: false,
      status: expect.stringMatching(/^(Due|Overdue)$/),
    });
    // nobody to remind online; the owner records the cash
    expect(await call(server, 'POST', `/api/owner/bills/${raviRent?.billId}/remind`, { token: owner })).toEqual({
      status: 409,
      body: { message: 'This resident has no account here, so a reminder cannot reach them. Remind them in person.' },
    });
    const cash = await call(server, 'PUT', `/api/owner/bills/${raviRent?.billId}/confirm`, {
      token: owner,
      body: { method: 'Cash' },
    });
    expect(cash.status).toBe(200);

    // the stay is on Current stays under the resident's name; its ledger holds the deposit and the rent paid
    const stays = await call<{ stays: Array<{ id: string; studentName: string }> }>(
      server,
      'GET',
      '/api/owner/stays?pageSize=100',
      { token: owner },
    );
    const raviStay = stays.body.stays.find((s) => s.studentName === 'Ravi Listed');
    expect(raviStay).toBeDefined();
    const ledger = await call<{
      depositReceived: number;
      totals: { charges: number; payments: number; balance: number };
    }>(server, 'GET', `/api/owner/stays/${raviStay?.id}/ledger`, { token: owner });
    expect(ledger.body).toMatchObject({
      depositReceived: 5000,
      totals: { charges: 12000, payments: 12000, balance: 0 },
    });
    // check-out returns at most the deposit held
    const out = (depositReturned: number) =>
      call(server, 'PUT', `/api/owner/stays/${raviStay?.id}/check-out`, {
        token: owner,
        body: { outcome: 'left', depositReturned },
      });
    expect((await out(6000)).status).toBe(400);
    expect((await out(5000)).status).toBe(200);

    // the student with an account sees nothing of the stay until they accept the invitation, then its bills
    const billsOfKiran = async () => {
      const { body } = await payments(registered.body.token);
      return [...(body.bill ? [body.bill] : []), ...body.unpaid].map((b) => b.amount);
    };
    expect(await billsOfKiran()).toEqual([]);
    const invitations = await call<{ invitations: Array<{ id: string }> }>(server, 'GET', '/api/student/invitations', {
      token: registered.body.token,
    });
    const accepted = await call(
      server,
      'PUT',
      `/api/student/invitations/${invitations.body.invitations[0].id}/accept`,
      {
        token: registered.body.token,
      },
    );
    expect(accepted.status).toBe(200);
    expect(await billsOfKiran()).toEqual([7000]);
  });

  it('e-mails each kind unless the person turned it off', async () => {
    const settings = await call<{ kinds: Array<{ kind: string; enabled: boolean }> }>(
      server,
      'GET',
      '/api/auth/email-settings',
      { token: owner },
    );
    expect(settings.body.kinds.map((k) => k.kind)).toEqual([
      'booking-request',
      'notice-given',
      'hostel-review',
      'payment-reported',
      'message-to-owner',
      'visit-owner',
    ]);
    expect(settings.body.kinds.every((k) => k.enabled)).toBe(true);
    const mailsOf = (subject: string) =>
      mailsTo(server, 'owner@demo.in').filter((m) => m.includes(`Subject: ${subject}`));
    // on: the earlier report reached the owner's inbox
    expect(await eventually(() => mailsOf('A student says they paid rent').length)).toBe(1);

    const off = await call<{ kinds: Array<{ kind: string; enabled: boolean }> }>(
      server,
      'PUT',
      '/api/auth/email-settings',
      { token: owner, body: { off: ['payment-reported'] } },
    );
    expect(off.body.kinds.find((k) => k.kind === 'payment-reported')?.enabled).toBe(false);
    expect(
      (await call(server, 'PUT', '/api/auth/email-settings', { token: owner, body: { off: ['spam'] } })).status,
    ).toBe(400);

    const next = await confirmedStay(server, owner, CHECK_IN);
    await call(server, 'POST', '/api/owner/rent/generate', { token: owner, body: {} });
    const [bill] = await billsOf(next.token);
    await call(server, 'POST', `/api/student/bills/${bill.id}/paid`, { token: next.token, body: {} });
    // a later mail of a kind that is on: once it is out, the report before it was decided
    const leavingOn = new Date(API_NOW + 10 * DAY).toISOString().slice(0, 10);
    const notice = await call(server, 'POST', `/api/student/bookings/${next.id}/notice`, {
      token: next.token,
      body: { leavingOn },
    });
    expect(notice.status).toBe(200);
    expect(await eventually(() => mailsOf("A student's notice to leave").length > 0)).toBe(true);
    expect(mailsOf('A student says they paid rent')).toHaveLength(1);
    // the notification itself still arrived
    const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: owner });
    expect(feed.body.some((n) => /says they paid/.test(n.message) && n.message.includes('Divya Sree'))).toBe(true);
  });

  it('tells the student once when rent is overdue, by notification and e-mail', async () => {
    // the demo student's seeded bill of the real month is due on the 5th: by the API's clock it is overdue
    // or comes due, and the scheduled run at start-up told them once
    const demo = await login(server, 'student@demo.in', 'student123', 'student');
    const feed = await eventually(async () => {
      const res = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: demo });
      return res.body.filter((n) => /^Rent for .* (is due on|was due on .* and is overdue)/.test(n.message));
    });
    expect(feed.length).toBeGreaterThanOrEqual(1);
    const overdueTold = feed.filter((n) => /is overdue/.test(n.message));
    expect(new Set(overdueTold.map((n) => n.message)).size).toBe(overdueTold.length);
    expect(
      await eventually(() => mailsTo(server, 'student@demo.in').some((m) => m.includes('Subject: Rent due'))),
    ).toBe(true);
  });

  // last: the rule it sets on the hostel would add fees to the other tests' bills
  it('late fees follow the hostel’s own rule: none by default, then per day after the grace days, once', async () => {
    const stay = await confirmedStay(server, owner, CHECK_IN);
    const titles = async () => (await billsOf(stay.token)).map((b) => `${b.title} ${b.amount}`);
    expect((await titles()).some((t) => t.startsWith('Late fee'))).toBe(false);

    const rule = await call(server, 'PUT', `/api/owner/hostels/${stay.hostelId}/late-fee`, {
      token: owner,
      body: { kind: 'per-day', amount: 50, graceDays: 1 },
    });
    expect(rule.body).toEqual({
      message: 'Late fee rule saved. It applies to rent unpaid after its due date from now on.',
    });
    const roll = await call<{ hostel: { lateFee: unknown } }>(
      server,
      'GET',
      `/api/owner/rent?hostelId=${stay.hostelId}`,
      { token: owner },
    );
    expect(roll.body.hostel.lateFee).toEqual({ kind: 'per-day', amount: 50, graceDays: 1 });

    // the first month was due at check-in, three days ago; one day of grace: two days at ₹50, and only one fee
    const month = new Date(`${CHECK_IN}T00:00:00Z`).toLocaleString('en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(await titles()).toContain(`Late fee: rent for ${month} 100`);
    expect((await titles()).filter((t) => t.startsWith('Late fee'))).toHaveLength(1);
    const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: stay.token });
    expect(feed.body.map((n) => n.message)).toContainEqual(
      expect.stringMatching(/a late fee of ₹100 was added, by the hostel's rule\.$/),
    );
    expect(
      (
        await call(server, 'PUT', `/api/owner/hostels/${stay.hostelId}/late-fee`, {
          token: otherOwner,
          body: { kind: 'fixed', amount: 1, graceDays: 0 },
        })
      ).status,
    ).toBe(404);
  });

  it('"Not received": the bill is due again and the student is told why; UPI references are 12 digits', async () => {
    const fresh = await confirmedStay(server, owner, CHECK_IN);
    const [bill] = await billsOf(fresh.token);
    const report = (reference: string) =>
      call(server, 'POST', `/api/student/bills/${bill.id}/paid`, { token: fresh.token, body: { reference } });
    expect(await report('12345')).toEqual({
      status: 400,
      body: { message: 'A UPI reference is the 12-digit number your UPI app shows.' },
    });
    const notReceived = (body: unknown = {}) =>
      call(server, 'PUT', `/api/owner/bills/${bill.id}/not-received`, { token: owner, body });
    // nothing was claimed: there is nothing to refuse, and a UPI payment is recorded with its reference
    expect(await notReceived()).toEqual({
      status: 409,
      body: { message: 'The student has not said this bill is paid: record the payment you received instead.' },
    });
    const confirmUpi = (reference?: string) =>
      call(server, 'PUT', `/api/owner/bills/${bill.id}/confirm`, { token: owner, body: { method: 'UPI', reference } });
    expect((await confirmUpi()).status).toBe(400);

    expect((await report('412345678902')).status).toBe(200);
    expect((await notReceived({ note: 'No credit with this reference in my account.' })).body).toEqual({
      message: 'Marked as not received. The bill is due again and the student has been told why.',
    });
    expect((await billsOf(fresh.token)).find((b) => b.id === bill.id)).toMatchObject({
      status: 'Pending',
      reportedAt: null,
      reference: null,
    });
    const feed = await call<Array<{ message: string }>>(server, 'GET', '/api/notifications', { token: fresh.token });
    expect(feed.body[0].message).toBe(
      'Sri Sai Residency has not received your payment of ₹6,500 security deposit (UPI reference 412345678902). It is due again: No credit with this reference in my account.',
    );
    // once more, then paid: recorded by the owner with the reference the owner's app shows
    expect((await notReceived()).status).toBe(409);
    expect((await confirmUpi('512345678903')).status).toBe(200);
    expect((await notReceived()).body).toEqual({ message: 'This bill is paid already.' });
  });
});
