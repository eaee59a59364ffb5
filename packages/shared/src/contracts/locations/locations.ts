import { z } from 'zod';
import { addressSelection } from '../address/address.ts';
import {
  archivedField,
  optionalText,
  phoneField,
  requiredText,
  searchField,
  listQueries,
  pageOf,
  sortFields,
} from '../common/list-query.ts';

export const DEFAULT_GEOFENCE_RADIUS_M = 200;

/** POST /api/project-locations and PUT /api/project-locations/:id */
export const locationBody = z.object({
  projectId: z.uuid('validation.required'),
  name: requiredText(200),
  address: addressSelection,
  geofenceRadiusM: z.coerce
    .number({ error: 'validation.required' })
    .int('validation.invalid')
    .min(10, 'validation.min')
    .max(5000, 'validation.max')
    .default(DEFAULT_GEOFENCE_RADIUS_M),
  siteContactName: optionalText(120),
  siteContactPhone: phoneField,
  reportingInstructions: optionalText(2000),
});
export type LocationBody = z.output<typeof locationBody>;
export type LocationBodyInput = z.input<typeof locationBody>;

export const LOCATION_SORT_FIELDS = [
  'name',
  'projectCode',
  'projectName',
  'clientName',
  'postalCode',
  'geofenceRadiusM',
  'createdAt',
] as const;

export const LOCATION_COLUMNS = {
  name: 'Location',
  projectCode: 'Project code',
  projectName: 'Project',
  clientName: 'Client',
  formattedAddress: 'Address',
  postalCode: 'Postal code',
  lat: 'Latitude',
  lng: 'Longitude',
  geofenceRadiusM: 'Geofence (m)',
  siteContactName: 'Site contact',
  siteContactPhone: 'Site phone',
  archived: 'Archived',
  createdAt: 'Created',
} as const;
export type LocationColumn = keyof typeof LOCATION_COLUMNS;
export const LOCATION_COLUMN_KEYS = Object.keys(LOCATION_COLUMNS) as LocationColumn[];

const locationFilterFields = {
  ...sortFields(LOCATION_SORT_FIELDS, 'name', 'asc'),
  search: searchField,
  projectId: z.uuid('validation.invalid').optional(),
  clientId: z.uuid('validation.invalid').optional(),
  archived: archivedField,
};
const locationQueries = listQueries(locationFilterFields, LOCATION_COLUMN_KEYS);
export const locationListQuery = locationQueries.list;
export type LocationListQuery = z.input<typeof locationListQuery>;
export const locationExportQuery = locationQueries.export;
export type LocationExportQuery = z.input<typeof locationExportQuery>;

export const locationListRow = z.object({
  id: z.string(),
  name: z.string(),
  projectId: z.string(),
  projectCode: z.string(),
  projectName: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  formattedAddress: z.string(),
  postalCode: z.string(),
  lat: z.number(),
  lng: z.number(),
  geofenceRadiusM: z.number(),
  siteContactName: z.string().nullable(),
  siteContactPhone: z.string().nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type LocationListRow = z.infer<typeof locationListRow>;

export const locationListPage = pageOf(locationListRow);
export type LocationListPage = z.infer<typeof locationListPage>;

/** GET /api/project-locations/:id */
export const locationDetail = locationListRow.extend({
  address: z.record(z.string(), z.unknown()),
  reportingInstructions: z.string().nullable(),
  archivedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type LocationDetail = z.infer<typeof locationDetail>;
