import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@wf/shared/roles';
import { workers } from '../../db/schema/index.ts';
import { createTestContext, dbLabel, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const search = async (role: Role, query: string) =>
  ctx.inject({ method: 'POST', url: '/api/common/search', headers: await ctx.as(role), payload: { query } });

let seq = 0;
async function insertWorker(name: string, status: typeof workers.$inferInsert.status) {
  seq += 1;
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name,
      status,
      positionApplied: 'Food Operator',
      contactNumber: '91234567',
      dateOfBirth: '1995-05-05',
      idType: 'Passport',
      idNumber: `SEARCH${seq}${Date.now()}`,
    })
    .returning({ id: workers.id });
  return w!.id;
}

describe(`global search: tasks (${dbLabel})`, () => {
  it('returns the decisions waiting for the caller as the tasks group, for the roles that take them', async () => {
    const applicant = await insertWorker('Quorra Applicant', 'pending');
    const leaving = await insertWorker('Quorra Leaving', 'discharge_pending');
    const back = await insertWorker('Quorra Returning', 'rejoin_pending');
    await insertWorker('Quorra Settled', 'active');

    const res = await search('hr', 'quorra');
    expect(res.statusCode, res.body).toBe(200);
    const tasks = (res.json() as { id: string; results: unknown[] }[]).find((g) => g.id === 'tasks');
    expect(tasks).toBeDefined();
    expect(tasks!.results).toEqual(
      expect.arrayContaining([
        {
          id: applicant,
          title: 'Review application: Quorra Applicant',
          completed: false,
          link: `/part-timer-management/worker/${applicant}`,
        },
        {
          id: leaving,
          title: 'Decide discharge request: Quorra Leaving',
          completed: false,
          link: `/part-timer-management/worker/${leaving}`,
        },
        {
          id: back,
          title: 'Decide rejoin request: Quorra Returning',
          completed: false,
          link: `/part-timer-management/worker/${back}`,
        },
      ]),
    );
    expect(tasks!.results).toHaveLength(3);

    // The task's words find it too; admin decides as hr does; finance and manager decide nothing here.
    const byWords = (await search('admin', 'review application')).json() as { id: string; results: { id: string }[] }[];
    expect(byWords.find((g) => g.id === 'tasks')?.results.map((t) => t.id)).toContain(applicant);
    for (const role of ['finance', 'manager'] as const) {
      const groups = (await search(role, 'quorra')).json() as { id: string }[];
      expect(
        groups.find((g) => g.id === 'tasks'),
        role,
      ).toBeUndefined();
    }
  });
});
