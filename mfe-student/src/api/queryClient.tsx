import type { ReactNode } from 'react';
import { AppQueryProvider, createAppQueryClient } from 'app-kit';

/** The student area's one server-state cache, shared by its dashboard and its routes. */
export const studentQueryClient = createAppQueryClient();

export function StudentQueryProvider({ children }: { children: ReactNode }) {
  return <AppQueryProvider client={studentQueryClient}>{children}</AppQueryProvider>;
}
