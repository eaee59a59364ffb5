/** The reports module's public surface (other modules import only this file). */
export { buildReport, PAY_SQL, shiftSource, type ReportScope } from './report-service.ts';
