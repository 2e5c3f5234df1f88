// The stream's payload schemas, fetched with their validator only once someone is signed in: a visitor's pages
// download no zod.
export { liveCountsSchema, notificationEventSchema } from 'contracts';
