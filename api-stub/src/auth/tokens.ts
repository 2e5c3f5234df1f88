import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import jwt, { type SignOptions } from 'jsonwebtoken';
import type { Db } from '../db/database';
import type { Role } from '../http/types';
import { ROLES } from 'contracts';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's session version when the token was made (see users.session_version). */
  ver: number;
}

/** A verified token: its claims, its own id (for logout) and when it expires. */
export interface VerifiedToken extends TokenClaims {
  jti: string;
  expiresAt: Date;
}

export interface TokenService {
  sign: (claims: TokenClaims) => string;
  verify: (token: string) => VerifiedToken | null;
}

/**
 * The signing secret: the configured one, or one generated once and kept in the database, so that
 * sessions survive a restart and a token made by one API process works on every other. (A secret an
 * earlier version kept in the data folder's `token-secret` file is taken over, so its sessions go on.)
 */
export async function loadSecret(db: Db, dataDir: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const stored = () => db.selectFrom('settings').select('value').where('key', '=', 'token_secret').executeTakeFirst();
  const existing = await stored();
  if (existing) return existing.value;
  let candidate: string;
  try {
    candidate = fs.readFileSync(path.join(dataDir, 'token-secret'), 'utf8').trim();
  } catch {
    candidate = crypto.randomBytes(48).toString('base64url');
  }
  // processes starting together: the first insert wins and every one reads the same secret back
  await db
    .insertInto('settings')
    .values({ key: 'token_secret', value: candidate })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await stored();
  if (!row) throw new Error('the token secret could not be stored');
  return row.value;
}

export function createTokenService(secretText: string, expiresIn: string): TokenService {
  // A key object made once: given the text, jsonwebtoken tries it as a public key and then makes a secret
  // key on every call, which was a third of the API's time on a logged-in request.
  const secret = crypto.createSecretKey(Buffer.from(secretText, 'utf8'));
  return {
    sign: (claims) =>
      jwt.sign({ role: claims.role, ver: claims.ver }, secret, {
        subject: claims.sub,
        jwtid: crypto.randomUUID(),
        expiresIn: expiresIn as SignOptions['expiresIn'],
        algorithm: 'HS256',
      }),
    verify: (token) => {
      try {
        const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
        if (
          typeof payload === 'string' ||
          typeof payload.sub !== 'string' ||
          typeof payload.jti !== 'string' ||
          typeof payload.exp !== 'number'
        )
          return null;
        if (!(ROLES as readonly unknown[]).includes(payload.role)) return null;
        // A token from before session versions counts as version 0.
        const ver = typeof payload.ver === 'number' ? payload.ver : 0;
        return { sub: payload.sub, role: payload.role, ver, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}
