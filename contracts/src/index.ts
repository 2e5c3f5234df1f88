// The payloads, enums and limits both sides of the API use. Imports nothing of ours.
export type * from './session';
export * from './hostels';
export * from './owner';
export * from './images';
