import type { ReactNode } from 'react';
import { AppQueryProvider, createAppQueryClient } from 'app-kit';

/** The shell's own server-state cache (its pages, the home page's listing, the navbar's counts); each remote keeps
 * its own. Only what needs it loads it (routes.tsx, LiveListings, LiveCountsFeed): a visitor's `/` does not. */
const shellQueryClient = createAppQueryClient();

export function ShellQueryProvider({ children }: { children: ReactNode }) {
  return <AppQueryProvider client={shellQueryClient}>{children}</AppQueryProvider>;
}
