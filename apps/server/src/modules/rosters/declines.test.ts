import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@wf/shared/domain/clock';
import { notifications, outbox, projects, workers } from '../../db/schema/index.ts';
import { createStaffUser, createTestContext, dbLabel, type TestContext } from '../../test/harness.ts';
import { createSite } from '../../test/sites.ts';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener.ts';
import { runShiftReminders } from './reminder-job.ts';
import { rosterEndpoints as e } from '@wf/shared/contracts/rosters/endpoints';
import { inboxEndpoints } from '@wf/shared/contracts/shell/endpoints';

let ctx: TestContext;
let smtp: SmtpListener;
let site: Awaited<ReturnType<typeof createSite>>;
const call: TestContext['call'] = (...args) => ctx.call(...args);

/** The tests' "now": a fixed instant well before every shift below (any real day passes). */
const NOW = '2030-03-01T01:00:00.000Z';

beforeAll(async () => {
  smtp = await startSmtpListener();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url } });
  site = await createSite(call, {
    client: 'Decline Foods Pte Ltd',
    uen: '53888888D',
    project: 'Decline kitchen',
    startDate: '2026-01-05',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Bedok kitchen',
    road: '2 Decline Road',
    postal: '469000',
  });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});
afterEach(() => setClock(null));

let seq = 0;
async function worker(name: string) {
  seq += 1;
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name,
      positionApplied: 'Food Operator',
      contactNumber: `8${String(2000000 + seq).slice(-7)}`,
      contactEmail: `decline${seq}@example.test`,
      dateOfBirth: '1995-05-05',
      idType: 'NRIC',
      idNumber: `S${String(6000000 + seq)}${'ABCDEFGHIZ'[seq % 10]}`,
      status: 'active',
      employeeCode: `PT-9${String(seq).padStart(5, '0')}`,
    })
    .returning({ id: workers.id });
  return w!.id;
}

