// Booking a bed (issue 36): who a hostel takes, what a request names, and what is due at check-in. Plain values
// and functions with no zod, so the hostel page's form runs no schema code to show them.
import { type HOSTEL_TYPES, SHARING_TYPES } from './choices';

/** A student's gender, optional in the profile: the hostel's type is checked against it. */
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

type HostelType = (typeof HOSTEL_TYPES)[number];
type Sharing = (typeof SHARING_TYPES)[number];

/** The gender a boys' or girls' hostel takes; co-living takes everyone. */
const TAKES: Partial<Record<HostelType, Gender>> = { Boys: 'Male', Girls: 'Female' };

/** Whether a student of `gender` (null: not given) may ask to stay at a hostel of `type`. A student who has not
 * given one, or gave "Other", is left to the owner's decision. */
export function genderFits(type: HostelType, gender: Gender | null | undefined): boolean {
  const takes = TAKES[type];
  return !takes || !gender || gender === 'Other' || gender === takes;
}

export const BOOKING_MESSAGES = {
  sent: 'Booking request sent. The owner will answer within 24 hours.',
  chooseSharing: 'Please choose a sharing option.',
  notOffered: (sharing: Sharing) => `This hostel does not offer ${sharing.toLowerCase()} sharing.`,
  optionFull: (sharing: Sharing) =>
    `${sharing} sharing is full right now. Choose another option, or join its waitlist to be told when a bed frees up.`,
  genderMismatch: (type: HostelType) =>
    type === 'Girls'
      ? 'This is a girls’ hostel: it takes requests from female students only.'
      : 'This is a boys’ hostel: it takes requests from male students only.',
  forStudents:
    'Booking requests are made from a student account. Your request is kept: log in or register as a student to send it.',
  waitlistJoined: (sharing: Sharing) =>
    `You are on the waitlist for ${sharing.toLowerCase()} sharing. We will tell you as soon as a bed frees up.`,
  waitlistOnlyWhenFull: 'You can join the waitlist of an option only while it is full. Request a bed instead.',
  waitlistLeft: 'You left the waitlist.',
  roomWrongType: (roomNo: string, room: Sharing, asked: Sharing) =>
    `Room ${roomNo} is ${room.toLowerCase()} sharing; this request is for ${asked.toLowerCase()} sharing. Choose a ${asked.toLowerCase()} room.`,
} as const;

/** The sharing type a room of `beds` beds is let as (four or more: a dormitory). */
export function sharingOfBeds(beds: number): Sharing {
  return SHARING_TYPES[Math.min(Math.max(Math.round(beds), 1), SHARING_TYPES.length) - 1];
}

/** What a stay asks for at check-in: the first month's rent and the deposit. */
export function dueAtCheckIn(pricePerBed: number, deposit: number) {
  return { firstMonth: pricePerBed, deposit, total: pricePerBed + deposit };
}
