import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';

/** bcrypt's work factor for new hashes: 10 unless configured (`PASSWORD_HASH_COST`, 4 to 31). */
let cost = 10;
/** Passwords are hashed as bcrypt over their SHA-256 (base64, 44 bytes), so every byte counts: bcrypt
 * alone reads only the first 72 bytes. Hashes without the prefix are plain bcrypt from before. */
const PREHASHED = 'sha256-bcrypt:';

/** Short one-time secrets (OTP codes): plain bcrypt. */
export function hashSecret(plain: string): Promise<string> {
  return bcrypt.hash(plain, cost);
}

export function verifySecret(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}

const prehash = (plain: string) => crypto.createHash('sha256').update(plain, 'utf8').digest('base64');

export async function hashPassword(plain: string): Promise<string> {
  return PREHASHED + (await bcrypt.hash(prehash(plain), cost));
}

let unknowable: Promise<string> | undefined;
/**
 * The hash of a password nobody knows (random, never kept), for seeded accounts that are not meant to log in.
 * One per process: bcrypt is slow on purpose, and seeding hashed one per account at every start.
 */
export function unusablePasswordHash(): Promise<string> {
  unknowable ??= hashPassword(crypto.randomBytes(18).toString('base64url'));
  return unknowable;
}

/** Checks a password; `upgrade` says the stored hash is of the old kind and should be replaced. */
export async function verifyPassword(plain: string, hash: string): Promise<{ ok: boolean; upgrade: boolean }> {
  if (hash.startsWith(PREHASHED))
    return { ok: await bcrypt.compare(prehash(plain), hash.slice(PREHASHED.length)), upgrade: false };
  const ok = await bcrypt.compare(plain, hash);
  return { ok, upgrade: ok };
}

/** A hash of a password nobody has, compared against when an e-mail has no account, so that an unknown
 * e-mail takes as long as a known one. */
let dummyHash: Promise<string> | undefined;

export async function verifyNobody(plain: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(18).toString('base64url'));
  await verifyPassword(plain, await dummyHash);
  return false;
}

/**
 * Sets the work factor of new hashes, before anything is hashed. Existing hashes keep theirs. The API's own
 * tests run at bcrypt's minimum, as Rails' `min_cost` does in tests, except those that measure the work.
 */
export function usePasswordHashCost(rounds: number): void {
  cost = rounds;
  dummyHash = hashPassword(crypto.randomBytes(18).toString('base64url'));
  unknowable = undefined;
}
