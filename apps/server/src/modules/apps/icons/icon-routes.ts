import type { FastifyInstance } from 'fastify';
import { iconEndpoints, iconShapeEndpoints } from '@wf/shared/contracts/apps/icons/endpoints';
import { routes } from '../../../http/route.ts';
import { iconSet, iconShapes } from './icon-service.ts';

/** The icon sets (docs/product/template-apps.md#icons) and the drawings of the sets the web renders. */
export async function iconRoutes(app: FastifyInstance): Promise<void> {
  routes(app, iconEndpoints, {
    feather: () => iconSet('feather'),
    'heroicons-outline': () => iconSet('heroicons-outline'),
    'heroicons-solid': () => iconSet('heroicons-solid'),
    'heroicons-mini': () => iconSet('heroicons-mini'),
    'material-solid': () => iconSet('material-solid'),
    'material-outline': () => iconSet('material-outline'),
    'material-twotone': () => iconSet('material-twotone'),
  });
  routes(app, iconShapeEndpoints, { shapes: (req) => iconShapes(req.query.set) });
}
