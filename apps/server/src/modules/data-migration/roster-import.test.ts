import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { nricCheckLetter } from '@wf/shared/domain/registration/nric';
import { IMPORT_COLUMNS } from '@wf/shared/domain/data-migration/roster-import-rows';
import { rosterImportItems, rosters, workers } from '../../db/schema/index.ts';
import { importEntities } from './import-rollback.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { createLocation, createSite, sgAddress } from '../../test/sites.ts';
import { keptShift } from '../rosters/index.ts';
import type { Role } from '@wf/shared/roles';
import type { ImportDetail } from '@wf/shared/contracts/data-migration/roster-import';
import { dataMigrationEndpoints as dm } from '@wf/shared/contracts/data-migration/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';

const ctx = useTestContext(undefined, 180_000);
const { call } = ctx;

/** Past dates (fixed: every shift has started whatever the day the tests run). */
const D1 = '02/03/2026';
const D2 = '2026-03-03';

let site: Awaited<ReturnType<typeof createSite>>;
let w1: { id: string; code: string; nric: string };
let w2: { id: string; code: string; nric: string };
let blacklisted: { id: string; code: string; nric: string };
let seq = 0;

const nric = (n: number) => {
  const digits = String(7100000 + n);
  return `S${digits}${nricCheckLetter('S', digits)}`;
};

async function worker(status: 'active' | 'blacklisted' = 'active') {
  seq += 1;
  const code = `PT-9${String(seq).padStart(5, '0')}`;
  const id = nric(seq);
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name: `Import Worker ${seq}`,
      positionApplied: 'Food Operator',
      contactNumber: `8${String(2000000 + seq).slice(-7)}`,
      contactEmail: `import${seq}@example.test`,
      dateOfBirth: '1995-05-05',
      idType: 'NRIC',
      idNumber: id,
      status,
      employeeCode: code,
    })
    .returning({ id: workers.id });
  return { id: w!.id, code, nric: id };
}

const HEADER = IMPORT_COLUMNS.map((c) => c.header).join(',');
const csv = (...rows: string[]) => Buffer.from([HEADER, ...rows].join('\r\n') + '\r\n');
const row = (date: string, worker: string, clockIn = '', clockOut = '', position = 'Food Operator', start = '09:00') =>
  [date, 'PRJ-CODE', 'Import Kitchen', position, start, '17:00', '60', worker, clockIn, clockOut].join(',');

let projectCode = '';
const fill = (b: Buffer) => Buffer.from(b.toString('utf8').replaceAll('PRJ-CODE', projectCode));

async function upload(data: Buffer, fileName: string, who: Role = 'hr', type = 'application/octet-stream') {
  return ctx.inject({
    method: 'POST',
    url: '/api/data-migration/roster-imports',
    headers: { ...(await ctx.as(who)), 'content-type': type, 'x-file-name': encodeURIComponent(fileName) },
    payload: data,
  });
}

