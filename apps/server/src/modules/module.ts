import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { PeriodicJob } from '../jobs/periodic.ts';

/**
 * What a server module brings, in one descriptor (`modules/<name>/module.ts` exports `module`):
 * its routes, its demo seed step, its periodic jobs. app.ts, the seed and main.ts iterate over
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
}

export type SeedStep = {
  /** Module names whose demo data this step needs first. */
  after?: readonly string[];
  run(database: Database): Promise<void>;
};

export function defineModule(m: ServerModule): ServerModule {
  return m;
}
