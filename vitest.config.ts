import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Every project starts its files on the clock TEST_NOW asks for (none: the real clock).
const clockSetup = fileURLToPath(new URL('./vitest.clock-setup.ts', import.meta.url));

/** The server's test files that measure time (see the server-timed project below). */
const TIMED = [
  'src/modules/registration/contract-pool.test.ts',
  'src/modules/registration/registration-hostile.test.ts',
  'src/modules/health/health.test.ts',
  'src/modules/health/database-health.test.ts',
  'src/http/file-content.test.ts',
  'src/process-guards.test.ts',
  'src/shutdown.test.ts',
];

/**
 * Files the caller leaves out of both server projects (paths from apps/server, comma-separated):
 * `npm test`'s awkward-day step runs everything but the API suite this way. A project's own
 * `exclude` takes the place of the command line's --exclude, so it is read here.
 */
const LEFT_OUT = (process.env.WF_TEST_EXCLUDE ?? '').split(',').filter(Boolean);

const server = {
  root: './apps/server',
  include: ['src/**/*.test.ts'],
  environment: 'node',
  setupFiles: [clockSetup],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // Each file builds its own app and database; sharing the module graph saves ~60% of the run.
  isolate: false,
} as const;

export default defineConfig({
  test: {
    // One test file per core. Vitest's default (cores - 1) leaves half of a 2-core runner idle: its
    // main process only collects results, and the API files spend their time in PGlite, in-process.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [clockSetup],
        },
      },
      { test: { ...server, name: 'server', exclude: [...TIMED, ...LEFT_OUT] } },
      // Files that time something (a timer's lag while work runs elsewhere, a deadline, a shutdown)
      // run after everything else, one at a time: on a 2-core runner a second file beside them
      // would take the core they measure.
      {
        test: { ...server, name: 'server-timed', include: TIMED, exclude: LEFT_OUT, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [clockSetup, './src/test-setup.ts'],
          // Most of a component test file's time is importing React, MUI and the app once more:
          // files share one module graph per worker (the setup file cleans the DOM and storage).
          isolate: false,
          // Component tests render MUI in jsdom: seconds each on a busy 2-core machine.
          testTimeout: 15_000,
          // Where the catalogues are (the setup builds the English one; jsdom has no file URLs).
          env: { WF_WEB_SRC: fileURLToPath(new URL('./apps/web/src', import.meta.url)) },
        },
      },
    ],
  },
});
