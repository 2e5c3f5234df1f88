import type { LegalDocument } from '../types';
import { CONTACT, mail, POLICY } from './policy';

export const communityGuidelines: LegalDocument = {
  slug: 'community-guidelines',
  lastUpdated: POLICY.laterVersion,
  summary:
    'Hostel Hub works when students and owners can trust each other. These guidelines apply to profiles, messages, listings and reviews.',
  sections: [
    {
      id: 'respect',
      heading: 'Be respectful and honest',
      blocks: [
        {
          list: [
            'No harassment, threats, hate speech or discrimination.',
            'Describe hostels and yourself truthfully: photos, prices, facilities and availability must be real.',
            'Keep personal contact details of others private; use them only for the booking they were shared for.',
          ],
        },
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews',
      blocks: [
        'Reviews are allowed only from students who enquired and booked or stayed at the hostel, so every review comes from real experience.',
        'A review should describe your own stay, without personal attacks, private information or advertising. Owners may reply once, politely.',
      ],
    },
    {
      id: 'reporting',
      heading: 'Reporting a problem',
      blocks: [
        `Use the report option on a review or listing, or write to ${mail(CONTACT.supportEmail)}. Reported reviews are moderated typically within ${POLICY.reviewModerationHours} hours; we remove content that breaks these guidelines.`,
      ],
    },
    {
      id: 'consequences',
      heading: 'What happens when guidelines are broken',
      blocks: [
        'Depending on how serious it is, we may remove content, warn, suspend or close an account, or delist a hostel, as the [Terms and Conditions](/legal/terms-and-conditions) and the [Partner Terms](/legal/partner-terms) describe.',
      ],
    },
  ],
};
