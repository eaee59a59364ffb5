import { and, asc, count, eq, sql } from 'drizzle-orm';
import type {
  ClientBody,
  ClientUpdateBody,
  ClientDetail,
  ClientListRow,
  DoNotSendBody,
  DoNotSendEntry,
} from '@wf/shared/contracts/clients/clients';
import { clientExportQuery, clientListQuery } from '@wf/shared/contracts/clients/clients';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { archivedCondition, defineList, searchAny } from '../../http/list-builder.ts';
import { clientContacts, clientDoNotSend, clients, projects, users, workers } from '../../db/schema/index.ts';
import {
  archivableRow,
  iso,
  isoOrNull,
  refuseDeleteWithDependents,
  withTable,
} from '../../http/list-helpers.ts';
import {
  badRequest,
  conflict,
  notFound,
  pgConstraint,
  pgErrorCode,
  staleVersion,
  UNIQUE_VIOLATION,
} from '../../http/errors.ts';
import { statementRecipient, type StatementRecipient } from '@wf/shared/domain/clients/statement-recipient';
import { setArchiveState, writeAudit } from '../audit/index.ts';
import * as clock from '@wf/shared/domain/clock';

type ListQuery = z.output<typeof clientListQuery>;
type ExportQuery = z.output<typeof clientExportQuery>;
type Filter = Omit<ListQuery, 'page' | 'pageSize'>;

/** The outer row's id, table-qualified: a bare "id" would resolve to the subquery's own table. */
const clientId = withTable(clients.id);
const projectCount = sql<number>`(select count(*)::int from projects p where p.client_id = ${clientId})`;
const activeProjectCount = sql<number>`(select count(*)::int from projects p where p.client_id = ${clientId} and p.status = 'active')`;
const primaryContact = (col: 'name' | 'phone' | 'email') =>
  sql<
    string | null
  >`(select cc.${sql.raw(col)} from client_contacts cc where cc.client_id = ${clientId} order by cc.sort, cc.id limit 1)`;

const listColumns = {
  id: clients.id,
  name: clients.name,
  uen: clients.uen,
  industry: clients.industry,
  status: clients.status,
  paymentTermsDays: clients.paymentTermsDays,
  billingAddress: clients.billingFormattedAddress,
  primaryContactName: primaryContact('name'),
  primaryContactPhone: primaryContact('phone'),
  primaryContactEmail: primaryContact('email'),
  projectCount,
  activeProjectCount,
  archivedAt: clients.archivedAt,
  createdAt: clients.createdAt,
};

type RawRow = { [K in keyof typeof listColumns]: unknown } & { archivedAt: Date | null; createdAt: Date };

/** The client list (http/list-builder.ts). */
const clientList = defineList({
  columns: listColumns,
  from: (q) => q.from(clients),
  filters: (f: Filter) => [
    archivedCondition(f.archived, clients.archivedAt),
    f.status && eq(clients.status, f.status),
    f.industry && eq(clients.industry, f.industry),
    f.search &&
      searchAny(f.search, [
        clients.name,
        clients.uen,
        (p) =>
          sql`exists (select 1 from client_contacts cc where cc.client_id = ${clientId} and (cc.name ilike ${p} or cc.email ilike ${p}))`,
      ]),
  ],
  sort: {
    name: sql`lower(${clients.name})`,
    uen: clients.uen,
    industry: clients.industry,
    status: clients.status,
    paymentTermsDays: clients.paymentTermsDays,
    projectCount,
    createdAt: clients.createdAt,
  },
  id: clients.id,
  row: (r: RawRow) => archivableRow(r) as ClientListRow,
});

export async function listClients(db: Db, q: ListQuery) {
  return clientList.page(db, q);
}

export async function exportClients(db: Db, q: ExportQuery): Promise<ClientListRow[]> {
  return clientList.export(db, q);
}

