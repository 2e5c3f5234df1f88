import type { LegalDocument } from '../types';
import { CONTACT, mail, POLICY } from './policy';

export const partnerTerms: LegalDocument = {
  slug: 'partner-terms',
  lastUpdated: POLICY.laterVersion,
  summary:
    'These terms apply to hostel owners (partners) who list hostels on Hostel Hub, in addition to the [Terms and Conditions](/legal/terms-and-conditions).',
  sections: [
    {
      id: 'listing',
      heading: 'Listing a hostel',
      blocks: [
        'Every hostel is verified before its listing goes live. Keep your listing true and up to date: name, address, photos, pricing, facilities, rules and room availability.',
      ],
    },
    {
      id: 'duties',
      heading: 'Your duties as an owner',
      blocks: [
        {
          list: [
            `Answer every booking request within ${POLICY.ownerResponseHours} hours by accepting or rejecting it.`,
            'Honour every booking you have confirmed.',
            'Give the student a full refund if you cancel a confirmed booking.',
            'Manage check-in and check-out, including verifying the identity of residents.',
            'Return eligible security deposits after check-out.',
            'Use student data only for bookings and stays, never for anything else.',
          ],
        },
      ],
    },
    {
      id: 'fees',
      heading: 'Fees and payouts',
      blocks: [
        'Hostel Hub may charge a commission on bookings made through the platform; the rate applicable to you is shown in your dashboard before it applies. We take no fee on rent or deposits students pay you offline. Payouts go to the payout method you keep in your account.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension and delisting',
      blocks: [
        'We may suspend or terminate a partner account, or delist a hostel, for violations of these terms, false information, fraud, repeated severe complaints, or when the law requires it.',
        `You may ask to delist your hostel by e-mail notice to ${mail(CONTACT.partnersEmail)}; any dues must be cleared first.`,
      ],
    },
    {
      id: 'changes-law',
      heading: 'Changes, governing law and disputes',
      blocks: [
        `We give at least ${POLICY.materialChangeNoticeDays} days’ notice of material changes to these terms. They are governed by the laws of ${POLICY.governingLaw}; disputes go to arbitration held in ${POLICY.arbitrationSeat}, in ${POLICY.arbitrationLanguage}.`,
      ],
    },
  ],
};
