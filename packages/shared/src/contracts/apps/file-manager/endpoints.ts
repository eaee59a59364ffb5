import { endpoint } from '../../../api/endpoint.ts';
import { idParams, okReply } from '../../common/list-query.ts';
import { ROLE_SETS } from '../../../role-sets.ts';
import {
  contentQuery,
  createFolderBody,
  fileManagerItem,
  fileManagerListing,
  fileManagerQuery,
  itemIdQuery,
  updateItemBody,
  uploadHeaders,
  uploadQuery,
} from './file-manager.ts';

const tags = ['file-manager'] as const;
/**
 * Every staff role browses; each sees in it only the kinds of documents its download rules allow
 * (the workers', certificates', pay runs' and imports' own routes). Staff folders and files are
 * shared: any staff user adds them, the uploader or an admin renames and deletes.
 */
const STAFF = ROLE_SETS.everyone;

export const fileManagerEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/apps/file-manager',
    access: STAFF,
    tags,
    query: fileManagerQuery,
    response: fileManagerListing,
    summary: "A folder's folders and files, each sorted by name, and its path from the root ('null' = root)",
  }),
  createFolder: endpoint({
    method: 'POST',
    path: '/api/apps/file-manager/folder',
    access: STAFF,
    tags,
    body: createFolderBody,
    response: fileManagerItem,
    status: 201,
  }),
  updateFolder: endpoint({
    method: 'PATCH',
    path: '/api/apps/file-manager/folder',
    access: STAFF,
    tags,
    body: updateItemBody,
    response: fileManagerItem,
  }),
  deleteFolder: endpoint({
    method: 'DELETE',
    path: '/api/apps/file-manager/folder',
    access: STAFF,
    tags,
    query: itemIdQuery,
    response: okReply,
    summary: 'Deletes an empty staff folder (409 while it holds anything)',
  }),
  /** The file's bytes as the body, its name in X-File-Name (URL-encoded); the content decides its type. */
  upload: endpoint({
    method: 'POST',
    path: '/api/apps/file-manager/file',
    access: STAFF,
    tags,
    query: uploadQuery,
    headers: uploadHeaders,
    upload: 'raw',
    response: fileManagerItem,
    status: 201,
  }),
  updateFile: endpoint({
    method: 'PATCH',
    path: '/api/apps/file-manager/file',
    access: STAFF,
    tags,
    body: updateItemBody,
    response: fileManagerItem,
  }),
  deleteFile: endpoint({
    method: 'DELETE',
    path: '/api/apps/file-manager/file',
    access: STAFF,
    tags,
    query: itemIdQuery,
    response: okReply,
  }),
  /** A staff upload's bytes (`?inline=1` to view it); audited. */
  content: endpoint({
    method: 'GET',
    path: '/api/apps/file-manager/file/:id/content',
    access: STAFF,
    tags,
    params: idParams,
    query: contentQuery,
    answer: 'file',
  }),
};
