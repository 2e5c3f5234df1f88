import type { Role } from 'contracts';

/** Where to go after login or registering: back to the page that asked for it when it belongs to this role. */
export function afterLoginPath(from: string | undefined, role: Role): string | undefined {
  if (!from) return undefined;
  if (from.startsWith('/student') && role !== 'student') return undefined;
  if (from.startsWith('/owner') && role !== 'owner') return undefined;
  return from;
}
