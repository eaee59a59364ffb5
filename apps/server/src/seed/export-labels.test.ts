import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { dbLabel } from '../test/harness.ts';
import { useTestContext } from '../test/use-test-context.ts';

/**
 * Issue 13, items 3 and 4: every list export writes words, never codes (statuses, actions, expiry,
 * positions as the public form labels them), times as Singapore time (XLSX: real dates) and money
 * as numbers with a currency format. Run on the demo data, which holds every status.
 */
const ctx = useTestContext({ demo: true }, 300_000);
const { call } = ctx;

/** An export's CSV answer: its header line, its rows and the whole text. */
const csv = async (request: Promise<LightMyRequestResponse>) => {
  const res = await request;
  expect(res.statusCode, res.body).toBe(200);
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  return { header: lines[0]!, rows: lines.slice(1), text: res.body };
};
/** The fields of a CSV line (quoted fields may hold commas; the exports write no line breaks here). */
const fields = (line: string): string[] =>
  [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
    .slice(0, -1)
    .map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"'));
/** The values of one column. */
const column = (c: { header: string; rows: string[] }, name: string) => {
  const i = fields(c.header).indexOf(name);
  expect(i, name).toBeGreaterThanOrEqual(0);
  return c.rows.map((r) => fields(r)[i]!);
};
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

describe(`export labels (${dbLabel})`, () => {
  it('workers: statuses and positions as words, times as Singapore time', async () => {
    const all = await csv(
      call('admin', workerEndpoints.export, {
        query: { view: 'all', format: 'csv', columns: 'name,status,positionApplied,statusChangedAt' },
      }),
    );
    const statuses = new Set(column(all, 'Status'));
    expect(statuses).toContain('Discharge pending');
    expect(statuses).toContain('Rejoin pending');
    for (const s of statuses) expect(s).not.toMatch(/_|^[a-z]/);
    const positions = column(all, 'Position');
    expect(positions).not.toContain('others');
    expect(positions).not.toContain('Catering/ Pantry Assistant');
    expect(positions).not.toContain('Sales Promoter @ Island wide');
    expect(all.text).not.toMatch(ISO);
    expect(column(all, 'Status changed')[0]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/);
  });

  it('discharge history: actions and statuses as words', async () => {
    const h = await csv(
      call('admin', workerEndpoints.historyExport, { query: { format: 'csv', columns: 'action,fromStatus,toStatus' } }),
    );
    const words = [...column(h, 'Action'), ...column(h, 'From'), ...column(h, 'To')].filter(Boolean);
    expect(words.length).toBeGreaterThan(3);
    for (const w of words) expect(w).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    expect(words).toContain('Request discharge');
    expect(words).toContain('Discharge pending');
  });

  it('certificates: expiry status and source as words', async () => {
    const c = await csv(call('admin', certificateEndpoints.export, { query: { format: 'csv' } }));
    const buckets = new Set(column(c, 'Expiry status'));
    expect(buckets).toContain('Expired');
    expect([...buckets].some((b) => /^Expires within (30|60|90) days$/.test(b))).toBe(true);
    for (const b of buckets) expect(b).not.toMatch(/_|^expired$/);
    for (const s of column(c, 'Source')) expect(['Added by staff', 'Uploaded at registration']).toContain(s);
    expect(c.text).not.toMatch(ISO);
  });

  it('projects: status as words; the budget a number with a currency format in XLSX', async () => {
    const p = await csv(
      call('admin', projectEndpoints.export, { query: { format: 'csv', columns: 'code,status,budgetCents' } }),
    );
    const statuses = new Set(column(p, 'Status'));
    expect(statuses).toContain('On hold');
    for (const s of statuses) expect(s).not.toMatch(/_|^[a-z]/);
    const res = await call('admin', projectEndpoints.export, {
      query: { format: 'xlsx', columns: 'code,budgetCents,createdAt' },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const rows = [...Array(ws.rowCount - 1).keys()].map((i) => ws.getRow(i + 2));
    const budgeted = rows.find((r) => typeof r.getCell(2).value === 'number')!;
    expect(budgeted).toBeDefined();
    expect(budgeted.getCell(2).numFmt).toContain('S$');
    expect(rows[0]!.getCell(3).value).toBeInstanceOf(Date);
  });

  it('clients: status as words; contact, phone and project counts filled', async () => {
    const c = await csv(
      call('admin', clientEndpoints.export, {
        query: { format: 'csv', columns: 'name,status,primaryContactName,primaryContactPhone,projectCount' },
      }),
    );
    for (const s of column(c, 'Status')) expect(['Active', 'Inactive']).toContain(s);
    expect(column(c, 'Contact').every(Boolean)).toBe(true);
    expect(column(c, 'Contact phone').every((p) => /^\d{8}$/.test(p))).toBe(true);
    expect(column(c, 'Projects').some((n) => Number(n) >= 2)).toBe(true);
  });
});
