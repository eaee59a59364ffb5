import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ensureFirstAdmin, seedDemoStaff } from './staff.ts';
import { loadModules, seedOrder } from '../modules/registry.ts';

/**
 * Seeds what the configuration asks for. Demo data goes in only in the embedded default or with
 * SEED_DEMO=1, and every step is idempotent so a restart changes nothing.
 * The staff accounts come first; then each module's seed step (modules/<name>/module.ts), each
 * after the modules it names.
 */
export type SeedStep = { name: string; run(database: Database): Promise<void> };
export async function demoSteps(): Promise<SeedStep[]> {
  const modules = seedOrder(await loadModules());
  return [
    { name: 'staff', run: (d) => seedDemoStaff(d.db) },
    ...modules.map((m) => ({ name: m.name, run: (d: Database) => m.seed!.run(d) })),
  ];
}

export async function seed(config: Config, database: Database): Promise<{ demo: boolean; firstAdmin: boolean }> {
  let firstAdmin = false;
  if (config.adminEmail && config.adminPassword) {
    firstAdmin = await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);
  }
  if (config.seedDemo) {
    for (const step of await demoSteps()) await step.run(database);
  }
  return { demo: config.seedDemo, firstAdmin };
}
