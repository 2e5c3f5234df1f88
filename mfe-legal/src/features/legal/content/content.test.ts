import { FAQ } from '../../support/faq';
import { LEGAL_DOCUMENTS } from './index';

const registered = new Set(['/support', '/login', ...LEGAL_DOCUMENTS.map((d) => `/legal/${d.slug}`)]);
const linkTargets = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
const allText = (slug: string) => {
  const doc = LEGAL_DOCUMENTS.find((d) => d.slug === slug);
  if (!doc) throw new Error(slug);
  return [
    doc.summary,
    ...doc.sections.flatMap((s) => s.blocks.flatMap((b) => (typeof b === 'string' ? [b] : b.list))),
  ].join('\n');
};

it('has the eight registered pages', () => {
  expect(LEGAL_DOCUMENTS.map((d) => d.slug)).toEqual([
    'privacy-policy',
    'terms-and-conditions',
    'cookie-policy',
    'refund-policy',
    'community-guidelines',
    'partner-terms',
    'data-protection',
    'transparency',
  ]);
});

it.each(LEGAL_DOCUMENTS.map((d) => [d.slug]))(
  '%s: section anchors are unique and every internal link goes to a registered path',
  (slug) => {
    const doc = LEGAL_DOCUMENTS.find((d) => d.slug === slug)!;
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const target of linkTargets(allText(slug))) {
      if (target.startsWith('mailto:')) continue;
      expect(registered).toContain(target);
    }
  },
);

it('the FAQ links only to registered paths', () => {
  for (const item of FAQ.flatMap((g) => g.items))
    for (const target of linkTargets(item.a)) expect(registered).toContain(target);
});

it.each([
  [
    'refund-policy',
    ['72 hours or more', '25%', 'No-show', 'non-refundable', 'full refund', '5-7 working days', '7 days’ notice'],
  ],
  [
    'terms-and-conditions',
    [
      'at least 18',
      'within 24 hours',
      'confirmed only when the owner accepts',
      'Telangana, India',
      'Mangalpalle, in English',
      '30 days’ notice',
    ],
  ],
  [
    'privacy-policy',
    [
      'date of birth',
      'gender',
      'profile picture',
      'Government ID',
      'Location',
      'booking history',
      'GSTIN',
      'bank account',
      'business registration',
      'Communications',
      'Technical data',
      'within 30 days',
      'Grievance Officer',
      'mailto:',
    ],
  ],
  [
    'partner-terms',
    [
      'within 24 hours',
      'Honour every booking',
      'full refund',
      'identity',
      'security deposits',
      'only for bookings',
      'suspend or terminate',
      'delist',
      'false information',
      'fraud',
      'repeated severe complaints',
      'commission',
      'no fee on rent or deposits',
      'at least 30 days’ notice',
    ],
  ],
  ['community-guidelines', ['enquired and booked or stayed', 'within 48 hours']],
  ['data-protection', ['within 30 days', 'Grievance Officer']],
  ['transparency', ['commission', 'no fee on rent or deposits paid offline', 'within 48 hours', 'verified']],
])('%s states the policy facts', (slug, facts) => {
  const text = allText(slug);
  for (const fact of facts) expect(text).toContain(fact);
});

it('dates the pages July 2025 and the later ones July 17, 2025', () => {
  const dates = Object.fromEntries(LEGAL_DOCUMENTS.map((d) => [d.slug, d.lastUpdated]));
  expect(dates['privacy-policy']).toBe('July 2025');
  expect(dates.transparency).toBe('July 17, 2025');
});
