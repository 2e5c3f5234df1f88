import type { LegalDocument } from '../types';
import { CONTACT, mail, POLICY } from './policy';

export const privacyPolicy: LegalDocument = {
  slug: 'privacy-policy',
  lastUpdated: POLICY.firstVersion,
  summary:
    'This policy explains what personal data Hostel Hub collects when students look for hostels and owners list them, why we collect it, who sees it and the choices you have.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        `Hostel Hub is a hostel-finding and hostel-management platform for one locality of Hyderabad. We are responsible for the personal data described here. Write to ${mail(CONTACT.privacyEmail)} or to ${CONTACT.postalAddress} with any question about it.`,
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'The data we collect',
      blocks: [
        'Depending on how you use Hostel Hub we collect:',
        {
          list: [
            '**Identification:** your name, e-mail address, phone number, date of birth, gender and profile picture.',
            '**Government ID**, only if you choose to provide it, for example when a hostel verifies you at check-in.',
            '**Location:** the area you search in and, if you allow it, your device location.',
            '**Preferences and booking history:** the hostels you view, save, enquire about and book, and your payments.',
            '**Owner data:** hostel name, address, business registration, bank account, GSTIN, photos and pricing.',
            '**Communications:** messages between you, hostel owners and our support team, complaints and reviews.',
            '**Technical data:** device and browser type, IP address, log records and cookies (see the [Cookie Policy](/legal/cookie-policy)).',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your data',
      blocks: [
        {
          list: [
            'To create and secure your account and let you log in.',
            'To show hostels, pass your booking requests to owners and tell you their answers.',
            'To process payments, refunds and payouts.',
            'To answer support requests and handle complaints and disputes.',
            'To keep the platform safe: verifying hostels, detecting fraud and enforcing the [Terms and Conditions](/legal/terms-and-conditions).',
            'To improve the service from aggregated, non-identifying statistics.',
          ],
        },
        'We do not sell your personal data.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        'When you send a booking request we share your name, phone number and the details of your request with that hostel’s owner. Owners may use student data only to handle bookings and stays, as the [Partner Terms](/legal/partner-terms) require.',
        'We also share data with service providers who host, e-mail and process payments for us under contracts that protect it, and with authorities when the law requires it.',
      ],
    },
    {
      id: 'children',
      heading: 'Age limit',
      blocks: [
        `Hostel Hub is not for people under ${POLICY.minimumAge}. We do not knowingly collect data about anyone younger; if you believe we have, write to us and we will delete it.`,
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        `You can ask to see, correct, export or delete your personal data, or withdraw a consent you gave. We answer such requests typically within ${POLICY.dataRequestDays} days. The [Data Protection Policy](/legal/data-protection) explains how.`,
      ],
    },
    {
      id: 'retention-security',
      heading: 'Retention and security',
      blocks: [
        'We keep data for as long as your account is active and afterwards only as long as the law or an open dispute requires. Passwords are stored only as one-way hashes, connections are encrypted and access to personal data is limited to the staff who need it.',
      ],
    },
    {
      id: 'changes-contact',
      heading: 'Changes and contact',
      blocks: [
        `We will tell you of material changes to this policy at least ${POLICY.materialChangeNoticeDays} days before they take effect.`,
        `Questions or complaints: ${mail(CONTACT.privacyEmail)}. Our Grievance Officer can be reached at ${mail(CONTACT.grievanceEmail)} or by post at ${CONTACT.postalAddress}. You can also visit the [Support Centre](/support).`,
      ],
    },
  ],
};
