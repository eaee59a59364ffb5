// The entry of a worker thread of worker-pool.ts. A worker thread does not inherit the TypeScript
// loader of its parent (`node --import tsx`, vitest), so it registers tsx itself and then loads
// the TypeScript worker module; this works the same under `npm start`, `npm run dev`, vitest and
// the bench.
import { register } from 'tsx/esm/api';

register();
await import('./pool-worker.ts');
