import { inArray } from 'drizzle-orm';
import type { Access } from '@wf/shared/permissions';
import { isAllowed } from '@wf/shared/permissions';
import type { Role } from '@wf/shared/roles';
import type { TaskLink, TaskLinkInput, TaskLinkKind } from '@wf/shared/contracts/apps/tasks/tasks';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { workerPages } from '@wf/shared/contracts/workers/pages';
import { clientPages } from '@wf/shared/contracts/clients/pages';
import { projectPages } from '@wf/shared/contracts/projects/pages';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { clients, projects, workers } from '../../../db/schema/index.ts';
import { badRequest, forbidden } from '../../../http/errors.ts';

/**
 * The records a task may link to: each kind's table, its name column, its page, and who may open
 * it (the access rule of the endpoint that reads one record). A reader whose role may not open the
 * record sees the link without its name or page.
 */
const KINDS: Record<
  TaskLinkKind,
  { table: PgTable; id: PgColumn; name: PgColumn; page: (id: string) => string; access: Access }
> = {
  worker: {
    table: workers,
    id: workers.id,
    name: workers.name,
    page: workerPages.record,
    access: workerEndpoints.get.access,
  },
  client: {
    table: clients,
    id: clients.id,
    name: clients.name,
    page: clientPages.record,
    access: clientEndpoints.get.access,
  },
  project: {
    table: projects,
    id: projects.id,
    name: projects.name,
    page: projectPages.record,
    access: projectEndpoints.get.access,
  },
};

/** Refuses a link the caller may not open (403) or whose record does not exist (400 naming `link`). */
export async function checkLink(db: DbOrTx, role: Role, link: TaskLinkInput): Promise<void> {
  const k = KINDS[link.kind];
  if (!isAllowed(k.access, role)) throw forbidden(`Your role may not open a ${link.kind}`);
  const rows = await db
    .select({ id: k.id })
    .from(k.table)
    .where(inArray(k.id, [link.id]))
    .limit(1);
  if (rows.length === 0) throw badRequest(`No ${link.kind} with this id`, { link: 'validation.invalid' });
}

/** The links of these tasks as the reader sees them, by task id. */
export async function readLinks(
  db: DbOrTx,
  role: Role,
  rows: readonly { id: string; linkKind: TaskLinkKind | null; linkId: string | null }[],
): Promise<Map<string, TaskLink>> {
  const out = new Map<string, TaskLink>();
  for (const kind of Object.keys(KINDS) as TaskLinkKind[]) {
    const k = KINDS[kind];
    const mine = rows.filter((r) => r.linkKind === kind && r.linkId);
    if (mine.length === 0) continue;
    const allowed = isAllowed(k.access, role);
    const names = new Map<string, string>();
    if (allowed) {
      const found = await db
        .select({ id: k.id, name: k.name })
        .from(k.table)
        .where(inArray(k.id, [...new Set(mine.map((r) => r.linkId!))]));
      for (const f of found) names.set(f.id as string, f.name as string);
    }
    for (const r of mine) {
      const name = names.get(r.linkId!) ?? null;
      out.set(r.id, { kind, id: r.linkId!, name, path: name !== null ? k.page(r.linkId!) : null });
    }
  }
  return out;
}
