import { z } from 'zod';
import { endpoint } from '../../api/endpoint.ts';
import { currentUser } from '../common/user.ts';
import {
  activitiesPage,
  activitiesQuery,
  activateStaffBody,
  adminDashboard,
  adminOkReply,
  auditFacets,
  auditList,
  auditExportQuery,
  auditListQuery,
  createStaffBody,
  staffIdParams,
  staffList,
  staffListQuery,
  staffUserRow,
  updateStaffBody,
} from './admin.ts';
import { ROLE_SETS } from '../../role-sets.ts';

const tags = ['admin'] as const;
const ADMIN = ROLE_SETS.admin;

/** Admin management: staff accounts, audit log and the admin dashboard (admin only). */
export const adminEndpoints = {
  listStaff: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: ADMIN,
    tags,
    query: staffListQuery,
    response: staffList,
  }),
  createStaff: endpoint({
    method: 'POST',
    path: '/api/admin/users',
    access: ADMIN,
    tags,
    body: createStaffBody,
    response: staffUserRow,
    status: 201,
  }),
  getStaff: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id',
    access: ADMIN,
    tags,
    params: staffIdParams,
    response: staffUserRow,
  }),
  updateStaff: endpoint({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    access: ADMIN,
    tags,
    params: staffIdParams,
    body: updateStaffBody,
    response: staffUserRow,
  }),
  activate: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/activate',
    access: ADMIN,
    tags,
    params: staffIdParams,
    body: activateStaffBody,
    response: staffUserRow,
  }),
  sendReset: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/send-reset',
    access: ADMIN,
    tags,
    params: staffIdParams,
    response: adminOkReply,
  }),
  audit: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    access: ADMIN,
    tags,
    query: auditListQuery,
    response: auditList,
  }),
  auditFacets: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log/facets',
    access: ADMIN,
    tags,
    response: auditFacets,
  }),
  auditExport: endpoint({
    method: 'GET',
    path: '/api/admin/audit-log/export',
    access: ADMIN,
    tags,
    query: auditExportQuery,
    answer: 'file',
    description: 'The filtered audit log as CSV (UTF-8 with BOM) or XLSX (`format`).',
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    access: ADMIN,
    tags,
    response: adminDashboard,
  }),
};

/** The recent activity feed (the template call GET api/pages/activities: docs/product/template-apps.md#example-and-project-dashboard): every staff role, an admin all entries, others their own. */
export const activityEndpoints = {
  activities: endpoint({
    method: 'GET',
    path: '/api/pages/activities',
    access: ROLE_SETS.everyone,
    tags: ['activities'],
    query: activitiesQuery,
    response: activitiesPage,
    summary: "The audit log as sentences, newest first, paged; an admin reads every entry, other roles the entries they made",
  }),
};

/**
 * Profile of the signed-in user: the avatar upload. Name and password are changed with
 * commonEndpoints.updateUser and authEndpoints.changePassword.
 */
export const profileEndpoints = {
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/api/common/user/avatar',
    access: 'signedIn',
    tags: ['user'],
    description:
      'Body: the image bytes (PNG, JPEG or WebP, at most 1 MB), Content-Type application/octet-stream or the image type.',
    headers: z.object({ 'content-type': z.string().optional() }),
    upload: 'raw',
    response: currentUser,
  }),
};
