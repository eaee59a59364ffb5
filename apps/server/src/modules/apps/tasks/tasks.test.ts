import { describe, expect, it } from 'vitest';
import type { Role } from '@wf/shared/roles';
import type { Task } from '@wf/shared/contracts/apps/tasks/tasks';
import type { EndpointInput } from '@wf/shared/api/endpoint';
import { taskEndpoints } from '@wf/shared/contracts/apps/tasks/endpoints';
import { inboxEndpoints, shellEndpoints } from '@wf/shared/contracts/shell/endpoints';
import { users, workers } from '../../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { dbLabel } from '../../../test/harness.ts';
import { useTestContext } from '../../../test/use-test-context.ts';
import { createTaskFor } from './index.ts';

const ctx = useTestContext();
const { call } = ctx;

const BASE = '/api/apps/tasks';
const all = async (role: Role) => {
  const res = await call(role, taskEndpoints.all);
  expect(res.statusCode, res.body).toBe(200);
  return res.answer();
};
const create = async (role: Role, task: EndpointInput<typeof taskEndpoints.create>['body']['task']) => {
  const res = await call(role, taskEndpoints.create, { body: { task } });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer();
};
const patch = (role: Role, id: string, task: EndpointInput<typeof taskEndpoints.update>['body']['task']) =>
  call(role, taskEndpoints.update, { body: { id, task } });
