import type { z } from 'zod';
import { endpoint } from '../../api/endpoint.ts';
import type { Access } from '../../permissions.ts';
import { idParams, okReply } from './list-query.ts';

/**
 * The endpoints every archivable record section has (clients, projects, project locations), each
 * defined once here: list and export at `path`, then get, create, update, archive, unarchive and
 * delete of one record at `path/:id`. Readers list and read; editors change.
 */
export function recordEndpoints<
  const S extends string,
  const T extends readonly string[],
  const R extends Access,
  const W extends Access,
  LQ extends z.ZodType,
  EQ extends z.ZodType,
  LP extends z.ZodType,
  D extends z.ZodType,
  B extends z.ZodType,
  U extends z.ZodType = B,
>(r: {
  path: `/api/${S}`;
  tags: T;
  readers: R;
  editors: W;
  listQuery: LQ;
  exportQuery: EQ;
  listPage: LP;
  detail: D;
  body: B;
  /** The update's body when it differs from the create's (e.g. carries the version the form read). */
  updateBody?: U;
}) {
  const { path, tags, readers, editors, detail, body } = r;
  const updateBody = (r.updateBody ?? body) as U;
  const one = `${path}/:id` as const;
  return {
    list: endpoint({ method: 'GET', path, access: readers, tags, query: r.listQuery, response: r.listPage }),
    export: endpoint({ method: 'GET', path: `${path}/export`, access: readers, tags, query: r.exportQuery, answer: 'file' }),
    get: endpoint({ method: 'GET', path: one, access: readers, tags, params: idParams, response: detail }),
    create: endpoint({ method: 'POST', path, access: editors, tags, body, response: detail, status: 201 }),
    update: endpoint({ method: 'PUT', path: one, access: editors, tags, params: idParams, body: updateBody, response: detail }),
    archive: endpoint({ method: 'POST', path: `${one}/archive`, access: editors, tags, params: idParams, response: detail }),
    unarchive: endpoint({ method: 'POST', path: `${one}/unarchive`, access: editors, tags, params: idParams, response: detail }),
    remove: endpoint({ method: 'DELETE', path: one, access: editors, tags, params: idParams, response: okReply }),
  };
}
