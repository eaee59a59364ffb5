import type {
  AdminDashboard,
  AdminOkReply,
  AuditFacets,
  AuditList,
  AuditListQueryInput,
  CreateStaffBody,
  StaffList,
  StaffListQueryInput,
  StaffUserRow,
  UpdateStaffBody,
} from '@wf/shared/contracts/admin/admin';
import type { Role } from '@wf/shared/roles';
import { api } from '../../lib/api.ts';

type Query = Record<string, string | number | boolean | undefined | null>;

/** Query keys and calls of admin management. */
export const adminKeys = {
  all: ['admin'] as const,
  staff: (q: StaffListQueryInput) => ['admin', 'staff', q] as const,
  audit: (q: AuditListQueryInput) => ['admin', 'audit', q] as const,
  facets: ['admin', 'audit-facets'] as const,
  dashboard: ['admin', 'dashboard'] as const,
};

export const adminApi = {
  listStaff: (q: StaffListQueryInput) => api<StaffList>('/api/admin/users', { query: q as Query }),
  createStaff: (body: CreateStaffBody) => api<StaffUserRow>('/api/admin/users', { method: 'POST', body }),
  updateStaff: (id: string, body: UpdateStaffBody) => api<StaffUserRow>(`/api/admin/users/${id}`, { method: 'PATCH', body }),
  activate: (id: string, role: Role) => api<StaffUserRow>(`/api/admin/users/${id}/activate`, { method: 'POST', body: { role } }),
  sendReset: (id: string) => api<AdminOkReply>(`/api/admin/users/${id}/send-reset`, { method: 'POST' }),
  audit: (q: AuditListQueryInput) => api<AuditList>('/api/admin/audit-log', { query: q as Query }),
  facets: () => api<AuditFacets>('/api/admin/audit-log/facets'),
  auditCsv: (q: AuditListQueryInput) => api<string>('/api/admin/audit-log/export', { query: q as Query }),
  dashboard: () => api<AdminDashboard>('/api/admin/dashboard'),
};

/** Saves text as a file download in the browser. */
export function downloadText(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
