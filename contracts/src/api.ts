import { z } from 'zod';
import {
  authResponseSchema,
  contactBodySchema,
  loginBodySchema,
  profileSchema,
  profileUpdateBodySchema,
  profileUpdateResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sendOtpBodySchema,
  uploadResponseSchema,
} from './auth';
import { idParams, messageSchema } from './fields';
import {
  bookingAnswerSchema,
  bookingRequestBodySchema,
  bookingsSchema,
  complaintBodySchema,
  complaintCreatedSchema,
  complaintsSchema,
  hostelDetailSchema,
  hostelIdBodySchema,
  hostelIdParamsSchema,
  hostelListQuerySchema,
  hostelPageSchema,
  hostelsSchema,
  invitationsSchema,
  markReadResponseSchema,
  notificationsSchema,
  paymentsOverviewSchema,
} from './hostels';
import {
  addHostelFieldsSchema,
  addStudentBodySchema,
  alertBodySchema,
  alertSentSchema,
  approveBodySchema,
  bookingRequestsSchema,
  complaintStatusBodySchema,
  draftBodySchema,
  draftResponseSchema,
  hostelAnswerSchema,
  hostelFieldsSchema,
  hostelImageParamsSchema,
  ownerComplaintsSchema,
  ownerDashboardStatsSchema,
  ownerHostelDetailSchema,
  ownerHostelsSchema,
  ownerStudentsSchema,
  payoutHistorySchema,
  payoutMethodBodySchema,
  payoutMethodsSchema,
  roomAnswerSchema,
  roomBodySchema,
  roomsQuerySchema,
  roomsSchema,
  roomUpdateBodySchema,
  ruleAnswerSchema,
  ruleBodySchema,
  ruleParamsSchema,
  rulesQuerySchema,
  rulesSchema,
  ruleUpdateBodySchema,
  setDefaultBodySchema,
  studentAddedSchema,
} from './owner';

/** Who may call an endpoint: anyone, any logged-in user, or only one role. */
export type Access = 'public' | 'user' | 'student' | 'owner';

export interface EndpointContract {
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** A multipart/form-data request: its text fields (files are named in the summary). */
  multipart?: z.ZodType;
  response: Partial<Record<200 | 201, z.ZodType>>;
}

const healthSchema = z.object({ status: z.literal('ok'), mail: z.string() });
const hostelArtParamsSchema = z.object({ id: z.string(), view: z.string() });

/**
 * Every endpoint of the API: method and path, who may call it, and the schemas of its request and answer.
 * The API registers its routes from this table; the screens type their calls with the same schemas.
 */