const titles = (list: Task[]) => list.map((t) => t.title);
const userId = async (role: Role) =>
  (
    await ctx.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${role}@example.com`))
  )[0]!.id;

describe(`Tasks app: tasks and sections (${dbLabel})`, () => {
  it("creates tasks and sections in the caller's list (first by default, or at `order`), orders from 0", async () => {
    const section = await create('admin', { type: 'section', title: 'Today' });
    expect(section).toMatchObject({
      type: 'section',
      title: 'Today',
      order: 0,
      completed: false,
      priority: 1,
      tags: [],
      subTasks: [],
    });
    await create('admin', { type: 'task', title: 'Call the client', order: 1 });
    await create('admin', { type: 'task', title: 'Send rosters', order: 2 });
    // The template's default: a new task goes first.
    const first = await create('admin', {
      type: 'task',
      title: 'Read mail',
      priority: 2,
      dueDate: '2026-12-01',
      notes: 'inbox',
    });
    expect(first).toMatchObject({
      order: 0,
      priority: 2,
      dueDate: '2026-12-01',
      notes: 'inbox',
      assignedTo: null,
      link: null,
    });
    const list = await all('admin');
    expect(titles(list)).toEqual(['Read mail', 'Today', 'Call the client', 'Send rosters']);
    expect(list.map((t) => t.order)).toEqual([0, 1, 2, 3]);
    expect(list[0]!.owner.name).toBeTruthy();
  });

  it('GET task answers one; PATCH merges the changes (sub-tasks get ids); DELETE answers true', async () => {
    const t = await create('admin', { type: 'task', title: 'Check certificates' });
    expect((await call('admin', taskEndpoints.get, { query: { id: t.id } })).answer()).toMatchObject({
      id: t.id,
      title: 'Check certificates',
    });
    const res = await patch('admin', t.id, { completed: true, subTasks: [{ title: 'Forklift', completed: false }] });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.answer();
    expect(changed).toMatchObject({ title: 'Check certificates', completed: true });
    expect(changed.subTasks).toEqual([{ id: expect.any(String), title: 'Forklift', completed: false }]);
    // Sub-task ids stay when sent back.
    const again = (await patch('admin', t.id, { subTasks: [{ ...changed.subTasks[0]!, completed: true }] })).answer();
    expect(again.subTasks).toEqual([{ id: changed.subTasks[0]!.id, title: 'Forklift', completed: true }]);
    const del = await call('admin', taskEndpoints.remove, { query: { id: t.id } });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.answer()).toBe(true);
    expect((await call('admin', taskEndpoints.get, { query: { id: t.id } })).statusCode).toBe(404);
  });

  it("PATCH order takes the order from the array; the caller's tasks not listed follow in their old order", async () => {
    const before = await all('admin');
    const reversed = [...before].reverse();
    const res = await call('admin', taskEndpoints.order, { body: { tasks: reversed } });
    expect(res.statusCode, res.body).toBe(200);
    expect(titles(res.answer())).toEqual(titles(reversed));
    expect(res.answer().map((t) => t.order)).toEqual(reversed.map((_, i) => i));
    expect(titles(await all('admin'))).toEqual(titles(reversed));
    // Only the last one listed: it goes first, the rest keep their order.
    const last = reversed[reversed.length - 1]!;
    const partial = (await call('admin', taskEndpoints.order, { body: { tasks: [{ id: last.id }] } })).answer();
    expect(titles(partial)).toEqual([last.title, ...titles(reversed).slice(0, -1)]);
  });

  it('refuses what the spec does not allow: priority beyond 0-2, a bad date, a section assigned (400)', async () => {
    expect((await call('admin', 'POST', `${BASE}/task`, { task: { type: 'task', priority: 3 } })).statusCode).toBe(400);
    expect(
      (await call('admin', taskEndpoints.create, { body: { task: { type: 'task', dueDate: '2026-02-30' } } }))
        .statusCode,
    ).toBe(400);
    expect((await call('admin', 'POST', `${BASE}/task`, { task: { type: 'note' } })).statusCode).toBe(400);
    const hr = await userId('hr');
    const res = await call('admin', taskEndpoints.create, {
      body: { task: { type: 'section', title: 'S', assignedTo: hr } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ assignedTo: 'validation.invalid' });
    const unknown = await call('admin', taskEndpoints.create, {
      body: {
        task: { type: 'task', assignedTo: '00000000-0000-4000-8000-000000000000' },
      },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("search: the caller's tasks whose title or notes contain the text, case-insensitive, in list order", async () => {
    await create('manager', { type: 'task', title: 'Zebra crossing check' });
    await create('manager', { type: 'task', title: 'Other', notes: 'about the ZEBRA' });
    const res = await call('manager', taskEndpoints.search, { query: { query: 'zebra' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(titles(res.answer())).toEqual(['Other', 'Zebra crossing check']);
    // Another user's tasks never match.
    expect((await call('hr', taskEndpoints.search, { query: { query: 'zebra' } })).answer()).toEqual([]);
  });
});

describe(`Tasks app: tags (${dbLabel})`, () => {
  it("lists, creates, changes and deletes the caller's tags; a delete strips the tag from tasks", async () => {
    const mk = async (title: string) => {
      const res = await call('finance', taskEndpoints.createTag, { body: { tag: { title } } });
      expect(res.statusCode, res.body).toBe(200);
      return res.answer();
    };
    const urgent = await mk('Urgent');
    const payroll = await mk('Payroll');
    expect(urgent).toMatchObject({ title: 'Urgent', mine: true });
    const ts = (await call('finance', taskEndpoints.tags)).answer();
    expect(ts.map((t) => t.title)).toEqual(['Payroll', 'Urgent']);
    const renamed = await call('finance', taskEndpoints.updateTag, { body: { id: urgent.id, tag: { title: 'Asap' } } });
    expect(renamed.answer()).toEqual({ id: urgent.id, title: 'Asap', mine: true });

    const task = await create('finance', { type: 'task', title: 'Tagged', tags: [urgent.id, payroll.id] });
    expect(task.tags).toEqual([urgent.id, payroll.id]);
    const del = await call('finance', taskEndpoints.deleteTag, { query: { id: urgent.id } });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.answer()).toBe(true);
    expect((await call('finance', taskEndpoints.get, { query: { id: task.id } })).answer().tags).toEqual([payroll.id]);
    expect((await call('finance', taskEndpoints.tags)).answer().map((t) => t.id)).toEqual([payroll.id]);

    // Another user's tag: not found, and not usable on one's own task.
    expect(
      (await call('hr', taskEndpoints.updateTag, { body: { id: payroll.id, tag: { title: 'Mine' } } })).statusCode,
    ).toBe(404);
    expect((await call('hr', taskEndpoints.deleteTag, { query: { id: payroll.id } })).statusCode).toBe(404);
    const foreign = await call('hr', taskEndpoints.create, { body: { task: { type: 'task', tags: [payroll.id] } } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ tags: 'validation.invalid' });
    expect((await call('finance', taskEndpoints.createTag, { body: { tag: { title: '  ' } } })).statusCode).toBe(400);
  });
});

describe(`Tasks app: one user's list is their own (${dbLabel})`, () => {
  it("another user's task id is 404 for every call, and never in their list", async () => {
    const mine = await create('hr', { type: 'task', title: 'Private to hr' });
    expect((await all('finance')).map((t) => t.id)).not.toContain(mine.id);
    expect((await call('finance', taskEndpoints.get, { query: { id: mine.id } })).statusCode).toBe(404);
    expect((await patch('finance', mine.id, { title: 'Hijacked' })).statusCode).toBe(404);
    expect((await call('finance', taskEndpoints.remove, { query: { id: mine.id } })).statusCode).toBe(404);
    expect((await call('finance', taskEndpoints.order, { body: { tasks: [{ id: mine.id }] } })).statusCode).toBe(404);
    expect((await call('hr', taskEndpoints.get, { query: { id: mine.id } })).answer().title).toBe('Private to hr');
  });

  it('every call is open to every staff role and to nobody without a token', async () => {
    for (const e of Object.values(taskEndpoints)) expect(e.access).toBe('signedIn');
    for (const role of ['admin', 'manager', 'hr', 'finance'] as const)
      expect((await call(role, taskEndpoints.all)).statusCode).toBe(200);
    expect((await call(null, taskEndpoints.all)).statusCode).toBe(401);
    expect((await call(null, taskEndpoints.create, { body: { task: { type: 'task' } } })).statusCode).toBe(401);
  });
});

