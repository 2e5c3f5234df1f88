import { callApi } from 'app-kit';
import type { HostelStatus, OutboxState, ReportDecision } from 'contracts';

export const ADMIN_PAGE_SIZE = 20;

/** The operator area's calls: each one an endpoint of the contract table, typed by it. */
export const adminApi = {
  overview: () => callApi('GET /api/admin/overview', {}),
  hostels: (status: HostelStatus, page: number) =>
    callApi('GET /api/admin/hostels', { query: { status, page, pageSize: ADMIN_PAGE_SIZE } }),
  verify: (id: string) => callApi('PUT /api/admin/hostels/:id/verify', { params: { id } }),
  reject: (id: string, reason: string) =>
    callApi('PUT /api/admin/hostels/:id/reject', { params: { id }, body: { reason } }),
  reports: (page: number) => callApi('GET /api/admin/reports', { query: { page, pageSize: ADMIN_PAGE_SIZE } }),
  decide: (id: string, decision: ReportDecision, note: string) =>
    callApi('PUT /api/admin/reports/:id', { params: { id }, body: { decision, note } }),
  messageReports: (page: number) =>
    callApi('GET /api/admin/message-reports', { query: { page, pageSize: ADMIN_PAGE_SIZE } }),
  decideMessage: (id: string, decision: ReportDecision, note: string) =>
    callApi('PUT /api/admin/message-reports/:id', { params: { id }, body: { decision, note } }),
  owners: (page: number) => callApi('GET /api/admin/owners', { query: { page, pageSize: ADMIN_PAGE_SIZE } }),
  suspend: (id: string, reason: string) =>
    callApi('PUT /api/admin/owners/:id/suspend', { params: { id }, body: { reason } }),
  restore: (id: string) => callApi('PUT /api/admin/owners/:id/restore', { params: { id } }),
  outbox: (state: OutboxState, page: number) =>
    callApi('GET /api/admin/outbox', { query: { state, page, pageSize: ADMIN_PAGE_SIZE } }),
  retryMail: (id: string) => callApi('PUT /api/admin/outbox/:id/retry', { params: { id } }),
};
