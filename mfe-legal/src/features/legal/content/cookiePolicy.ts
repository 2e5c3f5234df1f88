import type { LegalDocument } from '../types';
import { CONTACT, mail, POLICY } from './policy';

export const cookiePolicy: LegalDocument = {
  slug: 'cookie-policy',
  lastUpdated: POLICY.firstVersion,
  summary:
    'Hostel Hub keeps a few small items in your browser so that you stay logged in and the site remembers your choices. This page lists them.',
  sections: [
    {
      id: 'what-we-store',
      heading: 'What we store in your browser',
      blocks: [
        {
          list: [
            '**Session:** your login token and basic account details (name, e-mail, role), so you stay logged in between visits. Logging out removes them.',
            '**Preferences:** whether you chose the dark or light theme.',
            '**Password reset:** the e-mail address you asked a reset code for, until the reset is done.',
          ],
        },
        'These are strictly necessary for the site to work. We use no advertising cookies and no third-party trackers.',
      ],
    },
    {
      id: 'control',
      heading: 'How to control them',
      blocks: [
        'You can clear site data in your browser settings at any time. You will then be logged out and the theme returns to light.',
      ],
    },
    {
      id: 'more',
      heading: 'More information',
      blocks: [
        `See the [Privacy Policy](/legal/privacy-policy) for how we handle personal data, or write to ${mail(CONTACT.privacyEmail)}.`,
      ],
    },
  ],
};
