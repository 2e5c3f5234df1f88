import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { HostelsTable } from '../../db/schema';
import { absoluteUrl } from '../../http/urls';
import { sharingOfMask } from './details';

export type HostelRow = Selectable<HostelsTable>;

export async function imagesOf(db: Db, hostelIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!hostelIds.length) return map;
  const rows = await db
    .selectFrom('hostel_images')
    .select(['hostel_id', 'url'])
    .where('hostel_id', 'in', hostelIds)
    .orderBy('position')
    .execute();
  for (const r of rows) map.set(r.hostel_id, [...(map.get(r.hostel_id) ?? []), r.url]);
  return map;
}

/** The card of a hostel (spec §3 listing sample). */
export function toSummary(request: FastifyRequest, row: HostelRow, images: string[]) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    location: row.area,
    price: row.price,
    available: row.available === 1,
    features: JSON.parse(row.features) as string[],
    imageUrl: images[0] ? absoluteUrl(request, images[0]) : '',
    rating: ratingOf(row),
    bedsFree: row.beds_free,
    sharing: sharingOfMask(row.sharing_mask),
    // hostels listed before verification had a date were verified when they were listed
    verifiedOn: row.status === 'verified' ? (row.status_at ?? row.created_at).slice(0, 10) : null,
  };
}

/** The hostel's average overall stars (one decimal) and how many reviews. */
export const ratingOf = (row: Pick<HostelRow, 'rating_avg' | 'rating_count'>) => ({
  average: Math.round(Number(row.rating_avg) * 10) / 10,
  count: row.rating_count,
});

/** Cards for a list of hostels, in the given order. */
export async function summaries(db: Db, request: FastifyRequest, rows: HostelRow[]) {
  const images = await imagesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(request, r, images.get(r.id) ?? []));
}
