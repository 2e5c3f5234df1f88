import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { HOSTEL_COLUMNS } from './listing';
import type { HostelRow } from './queries';

/** Who an optional bearer token speaks for, on public endpoints that say more to a signed-in user. */
export function optionalViewer(deps: AppDeps, request: FastifyRequest): { id: string; role: string } | null {
  const m = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const claims = m ? deps.tokens.verify(m[1]) : null;
  return claims ? { id: claims.sub, role: claims.role } : null;
}

/**
 * A hostel as the caller may see it: a listed one (verified, its owner not suspended) for anyone; an
 * unlisted one only for its owner and the operator. Everyone else hears "Hostel not found.", as if it
 * did not exist.
 */
export async function visibleHostel(deps: AppDeps, request: FastifyRequest, id: string): Promise<HostelRow> {
  const row = await deps.db.selectFrom('hostels').select(HOSTEL_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Hostel not found.');
  if (row.listed === 1) return row;
  const viewer = optionalViewer(deps, request);
  if (viewer && (viewer.role === 'admin' || viewer.id === row.owner_id)) return row;
  throw notFound('Hostel not found.');
}
