/** The audit module's public surface (other modules import only this file). */
export { auditInsert, writeAudit, type AuditEntry } from './audit.ts';
export { setArchiveState, type ArchivableTable } from './archive.ts';
export { auditDownloadOf, registerDownloadAudit, type DownloadRecord } from './downloads.ts';
