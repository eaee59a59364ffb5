import { endpoint } from '../../../api/endpoint.ts';
import { ROLE_SETS } from '../../../role-sets.ts';
import { iconSet, iconShapes, shapesQuery, type IconSetId } from './icons.ts';

const tags = ['icons'] as const;
/** Staff only (any staff role): the browse page is for staff editing shortcuts. */
const STAFF = ROLE_SETS.everyone;
const set = <P extends `/api/ui/icons/${string}`>(path: P) =>
  endpoint({ method: 'GET', path, access: STAFF, tags, response: iconSet });

/** GET api/ui/icons/<set> (docs/product/template-apps.md#icons): the seven icon sets, by their path segment (ICON_SETS). */
export const iconEndpoints = {
  feather: set('/api/ui/icons/feather'),
  'heroicons-outline': set('/api/ui/icons/heroicons-outline'),
  'heroicons-solid': set('/api/ui/icons/heroicons-solid'),
  'heroicons-mini': set('/api/ui/icons/heroicons-mini'),
  'material-solid': set('/api/ui/icons/material-solid'),
  'material-outline': set('/api/ui/icons/material-outline'),
  'material-twotone': set('/api/ui/icons/material-twotone'),
} satisfies Record<IconSetId, unknown>;

/** The drawings of a set the web renders: each icon's SVG elements (from the installed @mui/icons-material). */
export const iconShapeEndpoints = {
  shapes: endpoint({
    method: 'GET',
    path: '/api/ui/icons/shapes',
    access: STAFF,
    tags,
    query: shapesQuery,
    response: iconShapes,
  }),
};
