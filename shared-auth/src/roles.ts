import type { Role, SignUpRole } from 'contracts';

export const ROLE_LABELS: Record<Role, string> = { student: 'Student', owner: 'Hostel Owner', admin: 'Operator' };

/** Where a role lands after login (spec §4): students and owners to their dashboards, the operator to the
 * operator's area, anyone else home. */
export function dashboardPath(role: string | undefined | null): string {
  if (role === 'student') return '/student-dashboard';
  if (role === 'owner') return '/owner-dashboard';
  if (role === 'admin') return '/admin';
  return '/';
}

/** The published test accounts (login page credentials box). They are real seeded accounts. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ role: SignUpRole; email: string; password: string }> = [
  { role: 'student', email: 'student@demo.in', password: 'student123' },
  { role: 'owner', email: 'owner@demo.in', password: 'owner123' },
];

export function isDemoAccount(email: string, password: string, role: SignUpRole): boolean {
  return DEMO_ACCOUNTS.some(
    (a) => a.role === role && a.email === email.trim().toLowerCase() && a.password === password,
  );
}
