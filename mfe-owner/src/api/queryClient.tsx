import type { ReactNode } from 'react';
import { AppQueryProvider, createAppQueryClient } from 'app-kit';

/** The owner area's one server-state cache, shared by its dashboard and its routes. */
export const ownerQueryClient = createAppQueryClient();

export function OwnerQueryProvider({ children }: { children: ReactNode }) {
  return <AppQueryProvider client={ownerQueryClient}>{children}</AppQueryProvider>;
}
