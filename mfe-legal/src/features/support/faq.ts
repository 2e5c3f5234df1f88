import { POLICY } from '../legal/content/policy';

/** The questions students and owners ask first. Answers may use the legal text's [label](/path) links. */
export const FAQ: Array<{ topic: string; items: Array<{ q: string; a: string }> }> = [
  {
    topic: 'Booking',
    items: [
      {
        q: 'How do I book a hostel?',
        a: `Open the hostel's page, choose “Request to book” with your check-in date and duration. The owner accepts or rejects your request within ${POLICY.ownerResponseHours} hours.`,
      },
      {
        q: 'When is my booking confirmed?',
        a: 'Only when the owner accepts your request. You will see it in My bookings and get a notification.',
      },
      {
        q: 'Does it cost anything to search or enquire?',
        a: 'No. Browsing, comparing and enquiring are free for students.',
      },
    ],
  },
  {
    topic: 'Refunds',
    items: [
      {
        q: 'How much do I get back if I cancel?',
        a: `The full deposit if you cancel ${POLICY.fullRefundHoursBeforeCheckIn} hours or more before check-in; ${POLICY.lateCancellationDeductionPercent}% is deducted if you cancel later; no refund on a no-show. See the [Refund and Cancellation Policy](/legal/refund-policy).`,
      },
      {
        q: 'How long does a refund take?',
        a: `Refunds are processed in ${POLICY.refundWorkingDays} working days to the payment method you used.`,
      },
      { q: 'What if the owner cancels?', a: 'You get a full refund.' },
    ],
  },
  {
    topic: 'Account',
    items: [
      {
        q: 'I forgot my password.',
        a: 'On the [login page](/login) choose “Forgot password?” and we will e-mail you a one-time code.',
      },
      {
        q: 'How do I change my details or delete my account?',
        a: 'Change your details in your profile settings. To delete your account or get a copy of your data, see the [Data Protection Policy](/legal/data-protection).',
      },
      {
        q: 'I am a hostel owner. Where are my terms?',
        a: 'In the [Partner Terms and Conditions](/legal/partner-terms).',
      },
    ],
  },
];

type FaqGroup = (typeof FAQ)[number];

/** The groups and questions whose question or answer holds every word of `search` (any case); all of them when it
 * is empty. */
export function matchingQuestions(groups: FaqGroup[], search: string): FaqGroup[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return groups;
  const matches = (text: string) => words.every((word) => text.includes(word));
  return groups
    .map((group) => ({
      ...group,
      // an answer's links count by their words, not their addresses
      items: group.items.filter((item) =>
        matches(`${item.q} ${item.a.replace(/\]\([^)]*\)/g, ']')}`.toLocaleLowerCase()),
      ),
    }))
    .filter((group) => group.items.length > 0);
}
