/** What other features may use from pay (eslint.config.js: features import each other only through index.ts). */
export { WorkerPayPanel } from './worker-pay-panel.tsx';
