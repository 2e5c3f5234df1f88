// No zod here: a screen that only reads a suspension (the owner's dashboard) stays small.

/** How the answer to a suspended account's request begins (MARKET_MESSAGES.suspended). */
export const SUSPENDED_PREFIX = 'This account is suspended:';

/** The operator's reason when `message` is the answer to a suspended account's request, else null. */
export function suspensionReason(message: string): string | null {
  if (!message.startsWith(SUSPENDED_PREFIX)) return null;
  return message
    .slice(SUSPENDED_PREFIX.length)
    .replace(/ Write to support@hostelhub\.in .*$/, '')
    .trim();
}