/** A published roster on `date` with one 09:00-17:00 shift of `headcount`, these workers on it: their confirmation links by name. */
async function publishedShift(
  date: string,
  headcount: number,
  names: string[],
  planner: 'manager' | 'admin' = 'manager',
  at: Pick<typeof site, 'locationId' | 'positionId'> = site,
) {
  const made = await call(planner, e.create, {
    body: {
      locationId: at.locationId,
      date,
      shifts: [{ positionId: at.positionId, start: '09:00', end: '17:00', breakMinutes: 60, headcount }],
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const r = made.answer();
  const shiftId = r.shifts[0]!.id;
  for (const n of names)
    expect(
      (await call(planner, e.assign, { params: { id: shiftId }, body: { workerId: await worker(n) } })).statusCode,
    ).toBe(201);
  const before = smtp.mails.length;
  const version = (await call(planner, e.get, { params: { id: r.id } })).answer().version;
  expect((await call(planner, e.publish, { params: { id: r.id }, body: { version } })).statusCode).toBe(200);
  const links: Record<string, string> = {};
  for (const n of names) {
    const m = await smtp.waitFor((x) => smtp.mails.indexOf(x) >= before && x.text.includes(`Hello ${n}`));
    links[n] = /roster-confirm\/([A-Za-z0-9_-]+)/.exec(m.text)![1]!;
  }
  return { rosterId: r.id, shiftId, links };
}
const answer = (token: string, value: 'confirmed' | 'declined') =>
  call(null, e.confirmAnswer, { params: { token }, body: { answer: value } });
const boardShift = async (date: string) =>
  (await call('manager', e.board, { query: { view: 'day', date, locationId: site.locationId } })).answer();

describe(`a declined shift reaches the roster's manager (${dbLabel})`, () => {
  it("the project's manager gets a bell notice and a mail linking to the picker on the shift; nobody else is told", async () => {
    setClock(NOW, { running: true });
    const pam = await createStaffUser(ctx.app.db, {
      role: 'manager',
      name: 'Pam Project',
      email: 'pam.project@example.test',
    });
    const [own] = await ctx.app.db
      .select({ m: projects.managerId })
      .from(projects)
      .where(eq(projects.id, site.projectId));
    await ctx.app.db.update(projects).set({ managerId: pam.id }).where(eq(projects.id, site.projectId));
    // Another manager may not plan Pam's project (issue #26), so an admin plans it.
    const s = await publishedShift('2030-03-11', 2, ['Dee Clinerson', 'Ada Stayer'], 'admin');

    expect((await answer(s.links['Dee Clinerson']!, 'declined')).statusCode).toBe(200);
    const link = `/roster-management/list/${s.rosterId}?pick=${s.shiftId}`;
    const mail = await smtp.waitFor((m) => m.to.includes('pam.project@example.test'));
    expect(mail.subject).toContain('Shift declined');
    expect(mail.text).toContain('Dee Clinerson declined this shift');
    expect(mail.text).toContain(`http://app.test${link}`);
    const notes = await ctx.app.db.select().from(notifications).where(eq(notifications.link, link));
    expect(notes.map((n) => n.userId)).toEqual([pam.id]);
    expect(notes[0]!.title).toContain('Dee Clinerson declined a shift');
    // A confirmation tells nobody.
    expect((await answer(s.links['Ada Stayer']!, 'confirmed')).statusCode).toBe(200);
    expect(await ctx.app.db.select().from(notifications).where(eq(notifications.link, link))).toHaveLength(1);
    // Back to the manager who made the project (createSite: a manager naming none manages it).
    await ctx.app.db.update(projects).set({ managerId: own!.m }).where(eq(projects.id, site.projectId));
  });

  it("a project nobody manages is admin's (decision 018): the admin who planned it is told; a manager who planned it before is not", async () => {
    setClock(NOW, { running: true });
    const [own] = await ctx.app.db
      .select({ m: projects.managerId })
      .from(projects)
      .where(eq(projects.id, site.projectId));
    expect(own!.m).not.toBeNull();
    const byManager = await publishedShift('2030-03-12', 1, ['Nora Noshow']);
    await ctx.app.db.update(projects).set({ managerId: null }).where(eq(projects.id, site.projectId));
    try {
      const byAdmin = await publishedShift('2030-03-14', 1, ['Olga Onleave'], 'admin');
      expect((await answer(byManager.links['Nora Noshow']!, 'declined')).statusCode).toBe(200);
      expect((await answer(byAdmin.links['Olga Onleave']!, 'declined')).statusCode).toBe(200);
      const inbox = async (role: 'manager' | 'admin') =>
        (await call(role, inboxEndpoints.notification.list))
          .answer()
          .filter((n) => n.link!.includes(byManager.rosterId) || n.link!.includes(byAdmin.rosterId));
      // The manager who once planned it may no longer act on it: not told.
      expect(await inbox('manager')).toEqual([]);
      const admin = await inbox('admin');
      expect(admin.map((n) => n.title).sort()).toEqual([
        expect.stringContaining('Nora Noshow declined a shift'),
        expect.stringContaining('Olga Onleave declined a shift'),
      ]);
    } finally {
      await ctx.app.db.update(projects).set({ managerId: own!.m }).where(eq(projects.id, site.projectId));
    }
  });
});

describe(`fill counts count only workers who have not declined (${dbLabel})`, () => {
  it('2 places, 1 declined: 1/2 and needs replacement on the board and the roster; a replacement can be added and fills it', async () => {
    setClock(NOW, { running: true });
    const s = await publishedShift('2030-03-13', 2, ['Dan Decliner', 'Sam Stayer']);
    expect((await answer(s.links['Dan Decliner']!, 'declined')).statusCode).toBe(200);

    const board = await boardShift('2030-03-13');
    expect(board.locations[0]!.cells[0]!.roster!.shifts[0]).toMatchObject({
      headcount: 2,
      filled: 1,
      declined: 1,
      unanswered: 1,
      needsReplacement: true,
    });
    const detail = (await call('manager', e.get, { params: { id: s.rosterId } })).answer();
    expect(detail.shifts[0]).toMatchObject({ filled: 1, declined: 1, needsReplacement: true });
    const listed = (
      await call('manager', e.list, { query: { from: '2030-03-13', to: '2030-03-13', locationId: site.locationId } })
    ).answer();
    expect(listed.items[0]).toMatchObject({ headcount: 2, filled: 1 });

    // The picker shows each worker's rate and where it comes from (issue 29, item 3): the
    // position's S$12.00, or the worker's own.
    const rita = await worker('Rita Replacement');
    await ctx.app.db.update(workers).set({ hourlyRateCents: 1300 }).where(eq(workers.id, rita));
    const picker = (
      await call('manager', e.eligibleWorkers, { params: { id: s.shiftId }, query: { pageSize: 100 } })
    ).answer();
    const rateOf = (id: string) => picker.items.find((w) => w.workerId === id);
    expect(rateOf(rita)).toMatchObject({ rateCents: 1300, rateSource: 'worker' });
    const others = picker.items.filter((w) => w.workerId !== rita);
    expect(others.length).toBeGreaterThan(0);
    for (const w of others) expect(w).toMatchObject({ rateCents: 1200, rateSource: 'position' });

    // The declined place is open: a replacement is assigned (not SHIFT_FULL), the shift is 2/2 again.
    const replaced = await call('manager', e.assign, { params: { id: s.shiftId }, body: { workerId: rita } });
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.answer().shift).toMatchObject({ filled: 2, declined: 1, needsReplacement: false });
    // And now it is full.
    const fourth = await call('manager', e.assign, {
      params: { id: s.shiftId },
      body: { workerId: await worker('Fred Fourth') },
    });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.code).toBe('SHIFT_FULL');
  });
});

describe(`an ended shift is short, not to be replaced; back-filling it mails nobody (${dbLabel})`, () => {
  it('after its end: needsReplacement false on board and roster; an assignment records who worked it, unmailed', async () => {
    setClock(NOW, { running: true });
    const s = await publishedShift('2030-03-25', 2, ['Edna Ended', 'Stan Stayed']);
    expect((await answer(s.links['Edna Ended']!, 'declined')).statusCode).toBe(200);
    // Before its end (09:00-17:00 SGT on 25/03 ends 09:00 UTC): a replacement is needed.
    expect((await boardShift('2030-03-25')).locations[0]!.cells[0]!.roster!.shifts[0]).toMatchObject({
      needsReplacement: true,
      endsAt: '2030-03-25T09:00:00.000Z',
    });
    // Two days later the shift has ended: it was short, nobody can replace anyone on it now.
    setClock('2030-03-27T01:00:00.000Z', { running: true });
    expect((await boardShift('2030-03-25')).locations[0]!.cells[0]!.roster!.shifts[0]).toMatchObject({
      filled: 1,
      headcount: 2,
      needsReplacement: false,
    });
    const detail = (await call('manager', e.get, { params: { id: s.rosterId } })).answer();
    expect(detail.shifts[0]).toMatchObject({ filled: 1, declined: 1, needsReplacement: false });

    // The office back-fills who actually worked it: allowed, and the worker gets no confirmation mail.
    const bea = await worker('Bea Backfill');
    const mailsToBea = async () =>
      (await ctx.app.db.select({ text: outbox.text }).from(outbox)).filter((m) =>
        m.text.includes('Hello Bea Backfill'),
      );
    const assigned = await call('manager', e.assign, { params: { id: s.shiftId }, body: { workerId: bea } });
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(assigned.answer().shift).toMatchObject({ filled: 2, needsReplacement: false });
    expect(await mailsToBea()).toEqual([]);
    // Taking her off again mails nobody either.
    const id = assigned.answer().shift.assignments.find((a) => a.workerName === 'Bea Backfill')!.id;
    expect((await call('manager', e.unassign, { params: { id } })).statusCode).toBe(200);
    expect(await mailsToBea()).toEqual([]);
  });
});

describe(`silence: one reminder 24 hours before, and the unanswered list on the board (${dbLabel})`, () => {
  it('reminds once each worker who has not answered within 24 hours of the shift; the board lists them', async () => {
    setClock(NOW, { running: true });
    const s = await publishedShift('2030-03-20', 3, ['Quiet Quinn', 'Yes Yasmin', 'No Nadia']);
    expect((await answer(s.links['Yes Yasmin']!, 'confirmed')).statusCode).toBe(200);
    expect((await answer(s.links['No Nadia']!, 'declined')).statusCode).toBe(200);

    const board = await boardShift('2030-03-20');
    expect(board.unanswered.map((u) => u.workerName)).toEqual(['Quiet Quinn']);
    expect(board.unanswered[0]).toMatchObject({
      rosterId: s.rosterId,
      shiftId: s.shiftId,
      start: '09:00',
      remindedAt: null,
    });

    // 09:00 SGT on 20/03 is 01:00 UTC. Two days before: too early, nothing is sent.
    setClock('2030-03-18T01:00:00.000Z');
    expect(await runShiftReminders(ctx.app.db, 'http://app.test')).toEqual({ reminded: 0 });
    // 23 hours before: Quinn alone is reminded, with a fresh link that works.
    setClock('2030-03-19T02:00:00.000Z');
    const before = smtp.mails.length;
    expect(await runShiftReminders(ctx.app.db, 'http://app.test')).toEqual({ reminded: 1 });
    void ctx.app.mailer.kick();
    const reminder = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.text.includes('Hello Quiet Quinn'));
    expect(reminder.subject).toContain('Reminder');
    // A second run sends nothing more.
    expect(await runShiftReminders(ctx.app.db, 'http://app.test')).toEqual({ reminded: 0 });
    const boardAfter = await boardShift('2030-03-20');
    expect(boardAfter.unanswered[0]!.remindedAt).toBe('2030-03-19T02:00:00.000Z');
    const fresh = /roster-confirm\/([A-Za-z0-9_-]+)/.exec(reminder.text)![1]!;
    expect((await answer(fresh, 'confirmed')).statusCode).toBe(200);
    expect((await boardShift('2030-03-20')).unanswered).toEqual([]);
  });

  it('lists them soonest shift first, then by place and worker name; drafts and started shifts left out', async () => {
    setClock(NOW, { running: true });
    // A second client whose place sorts first by name, though its client sorts last on the board.
    const other = await createSite(call, {
      client: 'Zeta Unanswered Pte Ltd',
      uen: '53999999E',
      project: 'Zeta hall',
      startDate: '2026-01-05',
      payRateCents: 1200,
      billRateCents: 1600,
      site: 'Ang Mo Kio hall',
      road: '3 Zeta Road',
      postal: '560003',
    });
    await publishedShift('2030-04-09', 2, ['Cy Later', 'ann Later']);
    await publishedShift('2030-04-08', 2, ['zed Bedok', 'Amy Bedok']);
    await publishedShift('2030-04-08', 1, ['Mo Amk'], 'manager', other);
    // A draft tells nobody yet, so nobody on it is waited for.
    const draft = await call('manager', e.create, {
      body: {
        locationId: other.locationId,
        date: '2030-04-10',
        shifts: [{ positionId: other.positionId, start: '09:00', end: '17:00', breakMinutes: 60, headcount: 1 }],
      },
    });
    const draftShift = draft.answer().shifts[0]!.id;
    expect(
      (await call('manager', e.assign, { params: { id: draftShift }, body: { workerId: await worker('Dee Draft') } }))
        .statusCode,
    ).toBe(201);

    const listed = async () =>
      (await call('admin', e.board, { query: { view: 'week', date: '2030-04-08' } }))
        .answer()
        .unanswered.map((u) => `${u.date} ${u.start} ${u.locationName}: ${u.workerName}`);
    expect(await listed()).toEqual([
      '2030-04-08 09:00 Ang Mo Kio hall: Mo Amk',
      '2030-04-08 09:00 Bedok kitchen: Amy Bedok',
      '2030-04-08 09:00 Bedok kitchen: zed Bedok',
      '2030-04-09 09:00 Bedok kitchen: ann Later',
      '2030-04-09 09:00 Bedok kitchen: Cy Later',
    ]);
    // 10:00 in Singapore on Monday: Monday's shifts have started, nobody can answer them now.
    setClock('2030-04-08T02:00:00.000Z');
    expect(await listed()).toEqual([
      '2030-04-09 09:00 Bedok kitchen: ann Later',
      '2030-04-09 09:00 Bedok kitchen: Cy Later',
    ]);
  });
});
