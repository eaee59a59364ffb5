// The entry of a background worker thread (worker-pool.ts). A worker thread does not inherit the
// TypeScript loader of its parent (`node --import tsx`, vitest), so it registers tsx itself and
// then loads the TypeScript tasks module; this works the same under `npm start`, `npm run dev`,
// vitest and the bench.
import { register } from 'tsx/esm/api';

register();
await import('./worker-tasks.ts');
