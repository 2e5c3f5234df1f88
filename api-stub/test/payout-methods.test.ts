import { call, login, registerOwner, startTestServer, type TestServer } from './server';

let server: TestServer;
let owner: string;
let otherOwner: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await login(server, 'owner@demo.in', 'owner123', 'owner');
  otherOwner = await registerOwner(server);
}, 30000);
afterAll(() => server.stop());

type Method = { _id: string; type: string; isDefault: boolean; details: Record<string, string> };
const methods = async (token = owner) =>
  (await call<Method[]>(server, 'GET', '/api/owner/payout-methods', { token })).body;

describe('payout methods and history', () => {
  it('lists the seeded methods with only the last 4 digits of the account number', async () => {
    const res = await call(server, 'GET', '/api/owner/payout-methods', { token: owner });
    expect(JSON.stringify(res.body)).not.toContain('50100234567891');
    const list = res.body as unknown as Method[];
    expect(list[0]).toMatchObject({
      type: 'BANK_TRANSFER',
      isDefault: true,
      details: { accountNumber: 'XXXX7891', ifscCode: 'HDFC0001234', bankName: 'HDFC Bank' },
    });
    expect(list.filter((m) => m.isDefault)).toHaveLength(1);
  });

  it('adds a bank account as default (one default at a time), never returning the full number', async () => {
    const add = await call(server, 'POST', '/api/owner/payout-methods', {
      token: owner,
      body: {
        type: 'BANK_TRANSFER',
        details: {
          accountNumber: '123456789012',
          ifscCode: 'sbin0004567',
          bankName: 'SBI',
          accountHolderName: 'Demo Owner',
        },
        isDefault: true,
      },
    });
    expect(add.status).toBe(201);
    expect(add.body.message).toEqual(expect.any(String));
    const again = await call(server, 'POST', '/api/owner/payout-methods', {
      token: owner,
      body: {
        type: 'BANK_TRANSFER',
        details: {
          accountNumber: '123456789012',
          ifscCode: 'SBIN0004567',
          bankName: 'State Bank',
          accountHolderName: 'Demo Owner',
        },
      },
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'This bank account is already saved.' } });
    const list = await methods();
    expect(JSON.stringify(list)).not.toContain('123456789012');
    const sbi = list.find((m) => m.details.bankName === 'SBI')!;
    expect(sbi).toMatchObject({ isDefault: true, details: { accountNumber: 'XXXX9012', ifscCode: 'SBIN0004567' } });
    expect(list.filter((m) => m.isDefault)).toHaveLength(1);
  });

  it.each([
    [
      {
        type: 'BANK_TRANSFER',
        details: { accountNumber: '123456789012', ifscCode: 'SBIN1234567', bankName: 'SBI', accountHolderName: 'X' },
      },
      /valid IFSC/,
    ],
    [
      {
        type: 'BANK_TRANSFER',
        details: { accountNumber: '12ab', ifscCode: 'SBIN0004567', bankName: 'SBI', accountHolderName: 'X' },
      },
      /9 to 18 digits/,
    ],
    [
      {
        type: 'BANK_TRANSFER',
        details: { accountNumber: '123456789012', ifscCode: 'SBIN0004567', bankName: '', accountHolderName: 'X' },
      },
      /Bank name is required/,
    ],
    [{ type: 'UPI', details: { upiId: 'not-an-upi' } }, /valid UPI ID/],
    [{ type: 'CASH', details: {} }, /BANK_TRANSFER or UPI/],
  ])('validates the details on the server (%#)', async (body, message) => {
    const res = await call(server, 'POST', '/api/owner/payout-methods', { token: owner, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('sets a default, deletes, and keeps other owners out', async () => {
    const upi = (await methods()).find((m) => m.type === 'UPI')!;
    expect(
      (
        await call(server, 'PUT', `/api/owner/payout-methods/${upi._id}`, {
          token: otherOwner,
          body: { isDefault: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(server, 'PUT', `/api/owner/payout-methods/${upi._id}`, { token: owner, body: { isDefault: true } }))
        .status,
    ).toBe(200);
    const list = await methods();
    expect(list.filter((m) => m.isDefault).map((m) => m._id)).toEqual([upi._id]);
    expect((await call(server, 'DELETE', `/api/owner/payout-methods/${upi._id}`, { token: otherOwner })).status).toBe(
      404,
    );
    expect((await call(server, 'DELETE', `/api/owner/payout-methods/${upi._id}`, { token: owner })).status).toBe(200);
    const after = await methods();
    expect(after.map((m) => m._id)).not.toContain(upi._id);
    expect(after.filter((m) => m.isDefault)).toHaveLength(1);
    expect(await methods(otherOwner)).toEqual([]);
  });

  it('serves the payout history with a masked method snapshot', async () => {
    const res = await call<
      Array<{ amount: number; status: string; processedAt: string; payoutMethodDetailsSnapshot: { type: string } }>
    >(server, 'GET', '/api/owner/payout-history', { token: owner });
    expect(res.body.length).toBeGreaterThan(2);
    expect(res.body.map((p) => p.status)).toEqual(expect.arrayContaining(['Completed', 'Pending']));
    expect(res.body[0].payoutMethodDetailsSnapshot.type).toBe('BANK_TRANSFER');
    expect(JSON.stringify(res.body)).not.toContain('50100234567891');
    expect((await call<unknown[]>(server, 'GET', '/api/owner/payout-history', { token: otherOwner })).body).toEqual([]);
  });
});
