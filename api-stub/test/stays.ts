// Test set-ups of stays: a new student's booking at Sri Sai Residency, approved by the demo owner.
import fs from 'node:fs';
import path from 'node:path';
import { call, sriSaiResidency, type TestServer } from './server';

export const DAY = 86_400_000;
/** A check-in date five days from the real today (the request form refuses past dates). */
export const CHECK_IN = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);

export interface Booking {
  id: string;
  status: string;
  deposit: number;
  leavingOn: string | null;
  refund: { refund: number; deducted: number; rule: string } | null;
  checkOut: { outcome: string; depositReturned: number; deducted: number; reason: string } | null;
}

/** A new student's booking request at Sri Sai Residency (deposit ₹6,500). */
export async function requestedStay(server: TestServer, checkInDate = CHECK_IN) {
  const email = `stay-${Date.now()}-${Math.random()}@example.in`;
  const reg = await call<{ token: string }>(server, 'POST', '/api/auth/register', {
    body: {
      name: 'Divya Sree',
      email,
      phone: '9876543210',
      password: 'secret1',
      role: 'student',
    },
  });
  const hostelId = await sriSaiResidency(server);
  const booked = await call<{ booking: Booking }>(server, 'POST', '/api/student/bookings', {
    token: reg.body.token,
    body: { hostelId, checkInDate, durationMonths: 3, sharing: 'Double' },
  });
  expect(booked.body.booking.deposit).toBe(6500);
  return { token: reg.body.token, email, id: booked.body.booking.id, hostelId };
}

let roomsAdded = 0;

/** A new student's stay at Sri Sai Residency (deposit ₹6,500, a double sharing bed at ₹7,500), approved by the
 * demo owner into a room added for it. */
export async function confirmedStay(server: TestServer, owner: string, checkInDate = CHECK_IN) {
  const stay = await requestedStay(server, checkInDate);
  // the owner adds a double room for each stay: the seeded ones would fill up
  const room = await call<{ room: { id: string } }>(server, 'POST', '/api/owner/rooms', {
    token: owner,
    body: { hostelId: stay.hostelId, roomNo: `T${++roomsAdded}`, floor: 9, category: 'Boys', beds: 2 },
  });
  expect(room.status).toBe(201);
  const approved = await call(server, 'PUT', `/api/owner/booking-requests/${stay.id}/approve`, {
    token: owner,
    body: { roomId: room.body.room.id },
  });
  expect(approved.status).toBe(200);
  return stay;
}

/** The e-mails in a server's outbox to `email` (raw messages, oldest first). */
export function mailsTo(server: TestServer, email: string): string[] {
  const dir = path.join(server.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((text) => text.includes(`To: ${email}`));
}

/** Waits (up to `ms`) until `check` returns something truthy, and returns it. */
export async function eventually<T>(check: () => T | Promise<T>, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The student pays the stay's deposit by UPI and the owner confirms it: the money is received. */
export async function payDeposit(server: TestServer, owner: string, stay: { token: string }) {
  const { body } = await call<{
    bill: { id: string; kind: string } | null;
    unpaid: Array<{ id: string; kind: string }>;
  }>(server, 'GET', '/api/student/payments', { token: stay.token });
  const deposit = [...(body.bill ? [body.bill] : []), ...body.unpaid].find((b) => b.kind === 'deposit');
  if (!deposit) throw new Error('the stay has no deposit bill');
  expect((await call(server, 'POST', `/api/student/bills/${deposit.id}/paid`, { token: stay.token })).status).toBe(200);
  const confirmed = await call(server, 'PUT', `/api/owner/bills/${deposit.id}/confirm`, {
    token: owner,
    body: { method: 'UPI' },
  });
  expect(confirmed.status).toBe(200);
  return deposit.id;
}
