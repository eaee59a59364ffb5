import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { auditEntities, auditEntityLink } from '@wf/shared/contracts/common/section-pages';
import { loadSectionPages } from '@wf/shared/contracts/common/load-section-pages';
import { isRecordGroup } from '@wf/shared/contracts/shell/search';
import { ROLE_SETS } from '@wf/shared/role-sets';
import { dbLabel } from '../test/harness.ts';
import { useTestContext } from '../test/use-test-context.ts';
import { writeAudit } from './audit/index.ts';
import { auditExportColumns, listAudit } from './admin/audit-service.ts';
import { defineModule } from './module.ts';
import { loadModules } from './registry.ts';
import { tableSearch } from './search-provider.ts';
import { search } from './shell/search-service.ts';
import { staffMenu } from './shell/staff-menu.ts';

/**
 * Issue 27, item 4: a section registers what global search finds in it and the audit log's words
 * and link for its records, and the shared mechanisms pick them up. A made-up section ("gizmos")
 * is built here in test code only: its table, its module descriptor with a search provider, and
 * its `contracts/gizmos/pages.ts` written to a made-up contracts folder that the same loader lists.
 */
const ctx = useTestContext();

const gizmos = pgTable('test_gizmos', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code'),
});
const gizmoPage = (id: string) => `/gizmo-management/list/${id}`;
const gizmoModule = defineModule({
  name: 'gizmos',
  search: {
    records: [
      tableSearch({
        group: 'gizmos',
        label: 'Gizmos',
        labelKey: 'gizmos.search.group',
        order: 50,
        access: ROLE_SETS.people,
        table: gizmos,
        columns: { id: gizmos.id, title: gizmos.name, subtitle: gizmos.code },
        where: [gizmos.name],
        link: gizmoPage,
      }),
    ],
  },
});

const contracts = mkdtempSync(join(tmpdir(), 'wf-sections-'));
afterAll(() => rmSync(contracts, { recursive: true, force: true }));
mkdirSync(join(contracts, 'gizmos'));
writeFileSync(
  join(contracts, 'gizmos', 'pages.ts'),
  `export const pages = { audit: { gizmo: { label: 'gizmo', labelKey: 'gizmos.audit.gizmo', link: (id) => '/gizmo-management/list/' + id } } };\n`,
);

describe(`a made-up section registers its search and audit parts (${dbLabel})`, () => {
  it('appears in global search for the roles it names, after the registered sections', async () => {
    await ctx.app.db.execute(sql`create table test_gizmos (id text primary key, name text not null, code text)`);
    const id = randomUUID();
    await ctx.app.db.insert(gizmos).values({ id, name: 'Sprocket Wrangler', code: 'GZ-1' });
    const registered = (await loadModules()).flatMap((m) => (m.search ? [m.search] : []));
    const sections = [...registered, gizmoModule.search!];
    const menu = await staffMenu();
    const who = (role: 'hr' | 'finance') => ({ id: randomUUID(), role });

    const reply = await search(ctx.app.db, who('hr'), 'sprocket', menu, sections);
    const group = reply.find((g) => g.id === 'gizmos');
    expect(group && isRecordGroup(group) ? group : null).toEqual({
      id: 'gizmos',
      label: 'Gizmos',
      labelKey: 'gizmos.search.group',
      results: [{ id, title: 'Sprocket Wrangler', subtitle: 'GZ-1', link: `/gizmo-management/list/${id}` }],
    });
    // Finance is not in the section's access: no group, whatever the query.
    expect((await search(ctx.app.db, who('finance'), 'sprocket', menu, sections)).map((g) => g.id)).not.toContain(
      'gizmos',
    );
    // The registered sections still come first, in their order.
    await ctx.app.db.insert(gizmos).values({ id: randomUUID(), name: 'Quillon Gizmo', code: null });
    const both = await search(ctx.app.db, who('hr'), 'quillon', menu, sections);
    expect(both.map((g) => g.id)).toEqual(['gizmos']);
  });

  it('appears in the audit log with its words and a link to its page, and in the export', async () => {
    const found = await loadSectionPages(contracts);
    expect(found.map((f) => f.folder)).toEqual(['gizmos']);
    const real = await loadSectionPages();
    const entities = auditEntities([...real.map((f) => f.pages), ...found.map((f) => f.pages)]);

    const id = randomUUID();
    await writeAudit(ctx.app.db, {
      actorId: null,
      action: 'gizmo.create',
      entityType: 'gizmo',
      entityId: id,
      after: { name: 'Sprocket' },
    });
    const { items } = await listAudit(ctx.app.db, { page: 0, pageSize: 5, entityType: 'gizmo' });
    expect(items).toHaveLength(1);
    const entry = items[0]!;
    expect(auditEntityLink(entities, entry, 'Sprocket')).toBe(`/gizmo-management/list/${id}`);
    expect(entities.get('gizmo')?.labelKey).toBe('gizmos.audit.gizmo');
    const typeColumn = auditExportColumns(entities).find((c) => c.key === 'entityType')!;
    expect(typeColumn.text?.(entry.entityType)).toBe('gizmo');
    // The registered sections keep their links.
    expect(auditEntityLink(entities, { entityType: 'project', entityId: 'p-1' }, null)).toBe(
      '/project-management/list/p-1',
    );
    // Two sections claiming one record type is refused.
    expect(() => auditEntities([...found.map((f) => f.pages), ...found.map((f) => f.pages)])).toThrow(/gizmo/);
  });
});
