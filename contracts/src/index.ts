// The payloads, enums, limits and messages the API and the screens share: zod schemas, and their types.
// Imports nothing of ours.
export * from './api';
export * from './auth';
export * from './beds';
export * from './choices';
export * from './email';
export * from './enums';
export * from './faults';
export * from './fields';
export * from './hostels';
export * from './hostelTexts';
export * from './images';
export * from './ledger';
export * from './legalPages';
export * from './limits';
export * from './liveCounts';
export * from './marketplace';
export * from './messages';
export * from './outbox';
export * from './owner';
export * from './rent';
export * from './rupees';
export * from './search';
export * from './stay';
export * from './stayRules';
export * from './suspension';
export * from './visits';
