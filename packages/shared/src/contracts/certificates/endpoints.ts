import { z } from 'zod';
import { endpoint } from '../../api/endpoint.ts';
import { idParams, okReply } from '../common/list-query.ts';
import {
  certificateExportQuery,
  certificateListPage,
  certificateListQuery,
  certificateTypeBody,
  certificateTypeList,
  certificateTypeRow,
  workerCertificateBody,
  workerCertificateRow,
  workerCertificateUpdateBody,
  workerOptions,
  workerOptionsQuery,
} from './certificates.ts';
import { ROLE_SETS } from '../../role-sets.ts';

const tags = ['certificates'] as const;
const READERS = ROLE_SETS.people;
const TYPE_EDITORS = ROLE_SETS.operations;
const EDITORS = ROLE_SETS.people;

/** Certificate types and worker certificates (with their files). */
export const certificateEndpoints = {
  listTypes: endpoint({
    method: 'GET',
    path: '/api/certificate-types',
    access: READERS,
    tags,
    response: certificateTypeList,
  }),
  createType: endpoint({
    method: 'POST',
    path: '/api/certificate-types',
    access: TYPE_EDITORS,
    tags,
    body: certificateTypeBody,
    response: certificateTypeRow,
    status: 201,
  }),
  updateType: endpoint({
    method: 'PUT',
    path: '/api/certificate-types/:id',
    access: TYPE_EDITORS,
    tags,
    params: idParams,
    body: certificateTypeBody,
    response: certificateTypeRow,
  }),
  removeType: endpoint({
    method: 'DELETE',
    path: '/api/certificate-types/:id',
    access: TYPE_EDITORS,
    tags,
    params: idParams,
    response: okReply,
  }),

  list: endpoint({
    method: 'GET',
    path: '/api/worker-certificates',
    access: READERS,
    tags,
    query: certificateListQuery,
    response: certificateListPage,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/worker-certificates/export',
    access: READERS,
    tags,
    query: certificateExportQuery,
    answer: 'file',
  }),
  workerOptions: endpoint({
    method: 'GET',
    path: '/api/worker-certificates/worker-options',
    access: READERS,
    tags,
    query: workerOptionsQuery,
    response: workerOptions,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/worker-certificates/:id',
    access: READERS,
    tags,
    params: idParams,
    response: workerCertificateRow,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/worker-certificates',
    access: EDITORS,
    tags,
    body: workerCertificateBody,
    response: workerCertificateRow,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/worker-certificates/:id',
    access: EDITORS,
    tags,
    params: idParams,
    body: workerCertificateUpdateBody,
    response: workerCertificateRow,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/worker-certificates/:id',
    access: EDITORS,
    tags,
    params: idParams,
    response: okReply,
  }),
  verify: endpoint({
    method: 'POST',
    path: '/api/worker-certificates/:id/verify',
    access: EDITORS,
    tags,
    params: idParams,
    response: workerCertificateRow,
  }),
  /**
   * Upload: the raw file as the body (Content-Type application/pdf, image/png, image/jpeg or
   * application/octet-stream), its name in X-File-Name (URL-encoded). The content is checked.
   */
  uploadFile: endpoint({
    method: 'PUT',
    path: '/api/worker-certificates/:id/file',
    access: EDITORS,
    tags,
    params: idParams,
    headers: z.object({ 'content-type': z.string().optional(), 'x-file-name': z.string().max(300).optional() }),
    upload: 'raw',
    response: workerCertificateRow,
  }),
  /** Download (signed-in staff with access only; never a public URL). `?inline=1` to view in the browser. */
  file: endpoint({
    method: 'GET',
    path: '/api/worker-certificates/:id/file',
    access: READERS,
    tags,
    params: idParams,
    query: z.object({ inline: z.enum(['0', '1']).optional() }),
    answer: 'file',
  }),
};
