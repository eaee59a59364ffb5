import { describe, expect, it } from 'vitest';
import type { Role } from '@wf/shared/roles';
import { clients, projectLocations, projects, workers } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { shellEndpoints } from '@wf/shared/contracts/shell/endpoints';

const ctx = useTestContext();

const search = (role: Role, query: string) => ctx.call(role, shellEndpoints.search, { body: { query } });

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
    const tasks = res.answer().find((g) => g.id === 'tasks');
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
    const byWords = (await search('admin', 'review application')).answer();
    expect(byWords.find((g) => g.id === 'tasks')?.results.map((t) => t.id)).toContain(applicant);
    for (const role of ['finance', 'manager'] as const) {
      const groups = (await search(role, 'quorra')).answer();
      expect(
        groups.find((g) => g.id === 'tasks'),
        role,
      ).toBeUndefined();
    }
  });
});

describe(`global search: the business's records (issue 13, item 12) (${dbLabel})`, () => {
  const group = async (role: Role, query: string, id: string) => {
    const res = await search(role, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.answer().find((g) => g.id === id)?.results ?? [];
  };

  it('finds workers by name, employee code, phone or the last four of the ID, for the roles that read workers', async () => {
    const [w] = await ctx.app.db
      .insert(workers)
      .values({
        name: 'Zephyrine Lowe',
        status: 'active',
        employeeCode: 'PT-947311',
        positionApplied: 'Food Operator',
        contactNumber: '87654329',
        dateOfBirth: '1996-02-02',
        idType: 'NRIC',
        idNumber: 'S9473118K',
      })
      .returning({ id: workers.id });
    const expected = {
      id: w!.id,
      title: 'Zephyrine Lowe',
      subtitle: 'PT-947311',
      link: `/part-timer-management/worker/${w!.id}`,
    };
    for (const role of ['hr', 'admin', 'manager'] as const) {
      for (const q of ['zephyrine', 'PT-947311', '947311', '87654329', '118K']) {
        expect(await group(role, q, 'workers'), `${role} ${q}`).toContainEqual(expected);
      }
    }
    // finance may not read workers: none, whatever the query.
    for (const q of ['zephyrine', 'PT-947311', '87654329', '118K'])
      expect(await group('finance', q, 'workers'), q).toEqual([]);
    // The full ID is never a search key here (only its last four), and never in the answer.
    expect((await search('hr', 'S9473118K')).body).not.toContain('S9473118K');
  });

  it('finds clients, projects and locations with the role rights of their pages', async () => {
    const [c] = await ctx.app.db
      .insert(clients)
      .values({ name: 'Quillfeather Foods Pte Ltd', uen: '201912345Q' })
      .returning({ id: clients.id });
    const [p] = await ctx.app.db
      .insert(projects)
      .values({ code: 'QF-2031', clientId: c!.id, name: 'Quillfeather Banquet', startDate: '2030-01-01' })
      .returning({ id: projects.id });
    const [l] = await ctx.app.db
      .insert(projectLocations)
      .values({
        projectId: p!.id,
        name: 'Quillfeather Hall',
        address: {},
        formattedAddress: '1 Quill Road, Singapore 539999',
        postalCode: '539999',
        lat: 1.35,
        lng: 103.8,
      })
      .returning({ id: projectLocations.id });
    for (const role of ['admin', 'manager', 'hr', 'finance'] as const) {
      expect(await group(role, 'quillfeather foods', 'clients'), role).toEqual([
        { id: c!.id, title: 'Quillfeather Foods Pte Ltd', subtitle: '201912345Q', link: `/client-management/list/${c!.id}` },
      ]);
      expect((await group(role, '201912345', 'clients')).map((r) => r.id), role).toEqual([c!.id]);
      expect((await group(role, 'QF-2031', 'projects')).map((r) => r.link), role).toEqual([`/project-management/list/${p!.id}`]);
      expect((await group(role, 'banquet', 'projects')).map((r) => r.id), role).toEqual([p!.id]);
    }
    for (const role of ['admin', 'manager', 'hr'] as const) {
      expect(await group(role, 'quillfeather hall', 'locations'), role).toEqual([
        { id: l!.id, title: 'Quillfeather Hall', subtitle: '1 Quill Road, Singapore 539999', link: `/project-location-management/list/${l!.id}` },
      ]);
      expect((await group(role, '539999', 'locations')).map((r) => r.id), role).toEqual([l!.id]);
    }
    // finance does not read locations.
    expect(await group('finance', 'quillfeather hall', 'locations')).toEqual([]);
  });
});
