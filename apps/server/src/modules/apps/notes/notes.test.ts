import { and, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '@wf/shared/domain/clock';
import type { Role } from '@wf/shared/roles';
import type { EndpointInput } from '@wf/shared/api/endpoint';
import { notesEndpoints as e } from '@wf/shared/contracts/apps/notes/endpoints';
import { inboxEndpoints } from '@wf/shared/contracts/shell/endpoints';
import { notifications, users } from '../../../db/schema/index.ts';
import { useTestContext } from '../../../test/use-test-context.ts';
import { PDF_THEN_HTML, REAL_PNG, REAL_WEBP } from '../../../test/file-fixtures.ts';
import { runNoteReminders } from './reminder-job.ts';

const ctx = useTestContext();
const { call } = ctx;
const N = '/api/apps/notes';
afterEach(() => setClock(null));

const userId = async (role: Role) => (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, `${role}@example.com`)))[0]!.id;
const createNote = async (role: Role, note: EndpointInput<typeof e.create>['body']['note']) => {
  const res = await call(role, e.create, { body: { note } });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer();
};
const putImage = async (role: Role, id: string, data: Buffer) =>
  ctx.inject({ method: 'PUT', url: `${N}/image?id=${id}`, payload: data, headers: { ...(await ctx.as(role)), 'content-type': 'application/octet-stream' } });

describe('notes (spec section 7: Notes)', () => {
  it('labels: each call answers the whole list; slug suffixes; delete strips the label from notes', async () => {
    expect((await call('hr', e.labels)).answer()).toEqual([]);
    const one = (await call('hr', e.createLabel, { body: { title: 'Follow Up' } })).answer();
    expect(one).toEqual([{ id: expect.any(String), title: 'Follow Up', slug: 'follow-up' }]);
    const two = (await call('hr', e.createLabel, { body: { title: 'follow up' } })).answer();
    expect(two.map((l) => l.slug)).toEqual(['follow-up', 'follow-up-1']);
    const [first, second] = [two[0]!, two[1]!];
    const renamed = (await call('hr', e.updateLabel, { body: { label: { id: second.id, title: 'Urgent!' } } })).answer();
    expect(renamed[1]).toMatchObject({ title: 'Urgent!', slug: 'urgent' });
    expect((await call('finance', e.updateLabel, { body: { label: { id: second.id, title: 'x' } } })).statusCode).toBe(404);
    expect((await call('finance', e.removeLabel, { query: { id: second.id } })).statusCode).toBe(404);

    const note = await createNote('hr', { title: 'Call the client', labels: [first.id, second.id] });
    expect(note.labels.map((l) => l.slug)).toEqual(['follow-up', 'urgent']);
    expect((await call('finance', e.create, { body: { note: { title: 'x', labels: [first.id] } } })).statusCode).toBe(400);
    const left = (await call('hr', e.removeLabel, { query: { id: second.id } })).answer();
    expect(left.map((l) => l.slug)).toEqual(['follow-up']);
    const all = (await call('hr', e.all)).answer();
    expect(all.find((n) => n.id === note.id)!.labels).toEqual([left[0]]);
  });

  it('notes: create, merge, checklist task added not completed, archive, delete; another user\'s note 404', async () => {
    const note = await createNote('manager', { title: 'Crew list', content: 'Saturday', tasks: [{ content: 'Call Ah Kow', completed: true }] });
    expect(note).toMatchObject({ title: 'Crew list', archived: false, reminder: null, image: null, tasks: [{ content: 'Call Ah Kow', completed: true }] });
    const withTask = (await call('manager', e.addTask, { body: { note, task: 'Book the van' } })).answer();
    expect(withTask.tasks).toHaveLength(2);
    expect(withTask.tasks?.[1]).toEqual({ id: expect.any(String), content: 'Book the van', completed: false });
    const archived = (await call('manager', e.update, { body: { updatedNote: { id: note.id, archived: true } } })).answer();
    expect(archived).toMatchObject({ archived: true, title: 'Crew list', content: 'Saturday' });
    expect(archived.tasks).toHaveLength(2);
    expect(Date.parse(archived.updatedAt)).toBeGreaterThanOrEqual(Date.parse(note.updatedAt));
    const othersNote = {
      update: () => call('finance', e.update, { body: { updatedNote: { id: note.id, title: 'Mine' } } }),
      addTask: () => call('finance', e.addTask, { body: { note: { id: note.id }, task: 'x' } }),
      remove: () => call('finance', e.remove, { query: { id: note.id } }),
    };
    for (const [name, send] of Object.entries(othersNote)) expect((await send()).statusCode, name).toBe(404);
    expect((await call('finance', e.all)).answer().map((n) => n.id)).not.toContain(note.id);
    expect((await call('manager', e.remove, { query: { id: note.id } })).answer()).toBe(true);
    expect((await call('manager', e.all)).answer().map((n) => n.id)).not.toContain(note.id);
    expect((await call(null, e.all)).statusCode).toBe(401);
  });

  it('an image checked by content, served only to its owner', async () => {
    const note = await createNote('finance', { title: 'Receipt' });
    expect((await putImage('finance', note.id, PDF_THEN_HTML)).statusCode).toBe(400);
    expect((await putImage('hr', note.id, REAL_PNG)).statusCode).toBe(404);
    const ok = await putImage('finance', note.id, REAL_PNG);
    expect(ok.statusCode, ok.body).toBe(200);
    const image = ok.json().image as string;
    expect(image).toMatch(/^\/api\/apps\/notes\/image\?id=/);
    const own = await ctx.inject({ method: 'GET', url: image, headers: await ctx.as('finance') });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect((await ctx.inject({ method: 'GET', url: image, headers: await ctx.as('admin') })).statusCode).toBe(404);
    expect((await putImage('finance', note.id, REAL_WEBP)).json().image).not.toBeNull();
    expect((await call('finance', e.removeImage, { query: { id: note.id } })).answer().image).toBeNull();
  });

  it('a reminder raises one notification at its time (the periodic job, the one clock)', async () => {
    setClock('2027-01-31T15:00:00Z');
    const at = '2027-01-31T15:59:00Z';
    const note = await createNote('hr', { title: 'Chase certificates', content: 'Three expire next week', reminder: at });
    expect(note.reminder).toBe('2027-01-31T15:59:00.000Z');
    const hrId = await userId('hr');
    const mine = () =>
      ctx.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, hrId), like(notifications.title, 'Reminder: Chase certificates%')));
    await runNoteReminders(ctx.app.db);
    expect(await mine()).toHaveLength(0);
    setClock('2027-01-31T15:59:30Z');
    expect((await runNoteReminders(ctx.app.db)).reminded).toBeGreaterThanOrEqual(1);
    const raised = await mine();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ link: '/apps/notes', read: false });
    // Once only, here or on another instance.
    await runNoteReminders(ctx.app.db);
    expect(await mine()).toHaveLength(1);
    const inbox = (await call('hr', inboxEndpoints.notification.list)).answer();
    expect(JSON.stringify(inbox)).toContain('Chase certificates');
    // A new time is reminded of again.
    await call('hr', e.update, { body: { updatedNote: { id: note.id, reminder: '2027-01-31T16:30:00Z' } } });
    setClock('2027-01-31T16:31:00Z');
    await runNoteReminders(ctx.app.db);
    expect(await mine()).toHaveLength(2);
  });
});
