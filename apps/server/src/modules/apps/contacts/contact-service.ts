import { and, asc, eq, ilike, inArray, min, sql } from 'drizzle-orm';
import type { Role } from '@wf/shared/roles';
import { isAllowed } from '@wf/shared/permissions';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import {
  NEW_CONTACT_NAME,
  type Contact,
  type ContactChanges,
  type ContactTag,
} from '@wf/shared/contracts/apps/contacts/contacts';
import { sortContacts } from '@wf/shared/domain/contacts/contact-order';
import * as clock from '@wf/shared/domain/clock';
import type { DbOrTx } from '../../../db/client.ts';
import { clientContacts, clients, contacts, contactTags } from '../../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../../http/errors.ts';
import { likePattern } from '../../../http/list-helpers.ts';
import { COUNTRY_ISO } from './countries.ts';

/** Who asks: every call reads and changes only this user's contacts and tags. */
export type Caller = { id: string; role: Role };
type Row = typeof contacts.$inferSelect;
type Listed = Contact & { blank: boolean; createdAt: string };

const toContact = (r: Row): Listed => ({
  id: r.id,
  avatar: r.avatar,
  background: null,
  name: r.name,
  emails: r.emails,
  phoneNumbers: r.phoneNumbers,
  title: r.title,
  company: r.company,
  birthday: r.birthday,
  address: r.address,
  notes: r.notes,
  tags: r.tags,
  readOnly: false,
  client: null,
  blank: r.blank,
  createdAt: r.createdAt.toISOString(),
});
const strip = ({ blank: _b, createdAt: _c, ...c }: Listed): Contact => c;

/** A client's contact people are shown to the roles that may open the client (its page links them). */
export const readsClients = (role: Role) => isAllowed(clientEndpoints.get.access, role);

/** A client's contact person as a read-only address book row (phone numbers are Singapore's). */
async function clientPeople(db: DbOrTx, where: { id?: string; query?: string }): Promise<Listed[]> {
  const conds = [
    sql`${clients.archivedAt} is null`,
    ...(where.id ? [eq(clientContacts.id, where.id)] : []),
    ...(where.query ? [ilike(clientContacts.name, likePattern(where.query))] : []),
  ];
  const rows = await db
    .select({ c: clientContacts, clientName: clients.name })
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(and(...conds))
    .orderBy(sql`lower(${clientContacts.name})`, asc(clientContacts.id));
  return rows.map(({ c, clientName }) => ({
    id: c.id,
    avatar: null,
    background: null,
    name: c.name,
    emails: c.email ? [{ email: c.email, label: 'Work' as const }] : [],
    phoneNumbers: c.phone ? [{ country: 'sg', phoneNumber: c.phone.replace(/^\+65/, ''), label: 'Work' as const }] : [],
    title: c.title,
    company: clientName,
    birthday: null,
    address: null,
    notes: null,
    tags: [],
    readOnly: true,
    client: { id: c.clientId, name: clientName },
    blank: false,
    createdAt: '',
  }));
}

/** GET all / GET search: the caller's contacts (and the clients' people) whose name contains `query`, by name. */
export async function listContacts(db: DbOrTx, caller: Caller, query = ''): Promise<Contact[]> {
  const q = query.trim();
  const own = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.ownerId, caller.id), q ? ilike(contacts.name, likePattern(q)) : undefined));
  const people = readsClients(caller.role) ? await clientPeople(db, { query: q || undefined }) : [];
  return sortContacts([...own.map(toContact), ...people]).map(strip);
}

/** GET contact: one of the caller's contacts, or a client's contact person (read-only); otherwise 404. */
export async function getContact(db: DbOrTx, caller: Caller, id: string): Promise<Contact> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.ownerId, caller.id)));
  if (row) return strip(toContact(row));
  const [person] = readsClients(caller.role) ? await clientPeople(db, { id }) : [];
  if (!person) throw notFound('Contact not found');
  return strip(person);
}

/** A change to a client's contact person is made on the client's page. */
async function refuseClientPerson(db: DbOrTx, caller: Caller, id: string): Promise<void> {
  if (!readsClients(caller.role)) return;
  const [person] = await clientPeople(db, { id });
  if (person) throw forbidden("A client's contact person is changed on the client's page");
}

/** POST contact (no payload): the blank contact, listed first until it is changed. */
export async function createContact(db: DbOrTx, caller: Caller): Promise<Contact> {
  const [row] = await db
    .insert(contacts)
    .values({ ownerId: caller.id, name: NEW_CONTACT_NAME, blank: true })
    .returning();
  return strip(toContact(row!));
}

