import type { Booking } from 'contracts';
import { myStayAt } from './MyStayHere';

const b = (status: Booking['status'], checkInDate: string, hostelId = 'h1') =>
  ({ hostelId, status, checkInDate, createdAt: '2026-11-23T08:00:00.000Z' }) as Booking;

it('says where the student stands with a hostel', () => {
  const now = Date.parse('2026-12-05T10:00:00+05:30');
  expect(myStayAt([b('Active', '2026-10-01')], 'h1', now)).toEqual({
    text: 'You are staying here.',
    blocksRequest: true,
  });
  // confirmed, not begun: not "staying here" yet
  expect(myStayAt([b('Active', '2027-01-05')], 'h1', now)).toEqual({
    text: 'Your stay here is confirmed: it starts on 5 Jan 2027.',
    blocksRequest: true,
  });
  expect(myStayAt([b('Completed', '2024-07-01'), b('Completed', '2025-07-01')], 'h1')).toEqual({
    text: 'You stayed here in 2025.',
    blocksRequest: false,
  });
  expect(myStayAt([b('Active', '2026-10-01', 'other'), b('Rejected', '2026-10-01')], 'h1')).toBeNull();
});