/** Polls the import until its check or commit has ended. */
async function settled(id: string): Promise<ImportDetail> {
  for (let i = 0; i < 600; i++) {
    const r = await call('hr', dm.get, { params: { id } });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.answer();
    if (d.status !== 'checking' && d.status !== 'committing') return d;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('the import did not finish');
}

async function checked(data: Buffer, name = 'rosters.csv') {
  const res = await upload(data, name);
  expect(res.statusCode, res.body).toBe(202);
  return settled(res.json().id as string);
}

const rosterCount = async () =>
  Number(
    (await ctx.app.db.execute(sql`select count(*)::int as n from rosters where location_id = ${site.locationId}::uuid`))
      .rows[0]!.n,
  );

describe('roster import', () => {
  it('sets up a site and workers', async () => {
    site = await createSite(call, {
      client: 'Import Foods Pte Ltd',
      uen: '53888888A',
      project: 'Import kitchen',
      startDate: '2026-01-05',
      payRateCents: 1200,
      billRateCents: 1600,
      site: 'Import Kitchen',
      road: '2 Import Road',
      postal: '238801',
    });
    projectCode = (await call('manager', projectEndpoints.get, { params: { id: site.projectId } })).answer().code;
    await createLocation(call, {
      projectId: site.projectId,
      name: 'Other Kitchen',
      address: sgAddress('3 Road', '238802'),
    });
    w1 = await worker();
    w2 = await worker();
    blacklisted = await worker('blacklisted');
    expect(projectCode).toMatch(/^PRJ-/);
  });

  it('template: XLSX with the columns, one example row and an explanation sheet; CSV with the same header', async () => {
    const x = await call('hr', dm.template, { query: { format: 'xlsx' } });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toContain('roster-import-template.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Roster import', 'Explanation']);
    const rows = wb.worksheets[0]!;
    expect((rows.getRow(1).values as unknown[]).slice(1)).toEqual(IMPORT_COLUMNS.map((c) => c.header));
    expect(rows.rowCount).toBe(2);
    expect(rows.getRow(2).getCell(8).value).toBe('S1234567D');
    expect(wb.worksheets[1]!.getColumn(1).values).toContain('Employee code or NRIC/FIN');
    const c = await call('admin', dm.template, { query: { format: 'csv' } });
    expect(c.statusCode).toBe(200);
    const lines = c.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(2);
  });

  it('wrong roles are refused: finance everywhere, a manager may only read the list and previews', async () => {
    expect((await call('finance', dm.list)).statusCode).toBe(403);
    expect((await call('finance', dm.template, { query: {} })).statusCode).toBe(403);
    expect((await call('manager', dm.template, { query: {} })).statusCode).toBe(403);
    expect((await upload(fill(csv(row(D1, w1.code))), 'a.csv', 'manager')).statusCode).toBe(403);
    expect((await upload(fill(csv(row(D1, w1.code))), 'a.csv', 'finance')).statusCode).toBe(403);
    expect((await call(null, dm.list)).statusCode).toBe(401);
    expect((await call('manager', dm.list)).statusCode).toBe(200);
  });

  it('a file with one bad row commits nothing; every error names its line, column and reason', async () => {
    const d = await checked(
      fill(
        csv(
          row(D1, w1.code, '08:58', '17:03'),
          row(D1, 'S1234567A'), // checksum
          row('31/02/2026', w2.code), // no such date
          row(D1, 'PT-000000'), // unknown code
          row(D1, w2.nric, '', '', 'Chef'), // unknown position
          row(D1, blacklisted.code, '', '', 'Food Operator', '06:00'), // refused by the assignment rules
        ),
      ),
    );
    expect(d.status).toBe('checked');
    expect(d.errors.map((e) => [e.line, e.column, e.reason, e.code ?? null])).toEqual([
      [3, 'worker', 'idChecksum', null],
      [4, 'date', 'date', null],
      [5, 'worker', 'unknownWorker', null],
      [6, 'position', 'unknownPosition', null],
      [7, 'worker', 'rule', 'WORKER_BLACKLISTED'],
    ]);
    expect(d.counts?.errorRows).toBe(5);
    expect(d.counts?.rows).toBe(6);
    // the preview ran the roster services and wrote nothing
    expect(await rosterCount()).toBe(0);
    const commit = await call('hr', dm.commit, { params: { id: d.id } });
    expect(commit.statusCode).toBe(409);
    expect(commit.json().error.code).toBe('IMPORT_HAS_ERRORS');
    expect(await rosterCount()).toBe(0);

    const errorsCsv = await call('hr', dm.errorFile, { params: { id: d.id } });
    expect(errorsCsv.statusCode).toBe(200);
    const lines = errorsCsv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(`${HEADER},error`);
    expect(lines[1]!.endsWith(',')).toBe(true);
    expect(lines[2]).toContain('Employee code or NRIC/FIN: is not a valid NRIC/FIN (check letter)');
    expect(lines[6]).toContain('blacklisted');
    expect((await call('manager', dm.errorFile, { params: { id: d.id } })).statusCode).toBe(403);
  });

  let firstId = '';
  const good = () =>
    fill(
      csv(
        row(D1, w1.code, '08:58', '17:03'),
        row(D1, w2.nric, '09:10', '17:00'),
        row(D2, w1.code),
        [D2, 'PRJ-CODE', 'Other Kitchen', 'Food Operator', '22:00', '06:00', '30', '', '', ''].join(','),
      ),
    );

  it('commits a clean file in one go: rosters, shifts, assignments, attendance that turns into pay', async () => {
    const d = await checked(good(), 'good.csv');
    expect(d.errors).toEqual([]);
    expect(d.counts).toMatchObject({
      rows: 4,
      rosters: { create: 3, update: 0 },
      shifts: { create: 3, update: 0 },
      assignments: { create: 3, update: 0 },
      attendance: { create: 2, update: 0 },
      unchanged: 0,
      errorRows: 0,
    });
    expect(await rosterCount()).toBe(0);
    const c = await call('hr', dm.commit, { params: { id: d.id } });
    expect(c.statusCode, c.body).toBe(202);
    const done = await settled(d.id);
    expect(done.status).toBe('committed');
    firstId = d.id;
    expect(await rosterCount()).toBe(2);
    const pay = await ctx.app.db.execute(
      sql`select p.worked_minutes from shift_payments p join roster_assignments a on a.id = p.assignment_id
          where a.worker_id in (${w1.id}::uuid, ${w2.id}::uuid) order by p.worked_minutes`,
    );
    expect(pay.rows.length).toBe(2);
    const items = await importEntities(ctx.app.db, d.id);
    expect(items.filter((i) => i.kind === 'attendance')).toHaveLength(2);
    // kept a part per kind and action: one row each here
    const parts = await ctx.app.db.select().from(rosterImportItems).where(eq(rosterImportItems.importId, d.id));
    expect(parts.map((p) => `${p.kind} ${p.action} ${p.entityIds.length}`).sort()).toEqual(
      [...new Set(items.map((i) => `${i.kind} ${i.action}`))]
        .map((k) => `${k} ${items.filter((i) => `${i.kind} ${i.action}` === k).length}`)
        .sort(),
    );
    const list = (await call('hr', dm.list)).answer().items;
    const rec = list.find((i) => i.id === d.id)!;
    expect(rec.fileHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rec.createdByName).toBeTruthy();
    expect(rec.committedAt).toBeTruthy();
    // a second commit of the same import is refused
    expect((await call('hr', dm.commit, { params: { id: d.id } })).statusCode).toBe(409);
  });

  it('the same file again changes nothing', async () => {
    const versions = async () =>
      (await ctx.app.db.select({ id: rosters.id, v: rosters.version }).from(rosters))
        .map((r) => `${r.id}:${r.v}`)
        .sort();
    const before = await versions();
    const d = await checked(good(), 'good.csv');
    expect(d.counts).toMatchObject({
      rows: 4,
      rosters: { create: 0, update: 0 },
      shifts: { create: 0, update: 0 },
      assignments: { create: 0, update: 0 },
      attendance: { create: 0, update: 0 },
      unchanged: 4,
    });
    await call('hr', dm.commit, { params: { id: d.id } });
    expect((await settled(d.id)).status).toBe('committed');
    expect(await versions()).toEqual(before);
    expect(await importEntities(ctx.app.db, d.id)).toEqual([]);
  });

  it('a changed clock-out updates the attendance; the first import then cannot be rolled back before the later one', async () => {
    const changed = fill(csv(row(D1, w1.code, '08:58', '18:00')));
    const d = await checked(changed, 'later.csv');
    expect(d.counts).toMatchObject({ attendance: { create: 0, update: 1 }, unchanged: 0 });
    await call('hr', dm.commit, { params: { id: d.id } });
    expect((await settled(d.id)).status).toBe('committed');
    const first = await settled(firstId);
    expect(first.rollbackBlocked).toEqual({ reason: 'laterImport', fileName: 'later.csv' });
    const refused = await call('hr', dm.rollback, { params: { id: firstId } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('roll that one back first');
    // The refusal and the answer come from the same reason (issue 29, item 7).
    expect(refused.json().error.current).toEqual(first.rollbackBlocked);
    // the later import rolls back: the clock-out is as before
    const back = await call('admin', dm.rollback, { params: { id: d.id } });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.answer().status).toBe('rolled_back');
    const raw = await ctx.app.db.execute(
      sql`select t.clock_out_raw from roster_attendance t join roster_assignments a on a.id = t.assignment_id where a.worker_id = ${w1.id}::uuid`,
    );
    expect(raw.rows.map((r) => r.clock_out_raw)).toEqual(['17:03']);
  });

  it('rollback removes the whole import, while nothing after it depends on it', async () => {
    expect((await call('manager', dm.rollback, { params: { id: firstId } })).statusCode).toBe(403);
    // a change made after the import on one of its rosters blocks the rollback
    const r = await ctx.app.db.select().from(rosters).where(eq(rosters.locationId, site.locationId));
    const detail = (await call('manager', rosterEndpoints.get, { params: { id: r[0]!.id } })).answer();
    const put = await call('manager', rosterEndpoints.update, {
      params: { id: detail.id },
      body: {
        version: detail.version,
        notes: 'changed after the import',
        shifts: detail.shifts.map((s) => keptShift(s, s.headcount)),
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const blocked = await call('hr', dm.rollback, { params: { id: firstId } });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toContain('was changed after the import');
    expect(await rosterCount()).toBe(2);
    // The import's answer said so beforehand, with the same reason the refusal carries (issue 29, item 7).
    const said = (await settled(firstId)).rollbackBlocked;
    expect(said).toEqual({ reason: 'rosterChanged', location: 'Import Kitchen', date: detail.date });
    expect(blocked.json().error.current).toEqual(said);
    // put the roster's version back where the import left it: nothing depends on the import any more
    await ctx.app.db.update(rosters).set({ version: detail.version }).where(eq(rosters.id, detail.id));
    expect((await settled(firstId)).rollbackBlocked).toBeNull();
    const ok = await call('hr', dm.rollback, { params: { id: firstId } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await rosterCount()).toBe(0);
    const left = await ctx.app.db.execute(
      sql`select count(*)::int as n from roster_assignments where worker_id in (${w1.id}::uuid, ${w2.id}::uuid)`,
    );
    expect(left.rows[0]!.n).toBe(0);
  });

  it('refuses a formula, a lying extension and a zip bomb with a clear message', async () => {
    const formula = await checked(fill(csv(row(D1, w1.code), `=1+1,${row(D1, w2.code).slice(11)}`)), 'f.csv');
    expect([formula.status, formula.failure]).toEqual(['failed', 'formula']);

    const wb = new ExcelJS.Workbook();
    const s = wb.addWorksheet('Roster import');
    s.addRow(IMPORT_COLUMNS.map((c) => c.header));
    s.addRow([D1, projectCode, 'Import Kitchen', 'Food Operator', '09:00', '17:00', { formula: '30+30' }, w1.code]);
    const xf = await checked(Buffer.from(await wb.xlsx.writeBuffer()), 'f.xlsx');
    expect([xf.status, xf.failure]).toEqual(['failed', 'formula']);

    const lying = await upload(fill(csv(row(D1, w1.code))), 'rosters.xlsx');
    expect(lying.statusCode).toBe(400);
    expect(lying.json().error.message).toBe('The file’s content does not match its extension (.xlsx or .csv)');
    const pdf = await upload(
      Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x25, 0xe2, 0xe3, 0xcf, 0xd3]),
      'rosters.csv',
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.fields).toEqual({ file: 'notSpreadsheet' });
    const xlsxAsCsv = await upload(Buffer.from(await wb.xlsx.writeBuffer()), 'rosters.csv');
    expect(xlsxAsCsv.json().error.fields).toEqual({ file: 'extensionMismatch' });

    const bomb = new JSZip();
    bomb.file('[Content_Types].xml', '<Types/>');
    bomb.file('xl/workbook.xml', '<workbook/>');
    bomb.file('xl/worksheets/sheet1.xml', Buffer.alloc(20 * 1024 * 1024, 0x20));
    const zipped = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const refused = await upload(zipped, 'bomb.xlsx');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: 'The workbook would unpack to an unreasonable size and was refused',
      fields: { file: 'zipBomb' },
    });
    const big = await upload(Buffer.alloc(20 * 1024 * 1024 + 10, 0x41), 'big.csv');
    expect(big.statusCode).toBe(413);
  });

  it('reads an XLSX (dates and times as Excel stores them) and its error file keeps the workbook with an error column', async () => {
    const wb = new ExcelJS.Workbook();
    const s = wb.addWorksheet('Roster import');
    s.addRow(IMPORT_COLUMNS.map((c) => c.header));
    s.addRow([
      new Date(Date.UTC(2026, 2, 4)),
      projectCode,
      'Import Kitchen',
      'Food Operator',
      0.375,
      17 / 24,
      60,
      w1.code,
    ]);
    s.addRow([new Date(Date.UTC(2026, 2, 4)), projectCode, 'Nowhere', 'Food Operator', '09:00', '17:00', 60, w2.code]);
    s.getCell('A2').numFmt = 'dd/mm/yyyy';
    s.getCell('E2').numFmt = 'hh:mm';
    const d = await checked(Buffer.from(await wb.xlsx.writeBuffer()), 'book.xlsx');
    expect(d.errors.map((e) => [e.line, e.column, e.reason])).toEqual([[3, 'locationName', 'unknownLocation']]);
    expect(d.counts).toMatchObject({
      rows: 2,
      rosters: { create: 1, update: 0 },
      assignments: { create: 1, update: 0 },
    });
    const f = await call('hr', dm.errorFile, { params: { id: d.id } });
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(f.rawPayload as unknown as ArrayBuffer);
    const sheet = back.worksheets[0]!;
    expect(sheet.getRow(1).getCell(11).value).toBe('error');
    expect(sheet.getRow(2).getCell(11).value).toBe(null);
    expect(sheet.getRow(3).getCell(11).value).toBe('Location name: is not a location of this project');
  });
});
