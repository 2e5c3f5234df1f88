import type { Complaint, ComplaintEvent, ComplaintStatus, OwnerComplaint } from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { absoluteUrl } from '../../http/urls';

/** The columns of a complaint both sides see, with its hostel's name and its answers' conversation
 * (`withAnswers` joins it). */
export const COMPLAINT_COLUMNS = [
  'conversations.id as conversation_id',
  'complaints.id',
  'complaints.subject',
  'complaints.details',
  'complaints.status',
  'complaints.created_at',
  'complaints.category',
  'complaints.photo_url',
  'hostels.name as hostel_name',
] as const;

/** A complaint row as COMPLAINT_COLUMNS select it. */
export interface ComplaintRow {
  id: string;
  subject: string;
  details: string;
  status: ComplaintStatus;
  created_at: string;
  category: Complaint['category'];
  photo_url: string | null;
  hostel_name: string;
  conversation_id: string | null;
}

/** A complaint as the student who raised it sees it. */
export const toComplaint = (request: FastifyRequest, c: ComplaintRow, timeline: ComplaintEvent[]): Complaint => ({
  id: c.id,
  hostelName: c.hostel_name,
  subject: c.subject,
  details: c.details,
  status: c.status,
  createdAt: c.created_at,
  category: c.category,
  photoUrl: c.photo_url && absoluteUrl(request, c.photo_url),
  timeline,
  conversationId: c.conversation_id,
});

/** A complaint as the hostel's owner sees it: who raised it, from which room. */
export const toOwnerComplaint = (
  request: FastifyRequest,
  c: ComplaintRow & { student: string; room_no: string | null },
  timeline: ComplaintEvent[],
): OwnerComplaint => {
  const { hostelName, subject, createdAt, ...rest } = toComplaint(request, c, timeline);
  return { ...rest, student: c.student, room: c.room_no ?? '—', issue: subject, date: createdAt, hostelName };
};

/** Joins a complaint's answers' conversation (if any), as COMPLAINT_COLUMNS reads it. */
export const withAnswers = <O>(query: SelectQueryBuilder<Database, 'complaints' | 'hostels', O>) =>
  query.leftJoin('conversations', 'conversations.complaint_id', 'complaints.id');
