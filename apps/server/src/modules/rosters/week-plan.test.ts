import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, projects, rosters, workers } from '../../db/schema/index.ts';
import { createStaffUser, dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { createSite } from '../../test/sites.ts';
import { useClockAt } from '../../test/clock.ts';
import { rosterEndpoints as e } from '@wf/shared/contracts/rosters/endpoints';
import type { WeekPlan, WeekPlanBody, WeekTemplateCreateBody } from '@wf/shared/contracts/rosters/week-plan';
import { publicHolidayEndpoints } from '@wf/shared/contracts/public-holidays/endpoints';

// Issue 29 item 8: a location's week at once, from a week or a saved template, with a preview.
const ctx = useTestContext(undefined, 300_000);
useClockAt('2027-03-25T02:00:00.000Z');
const { call } = ctx;

type Site = Awaited<ReturnType<typeof createSite>>;
let site: Site;
let other: Site;
let workerId: string;
const SOURCE = '2027-03-22'; // Monday 22 March 2027
const TARGET = '2027-03-29'; // Monday 29 March: its Friday is 2 April (a month boundary inside the week)

const plan = (extra: Partial<WeekPlanBody> = {}): WeekPlanBody => ({
  targetWeek: TARGET,
  source: { kind: 'week', week: SOURCE },
  locationIds: [site.locationId],
  ...extra,
});

async function rostersAt(locationId: string, from: string, to: string) {
  return ctx.app.db
    .select({ id: rosters.id, date: rosters.date })
    .from(rosters)
    .where(and(eq(rosters.locationId, locationId), gte(rosters.date, from), lte(rosters.date, to)))
    .orderBy(rosters.date);
}

const saveTemplate = (who: 'manager' | 'admin', body: WeekTemplateCreateBody) =>
  call(who, e.saveWeekTemplate, { body });

const auditCount = async () => Number((await ctx.app.db.select({ n: sql<number>`count(*)` }).from(auditLog))[0]!.n);

beforeAll(async () => {
  site = await createSite(call, {
    client: 'Week Plan Foods Pte Ltd',
    uen: '53777777W',
    project: 'Week plan kitchen',
    startDate: '2027-01-04',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Week plan site',
    road: '7 Week Road',
    postal: '607607',
  });
  other = await createSite(call, {
    client: 'Other Week Pte Ltd',
    uen: '53888888X',
    project: 'Other week kitchen',
    startDate: '2027-01-04',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Other week site',
    road: '8 Week Road',
    postal: '608608',
  });
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name: 'Week Worker',
      positionApplied: 'Food Operator',
      contactNumber: '91236666',
      contactEmail: 'week.worker@example.test',
      dateOfBirth: '1990-01-15',
      idType: 'NRIC',
      idNumber: 'S7766001A',
      status: 'active',
      employeeCode: 'PT-966001',
      nationality: 'Singaporean',
    })
    .returning({ id: workers.id });
  workerId = w!.id;
  // The source week: Monday two shifts (one worker on the first, one across midnight), Wednesday and Friday one each.
  const week: Array<[string, Array<[string, string, number]>]> = [
    [
      '2027-03-22',
      [
        ['08:00', '16:00', 2],
        ['22:00', '06:00', 1],
      ],
    ],
    ['2027-03-24', [['09:00', '17:00', 3]]],
    ['2027-03-26', [['10:00', '18:00', 1]]],
  ];
  for (const [date, shifts] of week) {
    const made = await call('manager', e.create, {
      body: {
        locationId: site.locationId,
        date,
        shifts: shifts.map(([start, end, headcount]) => ({
          positionId: site.positionId,
          start,
          end,
          breakMinutes: 30,
          headcount,
        })),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    if (date === '2027-03-22') {
      const a = await call('manager', e.assign, {
        params: { id: made.answer().shifts[0]!.id },
        body: { workerId, acceptWarnings: true },
      });
      expect(a.statusCode, a.body).toBe(201);
    }
  }
  // Wednesday 31 March is a public holiday in this test's calendar.
  const h = await call('hr', publicHolidayEndpoints.create, {
    body: { date: '2027-03-31', name: 'Week Test Holiday' },
  });
  expect(h.statusCode, h.body).toBe(201);
  // The other site's project has another manager.
  const pam = await createStaffUser(ctx.app.db, { role: 'manager', name: 'Pam Week', email: 'pam.week@example.test' });
  await ctx.app.db.update(projects).set({ managerId: pam.id }).where(eq(projects.id, other.projectId));
}, 300_000);

describe(`planning a location's week (${dbLabel})`, () => {
  let preview: WeekPlan;
  const previewOf = (who: 'manager' | 'admin', body: WeekPlanBody) => call(who, e.weekPlanPreview, { body });
  const create = (who: 'manager' | 'admin', body: WeekPlanBody) => call(who, e.weekPlanCreate, { body });

  it('the preview lists the dated rosters, shifts and warnings, and writes nothing', async () => {
    const before = {
      rosters: (await rostersAt(site.locationId, TARGET, '2027-04-04')).length,
      audit: await auditCount(),
    };
    const res = await previewOf('manager', plan({ includeAssignments: true }));
    expect(res.statusCode, res.body).toBe(200);
    preview = res.answer();
    expect(preview.from).toBe('2027-03-29');
    expect(preview.to).toBe('2027-04-04');
    expect(preview.rows.map((r) => [r.date, r.weekday, r.create, r.headcount])).toEqual([
      ['2027-03-29', 0, true, 3],
      ['2027-03-31', 2, true, 3],
      ['2027-04-02', 4, true, 1],
    ]);
    expect(preview.rows[0]!.shifts).toEqual([
      expect.objectContaining({
        position: 'Food Operator',
        start: '08:00',
        end: '16:00',
        headcount: 2,
        breakMinutes: 30,
        workers: 1,
      }),
      expect.objectContaining({ start: '22:00', end: '06:00', headcount: 1, workers: 0 }),
    ]);
    expect(preview.rows[1]!.warnings).toEqual([{ code: 'PUBLIC_HOLIDAY', holiday: 'Week Test Holiday' }]);
    expect(preview.totals).toEqual({ rosters: 3, shifts: 4, headcount: 7, skipped: 0 });
    // Leaving holidays out skips Wednesday.
    const skip = (await previewOf('admin', plan({ skipHolidays: true }))).answer();
    expect(skip.rows.map((r) => r.create)).toEqual([true, false, true]);
    expect({
      rosters: (await rostersAt(site.locationId, TARGET, '2027-04-04')).length,
      audit: await auditCount(),
    }).toEqual(before);
  });

  it('the create makes exactly the preview, in one go, audited; the workers come along', async () => {
    // The preview confirmed, by its key.
    const res = await create('manager', plan({ includeAssignments: true, expectPlanKey: preview.planKey }));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.answer();
    const { created, assignmentsSkipped, ...rest } = made;
    expect(rest).toEqual(preview);
    expect(assignmentsSkipped).toEqual([]);
    expect(created.map((c) => c.date)).toEqual(['2027-03-29', '2027-03-31', '2027-04-02']);
    for (const [i, c] of created.entries()) {
      const r = (await call('manager', e.get, { params: { id: c.id } })).answer();
      expect(r.status).toBe('draft');
      const planned = preview.rows[i]!.shifts;
      expect(r.shifts.map((s) => [s.positionId, s.start, s.end, s.headcount])).toEqual(
        planned.map((s) => [s.positionId, s.start, s.end, s.headcount]),
      );
      expect(r.shifts.map((s) => s.assignments.length)).toEqual(planned.map((s) => s.workers));
    }
    const audits = await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'project_location.plan_week'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entityType: 'project_location', entityId: site.locationId });
    expect((audits[0]!.after as { created: string[] }).created).toEqual(['2027-03-29', '2027-03-31', '2027-04-02']);
  });

  it('planned again, every date is skipped: a roster exists there', async () => {
    const again = (await previewOf('manager', plan())).answer();
    expect(again.rows.map((r) => [r.create, r.warnings.map((w) => w.code)])).toEqual([
      [false, ['ROSTER_EXISTS']],
      [false, ['PUBLIC_HOLIDAY', 'ROSTER_EXISTS']],
      [false, ['ROSTER_EXISTS']],
    ]);
    // The first preview confirmed again: it is not what would happen now (409 with the plan as it is), nothing written.
    const audits = await auditCount();
    const stale = await create('manager', plan({ includeAssignments: true, expectPlanKey: preview.planKey }));
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error.code).toBe('PLAN_CHANGED');
    expect(stale.json().error.current.rows.map((r: { create: boolean }) => r.create)).toEqual([false, false, false]);
    expect(await auditCount()).toBe(audits);
    const res = await create('manager', plan({ expectPlanKey: again.planKey }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.answer().created).toEqual([]);
    expect(await rostersAt(site.locationId, TARGET, '2027-04-04')).toHaveLength(3);
  });

  it('two creates of the same week at once do not duplicate a roster', async () => {
    const body = plan({ targetWeek: '2027-04-05' });
    const [a, b] = await Promise.all([create('manager', body), create('admin', body)]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([201, 201]);
    expect(a.answer().created.length + b.answer().created.length).toBe(3);
    expect((await rostersAt(site.locationId, '2027-04-05', '2027-04-11')).map((r) => r.date)).toEqual([
      '2027-04-05',
      '2027-04-07',
      '2027-04-09',
    ]);
  });

  it('bad input is 400 naming the field; an unknown template 404', async () => {
    const cases: Array<[unknown, string]> = [
      [{ targetWeek: TARGET, source: { kind: 'week', week: SOURCE } }, 'locationIds'],
      [plan({ targetWeek: '2027-03-24' }), 'targetWeek'],
      [plan({ targetWeek: '2027-02-30' }), 'targetWeek'],
      [{ ...plan(), source: { kind: 'month' } }, 'source'],
      [plan({ locationIds: ['not-a-uuid'] }), 'locationIds.0'],
      [plan({ locationIds: ['00000000-0000-4000-8000-000000000001'] }), 'locationIds'],
    ];
    for (const [body, field] of cases)
      for (const url of ['/api/rosters/week-plan/preview', '/api/rosters/week-plan']) {
        const res = await call('admin', 'POST', url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
        expect(
          Object.keys(res.json().error.fields ?? {}).some((k) => k === field || k.startsWith(`${field}.`)),
          res.body,
        ).toBe(true);
      }
    const missing = await previewOf('admin', {
      targetWeek: TARGET,
      source: { kind: 'template', templateId: '00000000-0000-4000-8000-000000000002' },
    });
    expect(missing.statusCode, missing.body).toBe(404);
  });

  it('hr and finance may not plan (403); a manager only the projects they manage (403, nothing written)', async () => {
    const both = [e.weekPlanPreview, e.weekPlanCreate];
    for (const role of ['hr', 'finance'] as const)
      for (const endpoint of both) {
        const res = await call(role, endpoint, { body: plan({ targetWeek: '2027-05-03' }) });
        expect(res.statusCode, `${role} ${endpoint.path}`).toBe(403);
      }
    for (const role of ['hr', 'finance'] as const)
      expect((await call(role, e.weekTemplates, { query: {} })).statusCode).toBe(403);
    const body = plan({ targetWeek: '2027-05-03', locationIds: [site.locationId, other.locationId] });
    for (const endpoint of both) {
      const res = await call('manager', endpoint, { body });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.message).toContain('only on projects they manage');
    }
    expect(await rostersAt(site.locationId, '2027-05-03', '2027-05-09')).toEqual([]);
    const saved = await saveTemplate('manager', { name: 'Not mine', locationId: other.locationId, week: SOURCE });
    expect(saved.statusCode).toBe(403);
  });
});

describe(`saved week templates (${dbLabel})`, () => {
  const listOf = async (query: { locationId?: string }) =>
    (await call('manager', e.weekTemplates, { query })).answer().items;

  let templateId: string;

  it('saves a location week by weekday; a taken name or an empty week is refused', async () => {
    const res = await saveTemplate('manager', {
      name: 'Standard week',
      locationId: site.locationId,
      week: '2027-03-24',
    });
    expect(res.statusCode, res.body).toBe(201);
    const t = res.answer();
    templateId = t.id;
    expect(t).toMatchObject({ name: 'Standard week', locationId: site.locationId, sourceWeek: SOURCE, headcount: 7 });
    expect(t.shifts.map((s) => [s.weekday, s.start, s.end, s.position])).toEqual([
      [0, '08:00', '16:00', 'Food Operator'],
      [0, '22:00', '06:00', 'Food Operator'],
      [2, '09:00', '17:00', 'Food Operator'],
      [4, '10:00', '18:00', 'Food Operator'],
    ]);
    const taken = await saveTemplate('admin', { name: 'STANDARD WEEK', locationId: site.locationId, week: SOURCE });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('TEMPLATE_NAME_TAKEN');
    const empty = await saveTemplate('manager', { name: 'Empty', locationId: site.locationId, week: '2027-01-04' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.code).toBe('WEEK_EMPTY');
    const bad = await saveTemplate('manager', { name: ' ', locationId: site.locationId, week: SOURCE });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('name');
  });

  it('lists, renames, and plans a week from the template (previewed, then created as previewed)', async () => {
    expect((await listOf({ locationId: site.locationId })).map((t) => t.name)).toEqual(['Standard week']);
    const renamed = await call('manager', e.renameWeekTemplate, {
      params: { id: templateId },
      body: { name: 'Busy week' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.answer().name).toBe('Busy week');
    // No location named: the template's own.
    const body: WeekPlanBody = { targetWeek: '2027-04-14', source: { kind: 'template', templateId } };
    const preview = await call('manager', e.weekPlanPreview, { body });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.answer().rows.map((r) => [r.date, r.create])).toEqual([
      ['2027-04-12', true],
      ['2027-04-14', true],
      ['2027-04-16', true],
    ]);
    const made = await call('manager', e.weekPlanCreate, { body });
    expect(made.statusCode, made.body).toBe(201);
    const { created, assignmentsSkipped: _a, ...rest } = made.answer();
    expect(rest).toEqual(preview.answer());
    expect(created).toHaveLength(3);
  });

  it('a position no longer on the project is left out of the plan', async () => {
    const gone = '00000000-0000-4000-8000-0000000000ff';
    await ctx.app.db.execute(
      sql`update roster_week_templates set shifts = shifts || ${JSON.stringify([
        {
          weekday: 0,
          positionId: gone,
          start: '12:00',
          end: '20:00',
          breakMinutes: 0,
          headcount: 4,
          payRateCentsOverride: null,
          notes: null,
        },
        {
          weekday: 5,
          positionId: gone,
          start: '12:00',
          end: '20:00',
          breakMinutes: 0,
          headcount: 4,
          payRateCentsOverride: null,
          notes: null,
        },
      ])}::jsonb where id = ${templateId}`,
    );
    const res = await call('manager', e.weekPlanPreview, {
      body: { targetWeek: '2027-04-19', source: { kind: 'template', templateId } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.answer().rows;
    expect(rows.map((r) => [r.date, r.create, r.headcount, r.warnings])).toEqual([
      ['2027-04-19', true, 3, [{ code: 'POSITION_GONE', count: 1 }]],
      ['2027-04-21', true, 3, []],
      ['2027-04-23', true, 1, []],
      ['2027-04-24', false, 0, [{ code: 'POSITION_GONE', count: 1 }, { code: 'NO_SHIFTS' }]],
    ]);
  });

  it("another manager's template cannot be used, renamed or deleted; the owner deletes it", async () => {
    const pamTemplate = await saveTemplate('admin', { name: 'Other', locationId: other.locationId, week: SOURCE });
    expect(pamTemplate.statusCode).toBe(409); // the other site has no rosters that week
    const inserted = (
      await ctx.app.db.execute(sql`insert into roster_week_templates (location_id, name, source_week, shifts)
        values (${other.locationId}, 'Pam week', '2027-03-22', '[]'::jsonb) returning id`)
    ).rows[0] as { id: string };
    for (const [name, send] of Object.entries({
      rename: () => call('manager', e.renameWeekTemplate, { params: { id: inserted.id }, body: { name: 'Mine now' } }),
      delete: () => call('manager', e.deleteWeekTemplate, { params: { id: inserted.id } }),
      preview: () =>
        call('manager', e.weekPlanPreview, {
          body: { targetWeek: '2027-04-26', source: { kind: 'template', templateId: inserted.id } },
        }),
    })) {
      const res = await send();
      expect(res.statusCode, name).toBe(403);
    }
    expect((await listOf({})).map((t) => t.id)).not.toContain(inserted.id);
    const del = await call('manager', e.deleteWeekTemplate, { params: { id: templateId } });
    expect(del.statusCode, del.body).toBe(200);
    expect(await listOf({ locationId: site.locationId })).toEqual([]);
    const actions = (
      await ctx.app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, templateId))
    ).map((a) => a.action);
    expect(actions.sort()).toEqual([
      'roster_week_template.create',
      'roster_week_template.delete',
      'roster_week_template.rename',
    ]);
  });
});
