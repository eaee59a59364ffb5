import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, okReply } from '@wf/shared/contracts/common/list-query';
import {
  LOCATION_COLUMNS,
  locationBody,
  locationDetail,
  locationExportQuery,
  locationListPage,
  locationListQuery,
  type LocationListRow,
} from '@wf/shared/contracts/locations/locations';
import { chooseColumns, sendExport, type ExportColumn } from '../../http/table-export.ts';
import * as svc from './location-service.ts';

const tags = ['project-locations'];
const NUMBER_COLUMNS = new Set(['lat', 'lng', 'geofenceRadiusM']);
const EXPORT_COLUMNS: ExportColumn<LocationListRow>[] = (
  Object.keys(LOCATION_COLUMNS) as (keyof typeof LOCATION_COLUMNS)[]
).map((key) => ({
  key,
  label: LOCATION_COLUMNS[key],
  kind: NUMBER_COLUMNS.has(key) ? 'number' : 'text',
}));

/** Project locations (management.md, Project location). */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/project-locations',
    { schema: { tags, querystring: locationListQuery, response: { 200: locationListPage } } },
    (req) => svc.listLocations(app.db, req.query),
  );
  r.get('/api/project-locations/export', { schema: { tags, querystring: locationExportQuery } }, async (req, reply) => {
    const rows = await svc.exportLocations(app.db, req.query);
    return sendExport(
      reply,
      req.query.format,
      'project-locations',
      chooseColumns(EXPORT_COLUMNS, req.query.columns),
      rows,
    );
  });
  r.get(
    '/api/project-locations/:id',
    { schema: { tags, params: idParams, response: { 200: locationDetail } } },
    (req) => svc.getLocation(app.db, req.params.id),
  );
  r.post(
    '/api/project-locations',
    { schema: { tags, body: locationBody, response: { 201: locationDetail } } },
    async (req, reply) => {
      const l = await svc.createLocation(app.db, req.user!.id, req.body);
      return reply.status(201).send(l);
    },
  );
  r.put(
    '/api/project-locations/:id',
    { schema: { tags, params: idParams, body: locationBody, response: { 200: locationDetail } } },
    (req) => svc.updateLocation(app.db, req.user!.id, req.params.id, req.body),
  );
  r.post(
    '/api/project-locations/:id/archive',
    { schema: { tags, params: idParams, response: { 200: locationDetail } } },
    (req) => svc.setLocationArchived(app.db, req.user!.id, req.params.id, true),
  );
  r.post(
    '/api/project-locations/:id/unarchive',
    { schema: { tags, params: idParams, response: { 200: locationDetail } } },
    (req) => svc.setLocationArchived(app.db, req.user!.id, req.params.id, false),
  );
  r.delete(
    '/api/project-locations/:id',
    { schema: { tags, params: idParams, response: { 200: okReply } } },
    async (req) => {
      await svc.deleteLocation(app.db, req.user!.id, req.params.id);
      return { ok: true as const };
    },
  );
}
