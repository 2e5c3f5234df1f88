import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { forbidden, unauthorized } from '../http/errors';
import type { RequestUser, Role } from '../http/types';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: RequestUser | null;
  }
}

export interface Guard {
  /** preHandler: a valid bearer token of an existing user, else 401. */
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** preHandler: as requireUser, and the user has `role`, else 403. */
  requireRole: (role: Role) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** The user a guarded handler runs for (the guard has checked it). */
export function userOf(request: FastifyRequest): RequestUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

export function createGuard(db: Db, tokens: TokenService): Guard {
  const requireUser = async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized('Please log in to continue.');
    const claims = tokens.verify(match[1]);
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    const row = await db.selectFrom('users').select(['id', 'role', 'email', 'name']).where('id', '=', claims.sub).executeTakeFirst();
    if (!row) throw unauthorized('Your session has expired. Please log in again.');
    request.currentUser = { id: row.id, role: row.role, email: row.email, name: row.name };
  };
  return {
    requireUser,
    requireRole: (role) => async (request) => {
      await requireUser(request);
      if (request.currentUser?.role !== role) throw forbidden(`This is only for ${role === 'owner' ? 'hostel owners' : 'students'}.`);
    },
  };
}
