import { sql, type SQL } from 'drizzle-orm';
import type { FileManagerKind } from '@wf/shared/contracts/apps/file-manager/file-manager';
import { FROZEN_PAY_RUN_STATUSES } from '@wf/shared/domain/pay/pay-run';
import type { WorkerFileKind } from '@wf/shared/enums/workers';
import {
  certificateTypes,
  payRunLines,
  payRuns,
  rosterImports,
  users,
  workerCertificates,
  workerFiles,
  workers,
} from '../../../db/schema/index.ts';
import { sqlLiteral } from '../../../db/enum-column.ts';

/**
 * The documents the system holds, one SQL row source per kind with the same columns: id, owner_id,
 * owner_name (the worker; null for imports, which have no owner folders), name, created_by,
 * created_at, modified_at (ISO text), bytes, mime, description, and a/b (what the download route
 * takes). Read straight from the owning sections' tables; nothing is copied.
 */
const iso = (col: unknown) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A worker file's description in the listing, by its kind (WORKER_FILE_KIND). */
const FILE_DESCRIPTIONS: Record<WorkerFileKind, string> = {
  certificate: 'Certificate uploaded at registration',
  signature: 'Signature',
  contract: 'Signed contract',
  consent: 'Parental consent',
  other: 'Other document',
};
const fileDescriptionWhens = Object.entries(FILE_DESCRIPTIONS)
  .map(([kind, text]) => `when ${sqlLiteral(kind)} then ${sqlLiteral(text)}`)
  .join(' ');

const workerFileRows = (where: SQL) => sql`
  select ${workerFiles.id}::text as id, ${workers.id}::text as owner_id, ${workers.name} as owner_name,
    ${workerFiles.fileName} as name, ${users.name} as created_by,
    ${iso(workerFiles.createdAt)} as created_at, ${iso(workerFiles.createdAt)} as modified_at,
    ${workerFiles.size} as bytes, ${workerFiles.mimeType} as mime,
    case ${workerFiles.kind} ${sql.raw(fileDescriptionWhens)} end as description,
    ${workers.id}::text as a, ${workerFiles.id}::text as b
  from ${workerFiles} join ${workers} on ${workers.id} = ${workerFiles.workerId}
  left join ${users} on ${users.id} = ${workerFiles.uploadedBy}
  where ${where}`;

const frozen = sql.join(
  FROZEN_PAY_RUN_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

export const KIND_ROWS: Record<FileManagerKind, SQL> = {
  'worker-documents': workerFileRows(sql`${workerFiles.kind} <> 'contract'`),
  contracts: workerFileRows(sql`${workerFiles.kind} = 'contract'`),
  certificates: sql`
    select ${workerCertificates.id}::text as id, ${workers.id}::text as owner_id, ${workers.name} as owner_name,
      ${workerCertificates.fileName} as name, ${users.name} as created_by,
      ${iso(workerCertificates.createdAt)} as created_at, ${iso(workerCertificates.updatedAt)} as modified_at,
      ${workerCertificates.fileSize} as bytes, ${workerCertificates.fileMime} as mime,
      ${certificateTypes.name} as description, ${workerCertificates.id}::text as a, null::text as b
    from ${workerCertificates} join ${workers} on ${workers.id} = ${workerCertificates.workerId}
    join ${certificateTypes} on ${certificateTypes.id} = ${workerCertificates.typeId}
    left join ${users} on ${users.id} = ${workerCertificates.createdBy}
    where ${workerCertificates.fileName} is not null
      and (${workerCertificates.fileData} is not null or ${workerCertificates.fileStorageKey} is not null)`,
  payslips: sql`
    select ${payRunLines.id}::text as id, ${payRunLines.workerId}::text as owner_id, ${workers.name} as owner_name,
      'payslip-' || ${payRuns.periodStart}::text || '-' || ${payRuns.periodEnd}::text || '.pdf' as name,
      ${users.name} as created_by,
      ${iso(sql`coalesce(${payRuns.hrConfirmedAt}, ${payRuns.generatedAt})`)} as created_at,
      ${iso(sql`coalesce(${payRuns.paidAt}, ${payRuns.financeApprovedAt}, ${payRuns.hrConfirmedAt}, ${payRuns.generatedAt})`)} as modified_at,
      null::int as bytes, 'application/pdf' as mime,
      initcap(${payRuns.frequency}) || ' pay run ' || ${payRuns.periodStart}::text || ' to ' || ${payRuns.periodEnd}::text as description,
      ${payRuns.id}::text as a, ${payRunLines.workerId}::text as b
    from ${payRunLines} join ${payRuns} on ${payRuns.id} = ${payRunLines.runId}
    join ${workers} on ${workers.id} = ${payRunLines.workerId}
    left join ${users} on ${users.id} = ${payRuns.hrConfirmedBy}
    where ${payRuns.status} in (${frozen})`,
  imports: sql`
    select ${rosterImports.id}::text as id, null::text as owner_id, null::text as owner_name,
      ${rosterImports.fileName} as name, ${users.name} as created_by,
      ${iso(rosterImports.createdAt)} as created_at,
      ${iso(sql`coalesce(${rosterImports.rolledBackAt}, ${rosterImports.committedAt}, ${rosterImports.createdAt})`)} as modified_at,
      ${rosterImports.sizeBytes} as bytes,
      case ${rosterImports.format} when 'csv' then 'text/csv'
        else 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' end as mime,
      'Roster import: ' || replace(${rosterImports.status}, '_', ' ') as description,
      ${rosterImports.id}::text as a, null::text as b
    from ${rosterImports} left join ${users} on ${users.id} = ${rosterImports.createdBy}`,
};

/** Kinds whose files sit in one folder per worker; the others list their files in the kind's folder. */
export const KINDS_WITH_OWNERS: ReadonlySet<FileManagerKind> = new Set([
  'worker-documents',
  'contracts',
  'certificates',
  'payslips',
]);

/** The English name and description of each kind's folder (the page words them in its language). */
export const KIND_FOLDERS: Record<FileManagerKind, { name: string; description: string }> = {
  'worker-documents': {
    name: 'Worker documents',
    description: 'Documents applicants and workers gave: certificates, signatures, consents',
  },
  contracts: { name: 'Contracts', description: "Each worker's signed contract (prints the full ID number)" },
  certificates: { name: 'Certificates', description: "Workers' certificate records with their files" },
  payslips: { name: 'Payslips', description: 'Payslips of pay runs from hr confirmation on' },
  imports: { name: 'Import files', description: 'Roster and timesheet files uploaded in Data Migration' },
};

export type KindRow = {
  id: string;
  owner_id: string | null;
  owner_name: string | null;
  name: string;
  created_by: string | null;
  created_at: string;
  modified_at: string;
  bytes: number | null;
  mime: string | null;
  description: string | null;
  a: string;
  b: string | null;
};
