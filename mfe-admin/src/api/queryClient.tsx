import type { ReactNode } from 'react';
import { AppQueryProvider, createAppQueryClient } from 'app-kit';

/** The operator area's one server-state cache. */
export const adminQueryClient = createAppQueryClient();

export function AdminQueryProvider({ children }: { children: ReactNode }) {
  return <AppQueryProvider client={adminQueryClient}>{children}</AppQueryProvider>;
}
