/** The reports module's public surface (other modules import only this file). */
export { buildReport, PAY_SQL, refreshRunShares, shiftSource, type ReportScope } from './report-service.ts';