export async function getClient(db: DbOrTx, id: string): Promise<ClientDetail> {
  const found = await db.select().from(clients).where(eq(clients.id, id));
  const c = found[0];
  if (!c) throw notFound('No such client');
  // One query at a time: db may be a transaction (one connection).
  const contacts = await db
    .select({
      id: clientContacts.id,
      name: clientContacts.name,
      email: clientContacts.email,
      phone: clientContacts.phone,
      title: clientContacts.title,
      receivesStatements: clientContacts.receivesStatements,
    })
    .from(clientContacts)
    .where(eq(clientContacts.clientId, id))
    .orderBy(asc(clientContacts.sort), asc(clientContacts.id));
  const projs = await db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      status: projects.status,
      startDate: projects.startDate,
      endDate: projects.endDate,
      archivedAt: projects.archivedAt,
    })
    .from(projects)
    .where(eq(projects.clientId, id))
    .orderBy(sql`${projects.startDate} desc`, asc(projects.code));
  const dns = await listDoNotSend(db, id);
  return {
    id: c.id,
    name: c.name,
    uen: c.uen,
    industry: c.industry,
    billingAddress: (c.billingAddress as Record<string, unknown> | null) ?? null,
    billingFormattedAddress: c.billingFormattedAddress,
    billingPostalCode: c.billingPostalCode,
    paymentTermsDays: c.paymentTermsDays,
    status: c.status,
    notes: c.notes,
    archived: c.archivedAt !== null,
    archivedAt: isoOrNull(c.archivedAt),
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    contacts,
    billingEmail: c.billingEmail,
    statementRecipient: statementRecipient(c.billingEmail, contacts),
    version: c.version,
    projects: projs.map(({ archivedAt, ...p }) => ({ ...p, archived: archivedAt !== null })),
    doNotSend: dns,
  };
}

async function listDoNotSend(db: DbOrTx, clientId: string): Promise<DoNotSendEntry[]> {
  return db
    .select({
      id: clientDoNotSend.id,
      workerId: clientDoNotSend.workerId,
      workerName: workers.name,
      employeeCode: workers.employeeCode,
      reason: clientDoNotSend.reason,
      addedOn: clientDoNotSend.addedOn,
      addedByName: users.name,
    })
    .from(clientDoNotSend)
    .innerJoin(workers, eq(workers.id, clientDoNotSend.workerId))
    .leftJoin(users, eq(users.id, clientDoNotSend.addedBy))
    .where(eq(clientDoNotSend.clientId, clientId))
    .orderBy(sql`${clientDoNotSend.addedOn} desc`, asc(workers.name));
}

function columnsFromBody(b: ClientBody) {
  return {
    name: b.name,
    uen: b.uen,
    industry: b.industry,
    billingAddress: b.billingAddress,
    billingFormattedAddress: b.billingAddress?.formatted_address ?? null,
    billingPostalCode: b.billingAddress?.postal_code ?? null,
    paymentTermsDays: b.paymentTermsDays,
    status: b.status,
    notes: b.notes,
    billingEmail: b.billingEmail,
  };
}

async function assertUenFree(tx: DbOrTx, uen: string, exceptId?: string): Promise<void> {
  const same = await tx.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.uen, uen));
  const other = same.find((r) => r.id !== exceptId);
  if (other) throw conflict(`UEN ${uen} already belongs to ${other.name}`, { uen: 'validation.unique' });
}

function uniqueToConflict(err: unknown): never {
  if (pgErrorCode(err) === UNIQUE_VIOLATION && pgConstraint(err) !== undefined) {
    throw conflict('Another client already has this UEN', { uen: 'validation.unique' });
  }
  throw err;
}

export async function createClient(db: Db, actorId: string, b: ClientBody): Promise<ClientDetail> {
  return db
    .transaction(async (tx) => {
      await assertUenFree(tx, b.uen);
      const inserted = await tx
        .insert(clients)
        .values({ ...columnsFromBody(b), createdBy: actorId })
        .returning({ id: clients.id });
      const id = inserted[0]!.id;
      if (b.contacts.length) {
        await tx.insert(clientContacts).values(b.contacts.map((c, i) => ({ ...c, clientId: id, sort: i })));
      }
      await writeAudit(tx, { actorId, action: 'client.create', entityType: 'client', entityId: id, after: b });
      return getClient(tx, id);
    })
    .catch(uniqueToConflict);
}

export async function updateClient(
  db: Db,
  actorId: string,
  id: string,
  { version, ...b }: ClientUpdateBody,
): Promise<ClientDetail> {
  return db
    .transaction(async (tx) => {
      // The row lock orders two saves of the same client; the second sees the first's version.
      const locked = await tx.select({ version: clients.version }).from(clients).where(eq(clients.id, id)).for('update');
      if (!locked[0]) throw notFound('No such client');
      if (locked[0].version !== version) throw staleVersion(locked[0].version);
      const before = await getClient(tx, id);
      await assertUenFree(tx, b.uen, id);
      await tx
        .update(clients)
        .set({ ...columnsFromBody(b), updatedAt: clock.now(), version: sql`${clients.version} + 1` })
        .where(eq(clients.id, id));
      await tx.delete(clientContacts).where(eq(clientContacts.clientId, id));
      if (b.contacts.length) {
        await tx.insert(clientContacts).values(b.contacts.map((c, i) => ({ ...c, clientId: id, sort: i })));
      }
      const { projects: _p, doNotSend: _d, statementRecipient: _r, version: _v, ...beforeAudit } = before;
      await writeAudit(tx, {
        actorId,
        action: 'client.update',
        entityType: 'client',
        entityId: id,
        before: beforeAudit,
        after: b,
      });
      return getClient(tx, id);
    })
    .catch(uniqueToConflict);
}