export const API = {
  'GET /api/health': {
    summary: 'Health: the database answers',
    tag: 'system',
    access: 'public',
    response: { 200: healthSchema },
  },

  'POST /api/auth/register': {
    summary: 'Create an account; logs in at once',
    tag: 'auth',
    access: 'public',
    body: registerBodySchema,
    response: { 201: authResponseSchema },
  },
  'POST /api/auth/login': {
    summary: 'Log in with e-mail, password and role',
    tag: 'auth',
    access: 'public',
    body: loginBodySchema,
    response: { 200: authResponseSchema },
  },
  'GET /api/auth/profile': { summary: 'My profile', tag: 'auth', access: 'user', response: { 200: profileSchema } },
  'PUT /api/auth/profile': {
    summary: 'Update my profile or password',
    tag: 'auth',
    access: 'user',
    body: profileUpdateBodySchema,
    response: { 200: profileUpdateResponseSchema },
  },
  'POST /api/auth/logout': {
    summary: 'End this session on the server',
    tag: 'auth',
    access: 'user',
    response: { 200: messageSchema },
  },
  'POST /api/auth/send-otp': {
    summary: 'E-mail a password reset code',
    tag: 'auth',
    access: 'public',
    body: sendOtpBodySchema,
    response: { 200: messageSchema },
  },
  'POST /api/auth/reset-password': {
    summary: 'Set a new password with the e-mailed code',
    tag: 'auth',
    access: 'public',
    body: resetPasswordBodySchema,
    response: { 200: messageSchema },
  },

  'POST /api/contact': {
    summary: 'Send a message to the site',
    tag: 'site',
    access: 'public',
    body: contactBodySchema,
    response: { 201: messageSchema },
  },
  'POST /api/uploads': {
    summary: 'Upload one image (field `file`, at most 2 MB)',
    tag: 'site',
    access: 'user',
    multipart: z.object({}),
    response: { 201: uploadResponseSchema },
  },

  'GET /api/hostels': {
    summary: 'The hostel listing: filter, search, sort, page',
    tag: 'hostels',
    access: 'public',
    querystring: hostelListQuerySchema,
    response: { 200: hostelPageSchema },
  },
  'GET /api/hostels/:id': {
    summary: 'One hostel',
    tag: 'hostels',
    access: 'public',
    params: idParams('Hostel not found.'),
    response: { 200: hostelDetailSchema },
  },
  'GET /media/hostel-art/:id/:view': {
    summary: 'A generated picture of a seeded hostel (SVG)',
    tag: 'hostels',
    access: 'public',
    params: hostelArtParamsSchema,
    response: { 200: z.string() },
  },

  'GET /api/notifications': {
    summary: 'My notifications, newest first',
    tag: 'notifications',
    access: 'user',
    response: { 200: notificationsSchema },
  },
  'PUT /api/notifications/mark-read': {
    summary: 'Mark all my notifications read',
    tag: 'notifications',
    access: 'user',
    response: { 200: markReadResponseSchema },
  },

  'GET /api/student/interested': {
    summary: 'My interest list',
    tag: 'student',
    access: 'student',
    response: { 200: hostelsSchema },
  },
  'POST /api/student/interested': {
    summary: 'Add a hostel to my interest list',
    tag: 'student',
    access: 'student',
    body: hostelIdBodySchema,
    response: { 201: messageSchema },
  },
  'DELETE /api/student/interested/:hostelId': {
    summary: 'Remove a hostel from my interest list',
    tag: 'student',
    access: 'student',
    params: hostelIdParamsSchema,
    response: { 200: messageSchema },
  },
  'GET /api/student/recently-viewed': {
    summary: 'Hostels I viewed lately',
    tag: 'student',
    access: 'student',
    response: { 200: hostelsSchema },
  },
  'POST /api/student/recently-viewed': {
    summary: 'Record a hostel I viewed',
    tag: 'student',
    access: 'student',
    body: hostelIdBodySchema,
    response: { 201: messageSchema },
  },
  'GET /api/student/bookings': {
    summary: 'My bookings and requests',
    tag: 'student',
    access: 'student',
    response: { 200: bookingsSchema },
  },
  'POST /api/student/bookings': {
    summary: 'Request a booking',
    tag: 'student',
    access: 'student',
    body: bookingRequestBodySchema,
    response: { 201: bookingAnswerSchema },
  },
  'PUT /api/student/bookings/:id/cancel': {
    summary: 'Withdraw a pending request',
    tag: 'student',
    access: 'student',
    params: idParams('Not found.'),
    response: { 200: bookingAnswerSchema },
  },
  'GET /api/student/complaints': {
    summary: 'My complaints',
    tag: 'student',
    access: 'student',
    response: { 200: complaintsSchema },
  },
  'POST /api/student/complaints': {
    summary: 'Raise a complaint about my hostel',
    tag: 'student',
    access: 'student',
    body: complaintBodySchema,
    response: { 201: complaintCreatedSchema },
  },
  'GET /api/student/payments': {
    summary: 'My current bill and payment history',
    tag: 'student',
    access: 'student',
    response: { 200: paymentsOverviewSchema },
  },
  'GET /api/student/invitations': {
    summary: 'Hostels that listed me as a resident',
    tag: 'student',
    access: 'student',
    response: { 200: invitationsSchema },
  },
  'PUT /api/student/invitations/:id/accept': {
    summary: 'Accept a resident invitation',
    tag: 'student',
    access: 'student',
    params: idParams('Not found.'),
    response: { 200: messageSchema },
  },
  'PUT /api/student/invitations/:id/decline': {
    summary: 'Decline a resident invitation',
    tag: 'student',
    access: 'student',
    params: idParams('Not found.'),
    response: { 200: messageSchema },
  },

  'GET /api/owner/dashboard': {
    summary: 'My dashboard counts',
    tag: 'owner',
    access: 'owner',
    response: { 200: ownerDashboardStatsSchema },
  },
  'GET /api/owner/my-hostels': {
    summary: 'My hostels',
    tag: 'owner',
    access: 'owner',
    response: { 200: ownerHostelsSchema },
  },
  'POST /api/owner/add-hostel': {
    summary: 'Add a hostel (multipart: the fields, `images` 1–10 of at most 5 MB, optional `video` of at most 50 MB)',
    tag: 'owner',
    access: 'owner',
    multipart: addHostelFieldsSchema,
    response: { 201: hostelAnswerSchema },
  },
  'GET /api/owner/hostels/:id': {
    summary: 'One of my hostels',
    tag: 'owner',
    access: 'owner',
    params: idParams('Hostel not found.'),
    response: { 200: ownerHostelDetailSchema },
  },
  'PUT /api/owner/hostels/:id': {
    summary: 'Edit one of my hostels',
    tag: 'owner',
    access: 'owner',
    params: idParams('Hostel not found.'),
    body: hostelFieldsSchema,
    response: { 200: hostelAnswerSchema },
  },
  'POST /api/owner/hostels/:id/images': {
    summary: 'Add images to my hostel (multipart: `images`)',
    tag: 'owner',
    access: 'owner',
    params: idParams('Hostel not found.'),
    multipart: z.object({}),
    response: { 201: hostelAnswerSchema },
  },
  'DELETE /api/owner/hostels/:id/images/:imageId': {
    summary: 'Remove an image of my hostel',
    tag: 'owner',
    access: 'owner',
    params: hostelImageParamsSchema,
    response: { 200: hostelAnswerSchema },
  },
  'DELETE /api/owner/hostels/:id': {
    summary: 'Delete my hostel (no one staying)',
    tag: 'owner',
    access: 'owner',
    params: idParams('Hostel not found.'),
    response: { 200: messageSchema },
  },
  'GET /api/owner/rooms': {
    summary: 'Rooms with their occupants',
    tag: 'owner',
    access: 'owner',
    querystring: roomsQuerySchema,
    response: { 200: roomsSchema },
  },
  'POST /api/owner/rooms': {
    summary: 'Add a room',
    tag: 'owner',
    access: 'owner',
    body: roomBodySchema,
    response: { 201: roomAnswerSchema },
  },
  'PUT /api/owner/rooms/:id': {
    summary: 'Edit a room',
    tag: 'owner',
    access: 'owner',
    params: idParams('Room not found.'),
    body: roomUpdateBodySchema,
    response: { 200: roomAnswerSchema },
  },
  'DELETE /api/owner/rooms/:id': {
    summary: 'Remove an empty room',
    tag: 'owner',
    access: 'owner',
    params: idParams('Room not found.'),
    response: { 200: messageSchema },
  },
  'POST /api/students/add': {
    summary: 'List a student as a resident',
    tag: 'owner',
    access: 'owner',
    body: addStudentBodySchema,
    response: { 201: studentAddedSchema },
  },
  'GET /api/students/mine': {
    summary: 'The students staying at my hostels',
    tag: 'owner',
    access: 'owner',
    response: { 200: ownerStudentsSchema },
  },
  'GET /api/owner/booking-requests': {
    summary: 'Booking requests waiting for me',
    tag: 'owner',
    access: 'owner',
    response: { 200: bookingRequestsSchema },
  },
  'PUT /api/owner/booking-requests/:id/approve': {
    summary: 'Approve a request into a room',
    tag: 'owner',
    access: 'owner',
    params: idParams('Request not found.'),
    body: approveBodySchema,
    response: { 200: bookingAnswerSchema },
  },
  'PUT /api/owner/booking-requests/:id/reject': {
    summary: 'Reject a request',
    tag: 'owner',
    access: 'owner',
    params: idParams('Request not found.'),
    response: { 200: bookingAnswerSchema },
  },
  'GET /api/owner/complaints': {
    summary: 'Complaints at my hostels',
    tag: 'owner',
    access: 'owner',
    response: { 200: ownerComplaintsSchema },
  },
  'PUT /api/owner/complaints/:id': {
    summary: 'Set a complaint status',
    tag: 'owner',
    access: 'owner',
    params: idParams('Complaint not found.'),
    body: complaintStatusBodySchema,
    response: { 200: messageSchema },
  },
  'DELETE /api/owner/complaints/:id': {
    summary: 'Delete a complaint',
    tag: 'owner',
    access: 'owner',
    params: idParams('Complaint not found.'),
    response: { 200: messageSchema },
  },
  'GET /api/owner/rules': {
    summary: 'Rules of my hostel',
    tag: 'owner',
    access: 'owner',
    querystring: rulesQuerySchema,
    response: { 200: rulesSchema },
  },
  'POST /api/owner/rules': {
    summary: 'Add a rule',
    tag: 'owner',
    access: 'owner',
    body: ruleBodySchema,
    response: { 201: ruleAnswerSchema },
  },
  'PUT /api/owner/rules/:id': {
    summary: 'Edit a rule',
    tag: 'owner',
    access: 'owner',
    params: ruleParamsSchema,
    body: ruleUpdateBodySchema,
    response: { 200: ruleAnswerSchema },
  },
  'DELETE /api/owner/rules/:id': {
    summary: 'Delete a rule',
    tag: 'owner',
    access: 'owner',
    params: ruleParamsSchema,
    response: { 200: messageSchema },
  },
  'POST /api/alerts': {
    summary: 'Send an alert to selected students',
    tag: 'owner',
    access: 'owner',
    body: alertBodySchema,
    response: { 200: alertSentSchema },
  },
  'POST /api/ai/draft': {
    summary: 'Draft a hostel description or an alert',
    tag: 'owner',
    access: 'owner',
    body: draftBodySchema,
    response: { 200: draftResponseSchema },
  },
  'GET /api/owner/payout-methods': {
    summary: 'My payout methods (account numbers masked)',
    tag: 'owner',
    access: 'owner',
    response: { 200: payoutMethodsSchema },
  },
  'POST /api/owner/payout-methods': {
    summary: 'Add a payout method',
    tag: 'owner',
    access: 'owner',
    body: payoutMethodBodySchema,
    response: { 201: messageSchema },
  },
  'PUT /api/owner/payout-methods/:id': {
    summary: 'Make a payout method the default',
    tag: 'owner',
    access: 'owner',
    params: idParams('Payout method not found.'),
    body: setDefaultBodySchema,
    response: { 200: messageSchema },
  },
  'DELETE /api/owner/payout-methods/:id': {
    summary: 'Delete a payout method',
    tag: 'owner',
    access: 'owner',
    params: idParams('Payout method not found.'),
    response: { 200: messageSchema },
  },
  'GET /api/owner/payout-history': {
    summary: 'Payouts made to me',
    tag: 'owner',
    access: 'owner',
    response: { 200: payoutHistorySchema },
  },
} as const satisfies Record<string, EndpointContract>;

export type EndpointKey = keyof typeof API;
