import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { ensureFirstAdmin, seedDemoStaff } from './staff.ts';
import { seedShellDemo } from '../modules/shell/shell-seed.ts';
import { seedDemoWorkers } from '../modules/workers/demo-workers.ts';
import { seedDemoRegistrations } from '../modules/registration/demo-registrations.ts';
import { seedDemoCertificates, seedDemoClients } from '../modules/clients/demo-clients.ts';

/**
 * Seeds what the configuration asks for. Demo data goes in only in the embedded default or with
 * SEED_DEMO=1, and every step is idempotent so a restart changes nothing.
 * Each feature adds its demo step to DEMO_STEPS.
 */
export type SeedStep = { name: string; run(database: Database): Promise<void> };
export const DEMO_STEPS: SeedStep[] = [
  { name: 'staff', run: (d) => seedDemoStaff(d.db) },
  { name: 'shell', run: (d) => seedShellDemo(d.db) },
  { name: 'workers', run: async (d) => void (await d.db.transaction((tx) => seedDemoWorkers(tx))) },
  { name: 'registrations', run: async (d) => void (await seedDemoRegistrations(d.db)) },
  // After the workers: certificates attach to them.
  { name: 'clients-projects', run: async (d) => void (await seedDemoClients(d.db)) },
  { name: 'certificates', run: async (d) => void (await seedDemoCertificates(d.db)) },
];

export async function seed(config: Config, database: Database): Promise<{ demo: boolean; firstAdmin: boolean }> {
  let firstAdmin = false;
  if (config.adminEmail && config.adminPassword) {
    firstAdmin = await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);
  }
  if (config.seedDemo) {
    for (const step of DEMO_STEPS) await step.run(database);
  }
  return { demo: config.seedDemo, firstAdmin };
}