describe(`Tasks app: assignment (${dbLabel})`, () => {
  it('assigning to a colleague notifies them; they see it at the end of their list and work on it', async () => {
    const hrId = await userId('hr');
    const tag = (await call('manager', taskEndpoints.createTag, { body: { tag: { title: 'Ops' } } })).answer();
    const t = await create('manager', { type: 'task', title: 'Brief the new crew', tags: [tag.id] });
    const before = await all('hr');
    const res = await patch('manager', t.id, { assignedTo: hrId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer()).toMatchObject({ assignedTo: hrId });

    const inbox = (await call('hr', inboxEndpoints.notification.list)).answer();
    const note = inbox.find((n) => n.link === `/apps/tasks/${t.id}`);
    expect(note).toBeDefined();
    expect(note!.title).toMatch(/assigned you a task/);
    expect(note!.description).toBe('Brief the new crew');

    const list = await all('hr');
    expect(list.map((x) => x.id)).toEqual([...before.map((x) => x.id), t.id]);
    const seen = list.find((x) => x.id === t.id)!;
    expect(seen.owner.id).not.toBe(hrId);
    expect(seen.order).toBe(before.length);
    // The owner's tag shows for the assignee, read-only.
    expect((await call('hr', taskEndpoints.tags)).answer()).toContainEqual({ id: tag.id, title: 'Ops', mine: false });

    // The assignee completes it and moves it first in their own list; the owner's order is untouched.
    const ownerOrder = (await all('manager')).map((x) => x.id);
    expect((await patch('hr', t.id, { completed: true, notes: 'done at 9' })).answer()).toMatchObject({
      completed: true,
      notes: 'done at 9',
    });
    const moved = (await call('hr', taskEndpoints.order, { body: { tasks: [{ id: t.id }, ...before] } })).answer();
    expect(moved[0]!.id).toBe(t.id);
    expect((await all('manager')).map((x) => x.id)).toEqual(ownerOrder);
    // The owner alone changes tags, the assignee, the link; deletes.
    expect((await patch('hr', t.id, { tags: [] })).statusCode).toBe(403);
    expect((await patch('hr', t.id, { assignedTo: null })).statusCode).toBe(403);
    expect((await call('hr', taskEndpoints.remove, { query: { id: t.id } })).statusCode).toBe(403);
    // Unassigned: gone from the colleague's list, no second notification for the same assignment.
    await patch('manager', t.id, { assignedTo: null });
    expect((await all('hr')).map((x) => x.id)).not.toContain(t.id);
    expect((await call('hr', taskEndpoints.get, { query: { id: t.id } })).statusCode).toBe(404);
  });

  it('assigning to oneself notifies nobody', async () => {
    const me = await userId('finance');
    const before = (await call('finance', inboxEndpoints.notification.list)).answer().length;
    await create('finance', { type: 'task', title: 'Self', assignedTo: me });
    expect((await call('finance', inboxEndpoints.notification.list)).answer().length).toBe(before);
  });
});

describe(`Tasks app: links to a worker, client or project (${dbLabel})`, () => {
  it('stores a typed link that must exist, shows its name and page to a role that may open it', async () => {
    const [w] = await ctx.app.db
      .insert(workers)
      .values({
        name: 'Linus Applicant',
        status: 'pending',
        positionApplied: 'Food Operator',
        contactNumber: '91234567',
        dateOfBirth: '1995-05-05',
        idType: 'Passport',
        idNumber: `TASKLINK${Date.now()}`,
      })
      .returning({ id: workers.id });
    const t = await create('hr', { type: 'task', title: 'Call back applicant', link: { kind: 'worker', id: w!.id } });
    expect(t.link).toEqual({
      kind: 'worker',
      id: w!.id,
      name: 'Linus Applicant',
      path: `/part-timer-management/worker/${w!.id}`,
    });
    const missing = await call('hr', taskEndpoints.create, {
      body: {
        task: { type: 'task', link: { kind: 'client', id: '00000000-0000-4000-8000-000000000000' } },
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ link: 'validation.invalid' });
    // finance may not open a worker: may not link one, and sees an assigned task's link without its name.
    expect(
      (
        await call('finance', taskEndpoints.create, {
          body: { task: { type: 'task', link: { kind: 'worker', id: w!.id } } },
        })
      ).statusCode,
    ).toBe(403);
    await patch('hr', t.id, { assignedTo: await userId('finance') });
    const seen = (await call('finance', taskEndpoints.get, { query: { id: t.id } })).answer();
    expect(seen.link).toEqual({ kind: 'worker', id: w!.id, name: null, path: null });
    // Cleared with null.
    expect((await patch('hr', t.id, { link: null })).answer().link).toBeNull();
  });

  it('another section creates a task through the public interface (createTaskFor)', async () => {
    const hrId = await userId('hr');
    const managerId = await userId('manager');
    const made = await ctx.app.db.transaction((tx) =>
      createTaskFor(
        tx,
        { id: hrId, role: 'hr' },
        { type: 'task', title: 'Call back applicant: Ana', assignedTo: managerId },
      ),
    );
    expect(made).toMatchObject({ title: 'Call back applicant: Ana', order: 0, assignedTo: managerId });
    expect((await all('manager')).map((t) => t.id)).toContain(made.id);
  });
});

describe(`Tasks app in the global search (${dbLabel})`, () => {
  const search = async (role: Role, query: string) => {
    const res = await call(role, shellEndpoints.search, { body: { query } });
    expect(res.statusCode, res.body).toBe(200);
    return res.answer();
  };

  it("the tasks group has the caller's own tasks (never another's, never a section), each opening it", async () => {
    const t = await create('admin', { type: 'task', title: 'Quokka payroll review' });
    await create('admin', { type: 'section', title: 'Quokka section' });
    await create('finance', { type: 'task', title: 'Quokka of finance' });
    const tasks = (await search('admin', 'quokka')).find((g) => g.id === 'tasks');
    expect(tasks?.results).toEqual([
      { id: t.id, title: 'Quokka payroll review', completed: false, link: `/apps/tasks/${t.id}` },
    ]);
    expect(
      (await search('finance', 'quokka'))
        .find((g) => g.id === 'tasks')
        ?.results.map((r) => ('title' in r ? r.title : null)),
    ).toEqual(['Quokka of finance']);
    expect((await search('hr', 'quokka')).find((g) => g.id === 'tasks')).toBeUndefined();
  });

  it('the pages group lists the Tasks page for every role', async () => {
    for (const role of ['admin', 'manager', 'hr', 'finance'] as const) {
      const pages = (await search(role, 'tasks')).find((g) => g.id === 'pages');
      expect(
        pages?.results.map((p) => p.link),
        role,
      ).toContain('/apps/tasks');
    }
  });
});
