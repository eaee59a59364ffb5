import type { FastifyInstance } from 'fastify';
import type { Database, DbOrTx } from '../db/client.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PeriodicJob } from '../jobs/periodic.ts';
import type { SectionSearch } from './search-provider.ts';

/**
 * What a server module brings, in one descriptor (`modules/<name>/module.ts` exports `module`):
 * its routes, its demo seed step, its periodic jobs, what global search finds in it, the columns
 * holding storage keys. app.ts, the seed, main.ts, the search and the storage sweep iterate over
 * the descriptors found by modules/registry.ts, so a new section touches no central file.
 * Its endpoints are defined in `@wf/shared/contracts/<name>/endpoints.ts`; its tables in
 * `db/schema/<name>.ts`. docs/ARCHITECTURE.md, "Adding a section".
 */
export interface ServerModule {
  /** The folder name. */
  name: string;
  /** Registers the module's routes (each from its shared endpoint definition). */
  routes?: (app: FastifyInstance) => PromiseLike<unknown>;
  /** Demo data (idempotent): runs after the steps of the modules named in `after`. */
  seed?: SeedStep;
  /** Background jobs, started by main.ts on every instance. */
  jobs?: (app: FastifyInstance) => PeriodicJob<object>[];
  /** What global search finds in this section: record groups and tasks (search-provider.ts). */
  search?: SectionSearch;
  /** Its columns that hold a file's storage key: an object no row of them names is deleted (storage/references.ts). */
  storageKeys?: readonly PgColumn[];
  /**
   * The current name of a record its audit entries name, by entity type: a scalar subquery for the
   * entry's entity id (text); the audit log shows it (modules/admin/audit-service.ts). `recordName`
   * makes the usual one.
   */
  auditNames?: Readonly<Record<string, AuditName>>;
  /**
   * Tasks due for a staff user by `day` (Singapore; due then or before, not completed): the project
   * dashboard's "tasks due" (modules/reports/project-dashboard-service.ts). The tasks app provides it
   * (issue #33); without a provider the dashboard answers null.
   */
  tasksDue?: TasksDue;
}

/** The caller's tasks due by `day` and how many of them are overdue (due before it), with the page that lists them. */
export type TasksDue = (db: DbOrTx, user: { id: string; role: string }, day: string) => Promise<{ count: number; overdue: number; link: string }>;

/** A record's current name for an audit entry's entity id (text), as a scalar subquery. */
export type AuditName = (entityId: SQL) => SQL;

/** The name column of the row whose id column is the entity id. */
export const recordName =
  (id: PgColumn, name: PgColumn): AuditName =>
  (entityId) =>
    sql`(select ${name} from ${id.table} where ${id}::text = ${entityId})`;

export type SeedStep = {
  /** Module names whose demo data this step needs first. */
  after?: readonly string[];
  run(database: Database): Promise<void>;
};

export function defineModule(m: ServerModule): ServerModule {
  return m;
}
