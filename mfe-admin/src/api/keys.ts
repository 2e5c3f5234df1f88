import type { HostelStatus, OutboxState } from 'contracts';

// The operator area's query keys, in one place: a mutation invalidates what it changes by these.
export const adminKeys = {
  overview: ['admin', 'overview'] as const,
  hostels: ['admin', 'hostels'] as const,
  hostelsWith: (status: HostelStatus, page: number) => ['admin', 'hostels', status, page] as const,
  reports: ['admin', 'reports'] as const,
  messageReports: ['admin', 'message-reports'] as const,
  owners: ['admin', 'owners'] as const,
  outbox: ['admin', 'outbox'] as const,
  outboxWith: (state: OutboxState, page: number) => ['admin', 'outbox', state, page] as const,
};
