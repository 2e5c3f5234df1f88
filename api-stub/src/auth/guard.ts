import type { FastifyReply, FastifyRequest } from 'fastify';
import { MARKET_MESSAGES } from 'contracts';
import type { Db } from '../db/database';
import { forbidden, unauthorized } from '../http/errors';
import type { RequestUser, Role } from '../http/types';
import type { TokenService, VerifiedToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: RequestUser | null;
    /** The verified token of a guarded request. */
    token: VerifiedToken | null;
  }
}

const ROLE_AUDIENCE: Record<Role, string> = {
  owner: 'hostel owners',
  student: 'students',
  admin: "the platform's operator",
};

const SESSION_ENDED = 'Your session has expired. Please log in again.';

export interface Guard {
  /** preHandler: a valid bearer token of an existing user, else 401. */
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** preHandler: as requireUser, and the user has `role`, else 403. */
  requireRole: (role: Role) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Whether a token accepted earlier has ended since: expired, logged out, password changed or reset,
   * account suspended or gone (what long-lived answers such as event streams check again). */
  sessionEnded: (token: VerifiedToken) => Promise<boolean>;
}

/** The user a guarded handler runs for (the guard has checked it). */
export function userOf(request: FastifyRequest): RequestUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

export function createGuard(db: Db, tokens: TokenService): Guard {
  const userOfToken = (claims: VerifiedToken) =>
    db
      .selectFrom('users')
      .select(['id', 'role', 'email', 'name', 'session_version', 'suspended_at', 'suspension_reason'])
      .where('id', '=', claims.sub)
      .executeTakeFirst();
  const revoked = async (claims: VerifiedToken) =>
    Boolean(await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', claims.jti).executeTakeFirst());

  const requireUser = async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized('Please log in to continue.');
    const claims = tokens.verify(match[1]);
    if (!claims) throw unauthorized(SESSION_ENDED);
    const row = await userOfToken(claims);
    // A password change or reset raised the version: every older token has ended.
    if (!row || row.session_version !== claims.ver) throw unauthorized(SESSION_ENDED);
    if (await revoked(claims)) throw unauthorized(SESSION_ENDED);
    if (row.suspended_at) throw forbidden(MARKET_MESSAGES.suspended(row.suspension_reason ?? ''));
    request.currentUser = { id: row.id, role: row.role, email: row.email, name: row.name };
    request.token = claims;
  };
  return {
    requireUser,
    requireRole: (role) => async (request) => {
      await requireUser(request);
      if (request.currentUser?.role !== role) throw forbidden(`This is only for ${ROLE_AUDIENCE[role]}.`);
    },
    sessionEnded: async (claims) => {
      if (claims.expiresAt.getTime() <= Date.now()) return true;
      const row = await userOfToken(claims);
      return !row || row.session_version !== claims.ver || Boolean(row.suspended_at) || (await revoked(claims));
    },
  };
}
