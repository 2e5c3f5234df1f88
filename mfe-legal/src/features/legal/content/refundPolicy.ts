import { MONEY_RULES } from 'contracts';
import type { LegalDocument } from '../types';
import { CONTACT, mail, POLICY } from './policy';

export const refundPolicy: LegalDocument = {
  slug: 'refund-policy',
  lastUpdated: POLICY.firstVersion,
  summary: 'How cancellations work for bookings made through Hostel Hub and how much of your money comes back.',
  sections: [
    {
      id: 'confirmation',
      heading: 'When a booking is confirmed',
      blocks: [
        `A booking is confirmed only when the owner accepts your request; owners answer within ${POLICY.ownerResponseHours} hours. Until then you can withdraw your request at no cost.`,
      ],
    },
    {
      id: 'money-received',
      heading: 'Refunds are of money received',
      blocks: [{ list: [...MONEY_RULES] }],
    },
    {
      id: 'student-cancellation',
      heading: 'If you cancel',
      blocks: [
        {
          list: [
            `Cancelled **${POLICY.fullRefundHoursBeforeCheckIn} hours or more** before check-in: the full deposit is refunded.`,
            `Cancelled **less than ${POLICY.fullRefundHoursBeforeCheckIn} hours** before check-in: ${POLICY.lateCancellationDeductionPercent}% of the deposit is deducted and the rest refunded.`,
            '**No-show** (you do not arrive and did not cancel): no refund.',
            'The service fee, where one was charged, is non-refundable.',
          ],
        },
      ],
    },
    {
      id: 'owner-cancellation',
      heading: 'If the owner cancels',
      blocks: [
        'If the owner cancels a confirmed booking you receive a full refund of everything you paid, and we help you find another hostel.',
      ],
    },
    {
      id: 'timing',
      heading: 'How and when refunds are paid',
      blocks: [
        `Refunds go back to the payment method you used and are processed in ${POLICY.refundWorkingDays} working days. Money you paid to the owner offline is refunded by the owner.`,
      ],
    },
    {
      id: 'vacating',
      heading: 'Leaving during a stay',
      blocks: [
        `To vacate during a stay, give the owner ${POLICY.vacatingNoticeDays} days’ notice. The owner returns the eligible security deposit after check-out, less any amounts the hostel rules allow.`,
      ],
    },
    {
      id: 'help',
      heading: 'Need help?',
      blocks: [
        `Write to ${mail(CONTACT.supportEmail)} or visit the [Support Centre](/support). Disputes are handled under the [Terms and Conditions](/legal/terms-and-conditions).`,
      ],
    },
  ],
};
