/** What other features may use from the inventory: the worker page's section. */
export { WorkerItems } from './worker-items.tsx';
