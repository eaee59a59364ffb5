import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Every project starts its files on the clock TEST_NOW asks for (none: the real clock).
const clockSetup = fileURLToPath(new URL('./vitest.clock-setup.ts', import.meta.url));

export default defineConfig({
  test: {
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
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [clockSetup],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each file builds its own app and database; sharing the module graph saves ~60% of the run.
          isolate: false,
        },
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
