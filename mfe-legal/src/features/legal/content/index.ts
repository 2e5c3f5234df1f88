import type { LegalDocument } from '../types';
import { communityGuidelines } from './communityGuidelines';
import { cookiePolicy } from './cookiePolicy';
import { dataProtection } from './dataProtection';
import { partnerTerms } from './partnerTerms';
import { privacyPolicy } from './privacyPolicy';
import { refundPolicy } from './refundPolicy';
import { termsAndConditions } from './termsAndConditions';
import { transparency } from './transparency';

/** Every legal page, in the order the footer and support centre list them. */
export const LEGAL_DOCUMENTS: LegalDocument[] = [
  privacyPolicy,
  termsAndConditions,
  cookiePolicy,
  refundPolicy,
  communityGuidelines,
  partnerTerms,
  dataProtection,
  transparency,
];
