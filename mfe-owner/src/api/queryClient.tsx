import type { ReactNode } from 'react';
import { AppQueryProvider, createAppQueryClient, refreshOnMessages, refreshOnNotifications } from 'app-kit';
import { occupancyKeys, ownerKeys } from './keys';

/** The owner area's one server-state cache, shared by its dashboard and its routes. */
export const ownerQueryClient = createAppQueryClient();

// a student paid, asked, withdrew, gave notice or complained: the screens about it load again by themselves
refreshOnNotifications(ownerQueryClient, {
  '/owner/rent': [ownerKeys.rent, ownerKeys.dashboard],
  '/owner/view-requests': [ownerKeys.requests, ...occupancyKeys],
  '/owner/stays': [ownerKeys.stays, ownerKeys.rent, ...occupancyKeys],
  '/owner/view-complaints': [ownerKeys.complaints, ownerKeys.dashboard],
  '/owner/visits': [['owner', 'visits']],
});

// a student wrote: the conversations load again
refreshOnMessages(ownerQueryClient);

export function OwnerQueryProvider({ children }: { children: ReactNode }) {
  return <AppQueryProvider client={ownerQueryClient}>{children}</AppQueryProvider>;
}