/** PATCH contact {id, contact}: the given fields replace the stored ones, the others stay. */
export async function updateContact(db: DbOrTx, caller: Caller, id: string, changes: ContactChanges): Promise<Contact> {
  const exists = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.ownerId, caller.id)));
  if (!exists.length) {
    await refuseClientPerson(db, caller, id);
    throw notFound('Contact not found');
  }
  const bad = (changes.phoneNumbers ?? []).findIndex((p) => !COUNTRY_ISO.has(p.country.toLowerCase()));
  if (bad >= 0) throw badRequest('Unknown country', { [`contact.phoneNumbers.${bad}.country`]: 'validation.invalid' });
  if (changes.tags?.length) {
    const mine = await db
      .select({ id: contactTags.id })
      .from(contactTags)
      .where(and(eq(contactTags.ownerId, caller.id), inArray(contactTags.id, changes.tags)));
    if (mine.length !== new Set(changes.tags).size)
      throw badRequest('Unknown tag', { 'contact.tags': 'validation.invalid' });
  }
  const set: Partial<typeof contacts.$inferInsert> = { blank: false, updatedAt: clock.now() };
  const { name, emails, phoneNumbers, title, company, birthday, address, notes, tags, avatar } = changes;
  if (name !== undefined) set.name = name;
  if (emails !== undefined) set.emails = emails;
  if (phoneNumbers !== undefined)
    set.phoneNumbers = phoneNumbers.map((p) => ({ ...p, country: p.country.toLowerCase() }));
  if (title !== undefined) set.title = title;
  if (company !== undefined) set.company = company;
  if (birthday !== undefined) set.birthday = birthday;
  if (address !== undefined) set.address = address;
  if (notes !== undefined) set.notes = notes;
  if (tags !== undefined) set.tags = [...new Set(tags)];
  if (avatar !== undefined) set.avatar = null;
  const [row] = await db
    .update(contacts)
    .set(set)
    .where(and(eq(contacts.id, id), eq(contacts.ownerId, caller.id)))
    .returning();
  return strip(toContact(row!));
}

/** DELETE contact: true. */
export async function deleteContact(db: DbOrTx, caller: Caller, id: string): Promise<true> {
  const gone = await db
    .delete(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.ownerId, caller.id)))
    .returning({ id: contacts.id });
  if (!gone.length) {
    await refuseClientPerson(db, caller, id);
    throw notFound('Contact not found');
  }
  return true;
}

/** POST avatar: the checked image as a data URL on the caller's contact. */
export async function setAvatar(db: DbOrTx, caller: Caller, id: string, dataUrl: string): Promise<Contact> {
  const [row] = await db
    .update(contacts)
    .set({ avatar: dataUrl, blank: false, updatedAt: clock.now() })
    .where(and(eq(contacts.id, id), eq(contacts.ownerId, caller.id)))
    .returning();
  if (!row) {
    await refuseClientPerson(db, caller, id);
    throw notFound('Contact not found');
  }
  return strip(toContact(row));
}

// ---------------------------------------------------------------- tags

export async function listTags(db: DbOrTx, caller: Caller): Promise<ContactTag[]> {
  return db
    .select({ id: contactTags.id, title: contactTags.title })
    .from(contactTags)
    .where(eq(contactTags.ownerId, caller.id))
    .orderBy(asc(contactTags.sort), asc(contactTags.title));
}

/** POST tag {tag}: a new id, placed first. */
export async function createTag(db: DbOrTx, caller: Caller, title: string): Promise<ContactTag> {
  const [first] = await db
    .select({ sort: min(contactTags.sort) })
    .from(contactTags)
    .where(eq(contactTags.ownerId, caller.id));
  const [row] = await db
    .insert(contactTags)
    .values({ ownerId: caller.id, title, sort: (first?.sort ?? 1) - 1 })
    .returning({ id: contactTags.id, title: contactTags.title });
  return row!;
}

/** PATCH tag {id, tag}: merges the changes. */
export async function updateTag(
  db: DbOrTx,
  caller: Caller,
  id: string,
  changes: { title?: string },
): Promise<ContactTag> {
  const where = and(eq(contactTags.id, id), eq(contactTags.ownerId, caller.id));
  const [row] =
    changes.title === undefined
      ? await db.select({ id: contactTags.id, title: contactTags.title }).from(contactTags).where(where)
      : await db
          .update(contactTags)
          .set({ title: changes.title })
          .where(where)
          .returning({ id: contactTags.id, title: contactTags.title });
  if (!row) throw notFound('Tag not found');
  return row;
}

/** DELETE tag: true; the tag leaves every one of the caller's contacts that carried it. */
export async function deleteTag(db: DbOrTx, caller: Caller, id: string): Promise<true> {
  const gone = await db
    .delete(contactTags)
    .where(and(eq(contactTags.id, id), eq(contactTags.ownerId, caller.id)))
    .returning({ id: contactTags.id });
  if (!gone.length) throw notFound('Tag not found');
  await db
    .update(contacts)
    .set({ tags: sql`${contacts.tags} - ${id}::text` })
    .where(and(eq(contacts.ownerId, caller.id), sql`${contacts.tags} ? ${id}::text`));
  return true;
}
