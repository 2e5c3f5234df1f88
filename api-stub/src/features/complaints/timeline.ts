import type { ComplaintEvent, ComplaintStatus } from 'contracts';
import { type Db, now } from '../../db/database';
import { badRequest } from '../../http/errors';

/** The timelines of these complaints (oldest event first), by complaint id. */
export async function timelinesOf(db: Db, ids: string[]): Promise<Map<string, ComplaintEvent[]>> {
  const byId = new Map<string, ComplaintEvent[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byId;
  const rows = await db
    .selectFrom('complaint_events')
    .select(['complaint_id', 'status', 'at'])
    .where('complaint_id', 'in', ids)
    .orderBy('at')
    .orderBy('id')
    .execute();
  for (const r of rows) byId.get(r.complaint_id)?.push({ status: r.status, at: r.at });
  return byId;
}

/** Adds a step to a complaint's timeline. */
export async function recordComplaintEvent(db: Db, complaintId: string, status: ComplaintStatus): Promise<string> {
  const at = now();
  await db.insertInto('complaint_events').values({ complaint_id: complaintId, status, at }).execute();
  return at;
}

/** A complaint's photo must be an upload of this API (nothing from elsewhere is shown to the owner); it is
 * kept as a path on the API. */
export function checkedPhotoPath(url: string, publicUrl: string): string | null {
  if (!url) return null;
  const path = url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url;
  if (!/^\/uploads\/[\w.-]+$/.test(path)) throw badRequest('Please upload the photo with the form.');
  return path;
}
