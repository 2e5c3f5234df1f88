import type { LegalDocument } from '../types';
import { CONTACT, mail, POLICY } from './policy';

export const dataProtection: LegalDocument = {
  slug: 'data-protection',
  lastUpdated: POLICY.laterVersion,
  summary:
    'How we protect the personal data described in the [Privacy Policy](/legal/privacy-policy), and how you use your rights over it.',
  sections: [
    {
      id: 'principles',
      heading: 'Our principles',
      blocks: [
        {
          list: [
            'We collect only the data a feature needs, and use it only for that purpose.',
            'Passwords and one-time codes are stored only as hashes; account numbers are shown masked to everyone but the back office that pays out.',
            'Access to personal data is limited to the staff and service providers who need it.',
          ],
        },
      ],
    },
    {
      id: 'requests',
      heading: 'Making a data request',
      blocks: [
        `To see, correct, export or delete your data, write to ${mail(CONTACT.privacyEmail)} from the e-mail address of your account. We may ask you to confirm who you are. Requests are answered typically within ${POLICY.dataRequestDays} days.`,
        'You can correct most details yourself in your profile settings.',
      ],
    },
    {
      id: 'breaches',
      heading: 'If something goes wrong',
      blocks: [
        'If a breach puts your data at risk we will tell you and the authorities as the law requires, and explain what we are doing about it.',
      ],
    },
    {
      id: 'grievance',
      heading: 'Grievance Officer',
      blocks: [
        `Complaints about how we handle personal data go to our Grievance Officer: ${mail(CONTACT.grievanceEmail)}, ${CONTACT.postalAddress}. You can also reach us through the [Support Centre](/support).`,
      ],
    },
  ],
};
