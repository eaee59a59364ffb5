import type { FastifyInstance } from 'fastify';
import { LOCATION_COLUMNS, type LocationListRow } from '@wf/shared/contracts/locations/locations';
import { locationEndpoints as e } from '@wf/shared/contracts/locations/endpoints';
import { routes } from '../../http/route.ts';
import { chooseColumns, sendExport, type ExportColumn } from '../../http/table-export.ts';
import * as svc from './location-service.ts';

const NUMBER_COLUMNS = new Set(['lat', 'lng', 'geofenceRadiusM']);
const EXPORT_COLUMNS: ExportColumn<LocationListRow>[] = (
  Object.keys(LOCATION_COLUMNS) as (keyof typeof LOCATION_COLUMNS)[]
).map((key) => ({
  key,
  label: LOCATION_COLUMNS[key],
  kind: NUMBER_COLUMNS.has(key) ? 'number' : 'text',
}));

/** Project locations (docs/product/sections.md#project-locations): the handlers of `locationEndpoints`. */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  routes(app, e, {
    list: (req) => svc.listLocations(app.db, req.query),
    export: async (req, reply) => {
      const rows = await svc.exportLocations(app.db, req.query);
      return sendExport(
        reply,
        req.query.format,
        'project-locations',
        chooseColumns(EXPORT_COLUMNS, req.query.columns),
        rows,
      );
    },
    get: (req) => svc.getLocation(app.db, req.params.id),
    create: (req) => svc.createLocation(app.db, req.user.id, req.body),
    update: (req) => svc.updateLocation(app.db, req.user.id, req.params.id, req.body),
    archive: (req) => svc.setLocationArchived(app.db, req.user.id, req.params.id, true),
    unarchive: (req) => svc.setLocationArchived(app.db, req.user.id, req.params.id, false),
    remove: async (req) => {
      await svc.deleteLocation(app.db, req.user.id, req.params.id);
      return { ok: true as const };
    },
  });
}
