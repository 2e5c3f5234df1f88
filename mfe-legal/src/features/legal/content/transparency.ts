import type { LegalDocument } from '../types';
import { CONTACT, mail, POLICY } from './policy';

export const transparency: LegalDocument = {
  slug: 'transparency',
  lastUpdated: POLICY.laterVersion,
  summary: 'How Hostel Hub decides what you see, how we earn money and how we handle reports.',
  sections: [
    {
      id: 'verification',
      heading: 'Verified listings',
      blocks: [
        'Hostels are verified before their listings go live. Owners keep availability and prices up to date; a hostel marked Full is not taking bookings.',
      ],
    },
    {
      id: 'ranking',
      heading: 'How hostels are ordered',
      blocks: [
        'By default hostels appear in the order they were listed. You can filter by area and type and sort by price. No owner can pay to appear higher.',
      ],
    },
    {
      id: 'money',
      heading: 'How we earn money',
      blocks: [
        'Browsing and enquiring are free for students. Hostel Hub may charge owners a commission on bookings made through the platform and may charge a service fee that is shown before you pay. We take no fee on rent or deposits paid offline.',
      ],
    },
    {
      id: 'moderation',
      heading: 'Reviews and moderation',
      blocks: [
        `Only students who enquired and booked or stayed can review a hostel. Reported reviews are moderated typically within ${POLICY.reviewModerationHours} hours, following the [Community Guidelines](/legal/community-guidelines).`,
      ],
    },
    {
      id: 'contact',
      heading: 'Questions',
      blocks: [`Write to ${mail(CONTACT.supportEmail)} or visit the [Support Centre](/support).`],
    },
  ],
};
