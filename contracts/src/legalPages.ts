// The legal pages of the site: their addresses and titles, known to the shell (footer) and the legal area.
export const LEGAL_PAGES = [
  { slug: 'privacy-policy', title: 'Privacy Policy' },
  { slug: 'terms-and-conditions', title: 'Terms and Conditions' },
  { slug: 'cookie-policy', title: 'Cookie Policy' },
  { slug: 'refund-policy', title: 'Refund and Cancellation Policy' },
  { slug: 'community-guidelines', title: 'Community Guidelines' },
  { slug: 'partner-terms', title: 'Partner Terms and Conditions' },
  { slug: 'data-protection', title: 'Data Protection Policy' },
  { slug: 'transparency', title: 'Transparency Statement' },
] as const;

export type LegalSlug = (typeof LEGAL_PAGES)[number]['slug'];

export const legalPath = (slug: LegalSlug) => `/legal/${slug}`;
export const legalTitle = (slug: LegalSlug) => LEGAL_PAGES.find((p) => p.slug === slug)?.title ?? slug;
