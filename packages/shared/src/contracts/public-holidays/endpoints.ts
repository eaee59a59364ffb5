import { z } from 'zod';
import { endpoint } from '../../api/endpoint.ts';
import { idParams, okReply } from '../common/list-query.ts';
import { ROLE_SETS } from '../../role-sets.ts';
import {
  holidayBetween,
  holidayBetweenQuery,
  holidayBody,
  holidayExportQuery,
  holidayImportBody,
  holidayImportPreview,
  holidayImportResult,
  holidayList,
  holidayListQuery,
  holidayRow,
} from './public-holidays.ts';

const tags = ['public-holidays'] as const;
/** Every staff role reads the holidays (rosters and pay use them). */
const READERS = ROLE_SETS.everyone;
/** hr and admin keep the list. */
const EDITORS = ROLE_SETS.hrDecisions;

/** Public holidays (docs/product/sections.md#settings): list by year, export, create, edit, delete, import. */
export const publicHolidayEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/public-holidays',
    access: READERS,
    tags,
    query: holidayListQuery,
    response: holidayList,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/public-holidays/export',
    access: READERS,
    tags,
    query: holidayExportQuery,
    answer: 'file',
  }),
  between: endpoint({
    method: 'GET',
    path: '/api/public-holidays/between',
    access: READERS,
    tags,
    query: holidayBetweenQuery,
    response: holidayBetween,
    summary: 'Holidays from one date to another, both included',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/public-holidays',
    access: EDITORS,
    tags,
    body: holidayBody,
    response: holidayRow,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/public-holidays/:id',
    access: EDITORS,
    tags,
    params: idParams,
    body: holidayBody,
    response: holidayRow,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/public-holidays/:id',
    access: EDITORS,
    tags,
    params: idParams,
    response: okReply,
  }),
  /**
   * The file's bytes as the body (a CSV with columns date,name, or an iCalendar .ics file; at most
   * 256 KB); the content decides which. Nothing is written.
   */
  importPreview: endpoint({
    method: 'POST',
    path: '/api/public-holidays/import/preview',
    access: EDITORS,
    tags,
    headers: z.object({ 'content-type': z.string().optional() }),
    upload: 'raw',
    response: holidayImportPreview,
  }),
  importApply: endpoint({
    method: 'POST',
    path: '/api/public-holidays/import',
    access: EDITORS,
    tags,
    body: holidayImportBody,
    response: holidayImportResult,
  }),
};
