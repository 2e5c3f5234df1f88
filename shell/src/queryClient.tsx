import type { ReactNode } from 'react';
import { AppQueryProvider, createAppQueryClient } from 'app-kit';

/** The shell's own server-state cache (its public and profile pages); each remote keeps its own. */
const shellQueryClient = createAppQueryClient();

export function ShellQueryProvider({ children }: { children: ReactNode }) {
  return <AppQueryProvider client={shellQueryClient}>{children}</AppQueryProvider>;
}
