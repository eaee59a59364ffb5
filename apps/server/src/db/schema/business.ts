import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { bytea } from './workers.ts';

/**
 * The business that runs the app (issue 13, item 17): one row. Its name and UEN name the Company
 * in the contract; name, logo and contact show on the public registration.
 */
export const businessProfile = pgTable(
  'business_profile',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull().default(''),
    uen: text('uen').notNull().default(''),
    address: text('address').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    /** The logo's bytes (database storage), or null when an object store keeps them under logoStorageKey. */
    logoData: bytea('logo_data'),
    logoStorageKey: text('logo_storage_key'),
    logoMime: text('logo_mime'),
    /** Goes up with every new logo: the public URL carries it, so a cached old logo is never shown. */
    logoVersion: integer('logo_version').notNull().default(0),
    /**
     * A one-person office (issue #26): one person may approve two stages of the same adjustment or pay
     * run. Off by default; turning it on or off is audited.
     */
    singleApproverOffice: boolean('single_approver_office').notNull().default(false),
    /** GST-registered (issue #28): billing statements add GST at gstRateBasisPoints (900 = 9%, the 2026 rate). */
    gstRegistered: boolean('gst_registered').notNull().default(false),
    gstRateBasisPoints: integer('gst_rate_basis_points').notNull().default(900),
    /** Optimistic version: a save names the version it read (409 when someone saved in between). */
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('business_profile_one_row_ck', sql`${t.id} = 1`), check('business_profile_gst_rate_ck', sql`${t.gstRateBasisPoints} between 0 and 10000`)],
);
