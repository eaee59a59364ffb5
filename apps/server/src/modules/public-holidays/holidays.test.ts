import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, publicHolidays } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { HOLIDAY_IMPORT_MAX_BYTES } from '@wf/shared/contracts/public-holidays/public-holidays';
import { publicHolidayEndpoints as e } from '@wf/shared/contracts/public-holidays/endpoints';
import { holidaysBetween } from './index.ts';
import { SINGAPORE_HOLIDAYS, seedPublicHolidays } from './holiday-seed.ts';

const ctx = useTestContext();

const { call } = ctx;
const upload = (who: 'hr' | 'admin' | 'manager' | 'finance', body: string | Buffer, type = 'text/csv') =>
  call(who, 'POST', '/api/public-holidays/import/preview', body, { 'content-type': type });

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Holidays//EN',
  'BEGIN:VEVENT',
  'UID:a@test',
  'DTSTART;VALUE=DATE:20300101',
  "SUMMARY:New Year's Day",
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:b@test',
  'DTSTART;VALUE=DATE:20300809',
  'SUMMARY:National Day',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:c@test',
  'DTSTART;VALUE=DATE:20301225',
  'SUMMARY:Christmas',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe(`public holidays (${dbLabel})`, () => {
  it('hr creates a holiday (year from the date, audited); every staff role reads it', async () => {
    const res = await call('hr', e.create, { body: { date: '2031-08-09', name: 'National Day' } });
    const created = res.answer();
    expect(res.statusCode, res.body).toBe(201);
    expect(created).toMatchObject({
      date: '2031-08-09',
      name: 'National Day',
      year: 2031,
      observed: false,
      note: null,
    });
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, 'public_holiday.create')));
    expect(audit).toHaveLength(1);
    for (const role of ['admin', 'manager', 'hr', 'finance'] as const) {
      const list = await call(role, e.list, { query: { year: 2031 } });
      expect(list.statusCode, role).toBe(200);
      expect(list.answer().items.map((h) => h.name)).toEqual(['National Day']);
      expect(list.answer().years).toContain(2031);
    }
    expect((await call(null, e.list, { query: { year: 2031 } })).statusCode).toBe(401);
  });

  it('manager and finance read only: 403 on every write', async () => {
    const { id } = (await call('admin', e.create, { body: { date: '2031-12-25', name: 'Christmas Day' } })).answer();
    for (const role of ['manager', 'finance'] as const) {
      expect((await call(role, e.create, { body: { date: '2031-05-01', name: 'Labour Day' } })).statusCode).toBe(403);
      expect((await call(role, e.update, { params: { id }, body: { date: '2031-12-25', name: 'X' } })).statusCode).toBe(
        403,
      );
      expect((await call(role, e.remove, { params: { id } })).statusCode).toBe(403);
      expect((await upload(role, 'date,name\n2031-05-01,Labour Day')).statusCode).toBe(403);
      expect(
        (await call(role, e.importApply, { body: { items: [{ date: '2031-05-01', name: 'L' }] } })).statusCode,
      ).toBe(403);
    }
    expect((await ctx.app.db.select().from(publicHolidays).where(eq(publicHolidays.date, '2031-05-01'))).length).toBe(
      0,
    );
    expect((await call('admin', e.list, { query: { year: 2031 } })).answer().items.map((h) => h.name)).toContain(
      'Christmas Day',
    );
  });

  it('a second holiday on the same date is 409 naming the one that has it', async () => {
    const res = await call('hr', e.create, { body: { date: '2031-08-09', name: 'Another' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      '9 August 2031 is already a public holiday (National Day); edit that one instead',
    );
    expect(res.json().error.fields).toEqual({ date: 'validation.unique' });
    // Moving another holiday onto that date: the same refusal.
    const other = (
      await call('hr', e.create, { body: { date: '2031-08-10', name: 'National Day (day in lieu)', observed: true } })
    ).answer();
    const moved = await call('hr', e.update, { params: { id: other.id }, body: { date: '2031-08-09', name: 'x' } });
    expect(moved.statusCode).toBe(409);
  });

  it('edit and delete, each audited; bad input is 400 naming the field', async () => {
    const h = (await call('hr', e.create, { body: { date: '2032-01-01', name: 'New Year' } })).answer();
    const edited = await call('admin', e.update, {
      params: { id: h.id },
      body: { date: '2033-01-01', name: "New Year's Day", note: 'Moved' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.answer()).toMatchObject({ date: '2033-01-01', year: 2033, name: "New Year's Day", note: 'Moved' });
    expect((await call('hr', e.remove, { params: { id: h.id } })).statusCode).toBe(200);
    expect((await call('hr', e.remove, { params: { id: h.id } })).statusCode).toBe(404);
    const actions = (await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, h.id)))
      .map((a) => a.action)
      .sort();
    expect(actions).toEqual(['public_holiday.create', 'public_holiday.delete', 'public_holiday.update']);
    const bad = await call('hr', e.create, { body: { date: '2031-02-30', name: '' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['date', 'name']);
  });

  it('imports an .ics file: preview (nothing written), then apply in one go; the same file again changes nothing', async () => {
    await call('hr', e.create, { body: { date: '2030-12-25', name: 'Christmas Day' } });
    const preview = await upload('hr', ICS, 'text/calendar');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().format).toBe('ics');
    expect(preview.json().counts).toEqual({ add: 2, change: 1, skip: 0 });
    expect(preview.json().rows.find((r: { date: string }) => r.date === '2030-12-25')).toMatchObject({
      action: 'change',
      currentName: 'Christmas Day',
      name: 'Christmas',
    });
    expect((await call('hr', e.list, { query: { year: 2030 } })).answer().items).toHaveLength(1);

    const items = preview
      .json()
      .rows.filter((r: { action: string }) => r.action !== 'skip')
      .map((r: { date: string; name: string }) => ({ date: r.date, name: r.name }));
    const applied = await call('hr', e.importApply, { body: { items } });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.answer()).toEqual({ added: 2, changed: 1, unchanged: 0 });
    const list = (await call('finance', e.list, { query: { year: 2030 } })).answer().items;
    expect(list.map((h) => [h.date, h.name])).toEqual([
      ['2030-01-01', "New Year's Day"],
      ['2030-08-09', 'National Day'],
      ['2030-12-25', 'Christmas'],
    ]);
    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'public_holiday.import'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({
      changed: [{ date: '2030-12-25', from: 'Christmas Day', to: 'Christmas' }],
    });

    const again = await upload('admin', Buffer.from(ICS), 'application/octet-stream');
    expect(again.json().counts).toEqual({ add: 0, change: 0, skip: 3 });
    expect(again.json().rows.every((r: { reason: string }) => r.reason === 'identical')).toBe(true);
    expect((await call('hr', e.importApply, { body: { items } })).answer()).toEqual({
      added: 0,
      changed: 0,
      unchanged: 3,
    });
  });

  it('imports a CSV with both date styles and shows why rows are skipped', async () => {
    const csv =
      'date,name\n01/05/2034,Labour Day\n2034-08-09,National Day\n31/04/2034,Nope\n2034-08-09,National Day again\n2034-12-25,\n';
    const res = await upload('admin', csv, 'application/vnd.ms-excel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().format).toBe('csv');
    expect(
      res.json().rows.map((r: { line: number; action: string; reason: string | null }) => [r.line, r.action, r.reason]),
    ).toEqual([
      [2, 'add', null],
      [3, 'add', null],
      [4, 'skip', 'invalidDate'],
      [5, 'skip', 'duplicateInFile'],
      [6, 'skip', 'missingName'],
    ]);
  });

  it('refuses bad files by content and size, writing nothing', async () => {
    const cases: [string | Buffer, string, number, string][] = [
      ['BEGIN:VCARD\r\nFN:x\r\nEND:VCARD\r\n', 'text/calendar', 400, 'notCalendar'],
      ['BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', 'text/calendar', 400, 'noEvents'],
      [Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0x02]), 'text/csv', 400, 'notText'],
      ['when,what\n2030-01-01,x\n', 'text/csv', 400, 'noColumns'],
      ['', 'text/csv', 400, 'empty'],
      // Just over 256 KB: the handler's own check names the problem.
      [
        ('date,name\n' + '2030-01-01,x\n'.repeat(20_200)).slice(0, HOLIDAY_IMPORT_MAX_BYTES + 100),
        'text/csv',
        413,
        'tooLarge',
      ],
    ];
    for (const [body, type, status, problem] of cases) {
      const res = await upload('hr', body, type);
      expect(res.statusCode, problem).toBe(status);
      if (problem !== 'empty') expect(res.json().error.fields, problem).toEqual({ file: problem });
    }
    // Well over the limit: Fastify's body limit answers 413 before the handler.
    expect((await upload('hr', Buffer.alloc(400 * 1024, 0x61))).statusCode).toBe(413);
  });

  it('exports the year as CSV', async () => {
    const res = await call('manager', e.export, { query: { year: 2030, format: 'csv' } });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Date,Day,Holiday,Day in lieu,Note');
    expect(lines[1]).toBe("01/01/2030,Tuesday,New Year's Day,,");
    expect(lines).toHaveLength(4);
  });

  it('holidays between two dates: the service other modules use, and its endpoint', async () => {
    const rows = await holidaysBetween(ctx.app.db, '2030-08-01', '2030-12-31');
    expect(rows.map((r) => r.date)).toEqual(['2030-08-09', '2030-12-25']);
    const res = await call('finance', e.between, { query: { from: '2030-01-01', to: '2030-08-09' } });
    expect(res.answer().items.map((r) => r.date)).toEqual(['2030-01-01', '2030-08-09']);
    expect((await call('finance', e.between, { query: { from: '2030-02-01', to: '2030-01-01' } })).statusCode).toBe(
      400,
    );
  });

  it('the seed holds Singapore 2026 and 2027 with the Monday after a Sunday holiday, and is idempotent', async () => {
    await seedPublicHolidays(ctx.app.db);
    await seedPublicHolidays(ctx.app.db);
    const y2026 = (await call('hr', e.list, { query: { year: 2026 } })).answer().items;
    expect(y2026).toHaveLength(SINGAPORE_HOLIDAYS.filter((h) => h.date.startsWith('2026')).length);
    const sundays = y2026.filter((h) => new Date(`${h.date}T00:00:00Z`).getUTCDay() === 0 && !h.observed);
    expect(sundays.map((h) => h.date)).toEqual(['2026-05-31', '2026-08-09', '2026-11-08']);
    for (const s of sundays) {
      const monday = new Date(Date.parse(`${s.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(y2026.find((h) => h.date === monday)?.observed, monday).toBe(true);
    }
    expect((await call('hr', e.list, { query: { year: 2027 } })).answer().items.length).toBeGreaterThanOrEqual(11);
  });
});
