/** What other features may use from pay-runs (eslint.config.js: features import each other only through index.ts). */
export { WorkerPayslips } from './worker-payslips.tsx';
