import type { LegalDocument } from '../types';
import { CONTACT, mail, POLICY } from './policy';

export const termsAndConditions: LegalDocument = {
  slug: 'terms-and-conditions',
  lastUpdated: POLICY.firstVersion,
  summary:
    'These terms are the agreement between you and Hostel Hub when you use the site as a student or a visitor. Hostel owners also accept the [Partner Terms](/legal/partner-terms).',
  sections: [
    {
      id: 'eligibility',
      heading: 'Who may use Hostel Hub',
      blocks: [
        `You must be at least ${POLICY.minimumAge} years old to create an account. You are responsible for keeping your password safe and for what is done with your account.`,
      ],
    },
    {
      id: 'our-role',
      heading: 'What Hostel Hub does',
      blocks: [
        'Hostel Hub lists hostels and passes messages and booking requests between students and hostel owners. Students may browse, compare and enquire at no cost. The stay itself is an agreement between the student and the owner; we verify hostels before their listings go live, but we do not run the hostels.',
      ],
    },
    {
      id: 'bookings',
      heading: 'Booking requests',
      blocks: [
        {
          list: [
            'A booking starts as a request from a student.',
            `The owner must accept or reject a request within ${POLICY.ownerResponseHours} hours.`,
            'A booking is confirmed only when the owner accepts the request. Confirmed bookings must be honoured by both sides.',
            'Cancellations and refunds follow the [Refund and Cancellation Policy](/legal/refund-policy).',
          ],
        },
      ],
    },
    {
      id: 'fees',
      heading: 'Fees and payments',
      blocks: [
        'Browsing and enquiring are free for students. Where a service fee applies it is shown before you pay, and it is non-refundable. Hostel Hub takes no fee on rent or deposits paid offline to the owner.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Your conduct',
      blocks: [
        'Give true information, respect owners, staff and other residents, and follow the [Community Guidelines](/legal/community-guidelines) and each hostel’s rules. We may suspend accounts that break these terms.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      blocks: [
        'We work to keep listings accurate, but owners are responsible for the hostels they list. To the extent the law allows, Hostel Hub is not liable for losses arising from a stay, beyond the amount you paid us in fees.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        `We will give you ${POLICY.materialChangeNoticeDays} days’ notice of material changes. Using Hostel Hub after they take effect means you accept them.`,
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and disputes',
      blocks: [
        `These terms are governed by the laws of ${POLICY.governingLaw}. A dispute that cannot be settled with the help of our [Support Centre](/support) goes to arbitration held in ${POLICY.arbitrationSeat}, in ${POLICY.arbitrationLanguage}.`,
        `Contact: ${mail(CONTACT.supportEmail)}.`,
      ],
    },
  ],
};
