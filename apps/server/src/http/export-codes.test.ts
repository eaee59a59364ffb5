import { beforeAll, describe, expect, it } from 'vitest';
import * as labels from '@wf/shared/domain/labels';
import { ENUMS } from '@wf/shared/enums/index';
import { eq } from 'drizzle-orm';
import { shiftPayments, workers } from '../db/schema/index.ts';
import { dbLabel } from '../test/harness.ts';
import { useTestContext } from '../test/use-test-context.ts';
import { attendedShift, createSite } from '../test/sites.ts';
import { useClockAt } from '../test/clock.ts';
import { parseCsv } from '../test/csv.ts';
import { adminEndpoints } from '@wf/shared/contracts/admin/endpoints';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { adjustmentEndpoints } from '@wf/shared/contracts/pay/endpoints';
import { payRunDocumentEndpoints, payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { publicHolidayEndpoints } from '@wf/shared/contracts/public-holidays/endpoints';
import { reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';

/**
 * Issue #29 item 6: words, never codes, in what the server writes for people. Every CSV export the
 * API offers is taken as admin over a small office (a worker with attended shifts, an adjustment,
 * a discharge request, a certificate-less worker, a pay run, the audit log of it all), and no cell
 * may be one of the codes of an enumeration with labels (`@wf/shared/domain/labels`): a status, an
 * action, a day kind, a category, a role... The words those codes stand for are what a cell holds.
 */
const ctx = useTestContext(undefined, 300_000);
useClockAt('2027-04-20T02:00:00.000Z');
const { call } = ctx;

/**
 * Every code of every labelled enumeration, with where it comes from: the definitions (ENUMS,
 * decision 039) and the `*_LABELS` records not yet moved into one.
 */
function enumerationCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  const add = (name: string, words: Record<string, string>) => {
    for (const code of Object.keys(words)) {
      // A code that reads the same as its words ("UOB", "NRIC") is not a code shown instead of words.
      if (words[code] === code) continue;
      codes.set(code, name);
    }
  };
  for (const [name, value] of Object.entries(labels)) {
    if (name.endsWith('_LABELS') && typeof value === 'object' && value !== null) add(name, value as Record<string, string>);
  }
  for (const definition of ENUMS) add(definition.name, definition.labels);
  return codes;
}
const CODES = enumerationCodes();

/**
 * The words of every labelled enumeration: a cell that is one of them is words, even where another
 * enumeration has the same text as a code (the audit log's record type "worker" is
 * AUDIT_ENTITY_LABELS's word; `worker` is also a task link kind's code).
 */
const WORDS = new Set<string>([
  ...Object.entries(labels)
    .filter(([name, value]) => name.endsWith('_LABELS') && typeof value === 'object' && value !== null)
    .flatMap(([, value]) => Object.values(value as Record<string, string>)),
  ...ENUMS.flatMap((d) => Object.values<string>(d.labels)),
]);

/**
 * Where a cell is a code: one of the enumerations' codes, an audit action ("pay_run.generate": a
 * record type and a verb), or any snake_case word ("discharge_pending"), which no label is written in.
 */
function codeIn(cell: string): string | undefined {
  const text = cell.trim();
  if (WORDS.has(text)) return undefined;
  const known = CODES.get(text);
  if (known) return known;
  const dotted = /^([a-z_]+)\.[a-zA-Z_]+$/.exec(text);
  if (dotted && dotted[1]! in labels.AUDIT_ENTITY_LABELS) return 'an audit action';
  if (/^[a-z]+(?:_[a-z0-9]+)+$/.test(text)) return 'snake_case';
  return undefined;
}

/**
 * Each export as CSV (by its path, and how admin takes it) with a query that selects the walk's
 * period; the generic list exports take their defaults.
 */
const csv = { format: 'csv' } as const;
const MONTH = { from: '2027-03-01', to: '2027-03-31', ...csv };
const EXPORTS: Array<[string, () => Promise<{ statusCode: number; body: string }>]> = [
  [workerEndpoints.export.path, () => call('admin', workerEndpoints.export, { query: csv })],
  [workerEndpoints.historyExport.path, () => call('admin', workerEndpoints.historyExport, { query: csv })],
  [workerEndpoints.financeExport.path, () => call('admin', workerEndpoints.financeExport, { query: csv })],
  [certificateEndpoints.export.path, () => call('admin', certificateEndpoints.export, { query: csv })],
  [publicHolidayEndpoints.export.path, () => call('admin', publicHolidayEndpoints.export, { query: csv })],
  [adminEndpoints.auditExport.path, () => call('admin', adminEndpoints.auditExport, { query: csv })],
  [payRunEndpoints.export.path, () => call('admin', payRunEndpoints.export, { query: csv })],
  [rosterEndpoints.export.path, () => call('admin', rosterEndpoints.export, { query: MONTH })],
  [adjustmentEndpoints.export.path, () => call('admin', adjustmentEndpoints.export, { query: csv })],
  [
    reportEndpoints.export.path,
    () => call('admin', reportEndpoints.export, { query: { period: 'month', date: '2027-03-01', ...csv } }),
  ],
  [reportEndpoints.workingHoursExport.path, () => call('admin', reportEndpoints.workingHoursExport, { query: MONTH })],
  [clientEndpoints.export.path, () => call('admin', clientEndpoints.export, { query: csv })],
  [projectEndpoints.export.path, () => call('admin', projectEndpoints.export, { query: csv })],
  [locationEndpoints.export.path, () => call('admin', locationEndpoints.export, { query: csv })],
  [
    payRunDocumentEndpoints.runExport.path,
    () => call('admin', payRunDocumentEndpoints.runExport, { params: { id: runId }, query: csv }),
  ],
];

let runId = '';

beforeAll(async () => {
  const site = await createSite(call, {
    client: 'Words Only Pte Ltd',
    uen: '53777777W',
    project: 'Words kitchen',
    startDate: '2027-01-04',
    payRateCents: 1200,
    billRateCents: 1650,
    site: 'Words site',
    road: '7 Words Road',
    postal: '609607',
  });
  // Two workers: one works the month, the other asks to leave (the discharge history's row).
  const [w, leaver] = await ctx.app.db
    .insert(workers)
    .values(
      ['Words Worker', 'Words Leaver'].map((name, i) => ({
        name,
        positionApplied: 'Food Operator',
        contactNumber: `9123777${i}`,
        contactEmail: `words.${i}@example.test`,
        dateOfBirth: '1990-02-15',
        idType: 'NRIC',
        idNumber: `S776600${i + 2}A`,
        status: 'active' as const,
        employeeCode: `PT-97700${i + 1}`,
        nationality: 'Singaporean',
        hourlyRateCents: 1300,
        typeOfEmployment: 'Part-Timer',
        bankName: 'UOB',
        bankAcc: `910203101${i + 3}`,
      })),
    )
    .returning({ id: workers.id });
  const workerId = w!.id;
  // A weekday, a Sunday (rest day) and Good Friday 2027 (a public holiday).
  const holiday = await call('hr', publicHolidayEndpoints.create, { body: { date: '2027-03-26', name: 'Good Friday' } });
  expect(holiday.statusCode, holiday.body).toBe(201);
  for (const date of ['2027-03-03', '2027-03-07', '2027-03-26'])
    await attendedShift(call, site, { date, start: '09:00', end: '18:00', workerIds: [workerId] });
  const [payment] = await ctx.app.db.select({ id: shiftPayments.id }).from(shiftPayments).where(eq(shiftPayments.workerId, workerId));
  const adj = await call('hr', adjustmentEndpoints.create, {
    body: { shiftPaymentId: payment!.id, category: 'allowance', amountCents: 1500, reason: 'Transport allowance' },
  });
  expect(adj.statusCode, adj.body).toBe(201);
  const type = await call('admin', certificateEndpoints.createType, { body: { name: 'Food Hygiene', validityMonths: 12 } });
  const cert = await call('hr', certificateEndpoints.create, {
    body: { workerId, typeId: type.answer().id, issueDate: '2026-04-01', expiryDate: '2027-05-01' },
  });
  expect(cert.statusCode, cert.body).toBe(201);
  const run = await call('hr', payRunEndpoints.generate, { body: { frequency: 'monthly', periodStart: '2027-03-01' } });
  expect(run.statusCode, run.body).toBe(201);
  runId = run.answer().id;
  const discharge = await call('hr', workerEndpoints.transition, {
    params: { id: leaver!.id, action: 'requestDischarge' },
    body: { version: 1, reason: 'Moving abroad', lastWorkingDay: '2027-04-30' },
  });
  expect(discharge.statusCode, discharge.body).toBeLessThan(300);
}, 300_000);

describe(`exports write words, never codes (${dbLabel})`, () => {
  it('no cell of any CSV export is the code of a labelled enumeration', async () => {
    const found: string[] = [];
    let cells = 0;
    for (const [path, take] of EXPORTS) {
      const res = await take();
      expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
      const rows = parseCsv(res.body);
      expect(rows.length, `${path} has a header and rows`).toBeGreaterThan(1);
      for (const [r, row] of rows.entries())
        for (const [c, cell] of row.entries()) {
          cells++;
          const code = codeIn(cell);
          if (code) found.push(`${path} row ${r + 1} column "${rows[0]![c]}": "${cell}" (${code})`);
        }
    }
    expect(cells).toBeGreaterThan(200);
    expect(found).toEqual([]);
  }, 120_000);

  it('the walk knows the codes it looks for (the control)', () => {
    expect(CODES.get('discharge_pending')).toBe('worker_status');
    expect(CODES.has('requestDischarge')).toBe(true);
    expect(CODES.get('hr_confirmed')).toBe('pay_run_status');
    expect(CODES.size).toBeGreaterThan(60);
    expect(codeIn('pay_run.generate')).toBe('an audit action');
    expect(codeIn('awaiting_review')).toBe('snake_case');
    expect(codeIn('discharge_pending')).toBe('worker_status');
    expect(codeIn('worker')).toBeUndefined(); // the audit log's word for a worker record
    expect(codeIn('rolled_back')).toBe('import_status');
    expect(codeIn('Generated the pay run')).toBeUndefined();
    expect(codeIn('words.0@example.test')).toBeUndefined();
  });
});
