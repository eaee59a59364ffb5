import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openPglite, openPostgres } from './db/client.ts';
import { redactError } from './http/log-redaction.ts';
import { seed } from './seed/seed.ts';
import { DEMO_PASSWORD, DEMO_STAFF } from './seed/staff.ts';
import { loadModules } from './modules/registry.ts';
import { acrossInstances, startPeriodicJob } from './jobs/periodic.ts';
import { shutdown } from './shutdown.ts';
import { armHardExit, dropBrokenPipes, hardExitAfterMs } from './process-guards.ts';
import { orphanSweepJob } from './storage/references.ts';

async function main(): Promise<void> {
  dropBrokenPipes();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = performance.now();
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, 10, config.pgTimeouts)
    : await openPglite(config.dataDir);
  await database.migrate();
  const seeded = await seed(config, database);
  // The log goes through process.stdout, whose broken-pipe errors are dropped (not pino's own fd writer).
  const app = await buildApp({ config, database, logStream: process.stdout });
  app.mailer.startPolling();
  // Every module's periodic jobs (modules/<name>/module.ts), run once across the instances.
  const stopJobs = (await loadModules()).flatMap((m) =>
    (m.jobs?.(app) ?? []).map((job) => startPeriodicJob(app.log, acrossInstances(database, job))),
  );
  // Objects of replaced files that could not be removed at once (S3 storage).
  if (app.files.store) stopJobs.push(startPeriodicJob(app.log, acrossInstances(database, orphanSweepJob(app.db, app.files))));
  await app.listen({ port: config.port, host: config.host });
  void app.mailer.kick();

  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const lines = [
    '',
    `  Workforce is running at ${url}  (${Math.round(performance.now() - started)} ms to ready)`,
    `  Database: ${database.driver === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.docsEnabled) lines.push(`  API docs: ${url}/api/docs`);
  if (seeded.demo) {
    lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const s of DEMO_STAFF) lines.push(`    ${s.role.padEnd(8)} ${s.email}`);
  }
  if (seeded.firstAdmin) lines.push(`  First admin created: ${config.adminEmail}`);
  lines.push(`  Registration form: ${url}/register/part-timer`, '');
  console.log(lines.join('\n'));

  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return; // a second signal does not start a second shutdown
    stopping = true;
    armHardExit(hardExitAfterMs(config.shutdownTimeoutMs));
    app.log.info(`${signal}: shutting down (waiting up to ${config.shutdownTimeoutMs} ms for requests)`);
    void shutdown({ app, database, stopJobs, timeoutMs: config.shutdownTimeoutMs }).then((code) => process.exit(code));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((err) => {
  console.error('Start-up failed:', redactError(err));
  process.exit(1);
});
