import type {
  AuditExportQueryInput,
  AuditListQueryInput,
  CreateStaffBody,
  StaffListQueryInput,
  UpdateStaffBody,
} from '@wf/shared/contracts/admin/admin';
import { adminEndpoints as e, profileEndpoints } from '@wf/shared/contracts/admin/endpoints';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import type { Role } from '@wf/shared/roles';
import { call } from '../../lib/call.ts';

/** Query keys and calls of admin management. */
export const adminKeys = {
  all: ['admin'] as const,
  staff: (q: StaffListQueryInput) => ['admin', 'staff', q] as const,
  audit: (q: AuditListQueryInput) => ['admin', 'audit', q] as const,
  facets: ['admin', 'audit-facets'] as const,
  dashboard: ['admin', 'dashboard'] as const,
};

export const adminApi = {
  listStaff: (query: StaffListQueryInput) => call(e.listStaff, { query }),
  createStaff: (body: CreateStaffBody) => call(e.createStaff, { body }),
  updateStaff: (id: string, body: UpdateStaffBody) => call(e.updateStaff, { params: { id }, body }),
  activate: (id: string, role: Role) => call(e.activate, { params: { id }, body: { role } }),
  sendReset: (id: string) => call(e.sendReset, { params: { id } }),
  audit: (query: AuditListQueryInput) => call(e.audit, { query }),
  facets: () => call(e.auditFacets),
  /** The filtered audit log as a CSV or XLSX file. */
  auditExport: (query: AuditExportQueryInput) => call(e.auditExport, { query }),
  dashboard: () => call(e.dashboard),
};

/** The signed-in user's own profile: name, avatar, password. */
export const profileApi = {
  user: () => call(commonEndpoints.user),
  rename: (name: string) => call(commonEndpoints.updateUser, { body: { user: { name } } }),
  /** The image itself is the body; the server checks what it really is. */
  uploadAvatar: (file: Blob) =>
    call(profileEndpoints.uploadAvatar, { body: file, headers: { 'content-type': 'application/octet-stream' } }),
  removeAvatar: () => call(commonEndpoints.updateUser, { body: { user: { avatar: null } } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    call(authEndpoints.changePassword, { body: { currentPassword, newPassword } }),
};
