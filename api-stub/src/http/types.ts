import type { Role } from 'contracts';

export type { Role };

/** The user a request was made by, set by the auth guard. */
export interface RequestUser {
  id: string;
  role: Role;
  email: string;
  name: string;
}
