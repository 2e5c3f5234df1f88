import type { LegalSlug } from 'contracts';

/**
 * A legal page as data: a legal team edits these modules without touching layout.
 * Text may hold links written as [label](/legal/privacy-policy), [label](mailto:...) and **bold**.
 */
export type Block = string | { list: string[] };

export interface LegalSection {
  /** The anchor of the section (#id); unique within the page. */
  id: string;
  heading: string;
  blocks: Block[];
}

export interface LegalDocument {
  /** The path below /legal/; the title is the page's in `contracts` (LEGAL_PAGES). */
  slug: LegalSlug;
  lastUpdated: string;
  summary: string;
  sections: LegalSection[];
}
