// The rules of the review and report forms (zod), asked for when someone first touches one: a hostel's page, with
// its reviews, renders without them.
export { reasonBodySchema, reviewBodySchema } from 'contracts';
