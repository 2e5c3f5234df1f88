// A question's rule (zod), asked for when the visitor first touches the form: a hostel's page renders without it.
export { messageBodySchema } from 'contracts';
