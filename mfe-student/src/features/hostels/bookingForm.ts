// The booking request's rules (zod), asked for when the visitor first touches the form or comes back from logging
// in with a request waiting: a hostel's page renders without them.
import { bookingRequestBodySchema, type BookingRequestPayload } from 'contracts';

/** The request's own fields; the hostel is the page's. */
export const requestFieldsSchema = bookingRequestBodySchema.omit({ hostelId: true });

/** Whether a request kept while the visitor logged in is still one the API takes. */
export const isBookingRequest = (value: unknown): value is BookingRequestPayload =>
  bookingRequestBodySchema.safeParse(value).success;
