import { endpoint } from '../../api/endpoint.ts';
import { idParams } from '../common/list-query.ts';
import { ROLE_SETS } from '../../role-sets.ts';
import { importDetail, importList, importRecord, templateQuery, uploadHeaders } from './roster-import.ts';

const tags = ['data-migration'] as const;
/** hr and admin move an office's rosters and timesheets in (issue #32). */
const IMPORTERS = ROLE_SETS.hrDecisions;
/**
 * The product menu shows Data Migration to managers too (docs/product/roles.md#menus): they see the imports and their previews
 * (no personal data: rows are named by line, column and reason), but never upload, download the
 * files (which hold NRIC/FINs), commit or roll back.
 */
const READERS = ROLE_SETS.people;

/** Roster and timesheet import (docs/product/sections.md#data-migration). */
export const dataMigrationEndpoints = {
  template: endpoint({
    method: 'GET',
    path: '/api/data-migration/roster-import/template',
    access: IMPORTERS,
    tags,
    query: templateQuery,
    answer: 'file',
    summary: 'The template (XLSX with an explanation sheet, or CSV) with one example row',
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/data-migration/roster-imports',
    access: READERS,
    tags,
    response: importList,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/data-migration/roster-imports/:id',
    access: READERS,
    tags,
    params: idParams,
    response: importDetail,
  }),
  /**
   * The file's bytes as the body (XLSX or CSV, at most 20 MB and 50,000 rows; the content decides
   * what it is). Answers at once; the rows are checked in the background (poll `get`). Nothing is
   * written to the rosters.
   */
  upload: endpoint({
    method: 'POST',
    path: '/api/data-migration/roster-imports',
    access: IMPORTERS,
    tags,
    headers: uploadHeaders,
    upload: 'raw',
    response: importRecord,
    status: 202,
  }),
  errorFile: endpoint({
    method: 'GET',
    path: '/api/data-migration/roster-imports/:id/errors',
    access: IMPORTERS,
    tags,
    params: idParams,
    answer: 'file',
    summary: 'The uploaded file with an added "error" column',
  }),
  commit: endpoint({
    method: 'POST',
    path: '/api/data-migration/roster-imports/:id/commit',
    access: IMPORTERS,
    tags,
    params: idParams,
    response: importRecord,
    status: 202,
    summary: 'Writes a checked import without errors in one transaction (in the background; poll `get`)',
  }),
  rollback: endpoint({
    method: 'POST',
    path: '/api/data-migration/roster-imports/:id/rollback',
    access: IMPORTERS,
    tags,
    params: idParams,
    response: importRecord,
    summary: 'Undoes a committed import as a whole, while nothing after it depends on it',
  }),
};