export async function setClientArchived(db: Db, actorId: string, id: string, archived: boolean): Promise<ClientDetail> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ archivedAt: clients.archivedAt })
      .from(clients)
      .where(eq(clients.id, id))
      .for('update');
    if (!found[0]) throw notFound('No such client');
    await setArchiveState(tx, clients, {
      id,
      actorId,
      archived,
      isArchived: found[0].archivedAt !== null,
      entity: 'client',
      entityType: 'client',
      auditPrefix: 'client',
    });
    return getClient(tx, id);
  });
}

/** Deletes a client without projects; one with projects is refused (archive it instead). */
export async function deleteClient(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.select().from(clients).where(eq(clients.id, id)).for('update');
    const c = found[0];
    if (!c) throw notFound('No such client');
    const n = (await tx.select({ n: count() }).from(projects).where(eq(projects.clientId, id)))[0]?.n ?? 0;
    refuseDeleteWithDependents('client', n, ['project', 'projects']);
    await tx.delete(clients).where(eq(clients.id, id));
    const { billingAddress: _b, ...before } = c;
    await writeAudit(tx, { actorId, action: 'client.delete', entityType: 'client', entityId: id, before });
  });
}

export async function addDoNotSend(
  db: Db,
  actorId: string,
  clientId: string,
  b: Required<DoNotSendBody>,
  today: string,
): Promise<ClientDetail> {
  return db.transaction(async (tx) => {
    const c = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
    if (!c[0]) throw notFound('No such client');
    const w = await tx.select({ id: workers.id, name: workers.name }).from(workers).where(eq(workers.id, b.workerId));
    if (!w[0]) throw badRequest('No such worker', { workerId: 'validation.invalid' });
    const inserted = await tx
      .insert(clientDoNotSend)
      .values({ clientId, workerId: b.workerId, reason: b.reason, addedOn: today, addedBy: actorId })
      .onConflictDoNothing()
      .returning({ id: clientDoNotSend.id });
    if (!inserted[0])
      throw conflict(`${w[0].name} is already on this client's do-not-send list`, { workerId: 'validation.duplicate' });
    await writeAudit(tx, {
      actorId,
      action: 'client.do_not_send.add',
      entityType: 'client',
      entityId: clientId,
      after: { entryId: inserted[0].id, workerId: b.workerId, reason: b.reason },
    });
    return getClient(tx, clientId);
  });
}

export async function removeDoNotSend(
  db: Db,
  actorId: string,
  clientId: string,
  entryId: string,
): Promise<ClientDetail> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(clientDoNotSend)
      .where(and(eq(clientDoNotSend.id, entryId), eq(clientDoNotSend.clientId, clientId)))
      .returning({
        workerId: clientDoNotSend.workerId,
        reason: clientDoNotSend.reason,
        addedOn: clientDoNotSend.addedOn,
      });
    if (!removed[0]) throw notFound('No such entry on this client’s do-not-send list');
    await writeAudit(tx, {
      actorId,
      action: 'client.do_not_send.remove',
      entityType: 'client',
      entityId: clientId,
      before: { entryId, ...removed[0] },
    });
    return getClient(tx, clientId);
  });
}

/** Who the client's billing statements are mailed to now (statementRecipient); null when nobody has an address. */
export async function clientStatementRecipient(db: DbOrTx, clientId: string): Promise<StatementRecipient | null> {
  const found = await db.select({ billingEmail: clients.billingEmail }).from(clients).where(eq(clients.id, clientId));
  if (!found[0]) return null;
  const contacts = await db
    .select({ name: clientContacts.name, email: clientContacts.email, receivesStatements: clientContacts.receivesStatements })
    .from(clientContacts)
    .where(eq(clientContacts.clientId, clientId))
    .orderBy(asc(clientContacts.sort), asc(clientContacts.id));
  return statementRecipient(found[0].billingEmail, contacts);
}
