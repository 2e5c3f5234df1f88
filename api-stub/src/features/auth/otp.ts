import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { now } from '../../db/database';
import { hashSecret, verifySecret } from '../../auth/passwords';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

/** Issues a new 6-digit code for the user (earlier unused codes stop working); stores only its hash. */
export async function issueOtp(db: Db, userId: string): Promise<string> {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const at = now();
  await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('password_resets')
    .values({
      user_id: userId,
      code_hash: await hashSecret(code),
      expires_at: new Date(Date.now() + OTP_TTL_MS).toISOString(),
      attempts: 0,
      created_at: at,
    })
    .execute();
  return code;
}

export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'too-many-attempts';

/**
 * Checks a code against the user's live one; a correct code is used up. Every check takes one of the
 * attempts first, in one conditional update, so `OTP_MAX_ATTEMPTS` holds under concurrent requests.
 */
export async function consumeOtp(db: Db, userId: string, code: string): Promise<OtpCheck> {
  const reset = await db
    .selectFrom('password_resets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!reset) return 'invalid';
  if (Date.parse(reset.expires_at) < Date.now()) return 'expired';
  const claimed = await db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', reset.id)
    .where('attempts', '<', OTP_MAX_ATTEMPTS)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return 'too-many-attempts';
  if (!(await verifySecret(code, reset.code_hash))) return 'invalid';
  const used = await db
    .updateTable('password_resets')
    .set({ used_at: now() })
    .where('id', '=', reset.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? 'ok' : 'invalid';
}
