/** What other features may use from workers (eslint.config.js: features import each other only through index.ts). */
export { LIST_OF as WORKER_LIST_OF } from './labels.ts';
