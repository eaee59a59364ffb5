import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { projects } from './projects.ts';
import { timestamps } from '../timestamps.ts';

/** A project's work sites (docs/product/sections.md#project-locations). */
export const projectLocations = pgTable(
  'project_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The address search selection as chosen. */
    address: jsonb('address').notNull(),
    formattedAddress: text('formatted_address').notNull(),
    postalCode: text('postal_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    geofenceRadiusM: integer('geofence_radius_m').notNull().default(200),
    siteContactName: text('site_contact_name'),
    siteContactPhone: text('site_contact_phone'),
    reportingInstructions: text('reporting_instructions'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('project_locations_project_idx').on(t.projectId),
    index('project_locations_postal_idx').on(t.postalCode),
    check('project_locations_radius_ck', sql`${t.geofenceRadiusM} between 10 and 5000`),
  ],
);
