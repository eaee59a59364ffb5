import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@wf/shared/roles';
import { contactEndpoints as e } from '@wf/shared/contracts/apps/contacts/endpoints';
import type { Contact } from '@wf/shared/contracts/apps/contacts/contacts';
import { shellEndpoints } from '@wf/shared/contracts/shell/endpoints';
import { clientContacts, clients } from '../../../db/schema/index.ts';
import { dbLabel } from '../../../test/harness.ts';
import { PDF_THEN_HTML, REAL_PNG, pngOfSize } from '../../../test/file-fixtures.ts';
import { useTestContext } from '../../../test/use-test-context.ts';

const ctx = useTestContext();
const API = '/api/apps/contacts';

const { call } = ctx;
const create = async (role: Role, name?: string): Promise<Contact> => {
  const made = (await call(role, e.create)).answer();
  if (!name) return made;
  return (await call(role, e.update, { body: { id: made.id, contact: { name } } })).answer();
};
const namesOf = (list: Contact[]) => list.filter((c) => !c.readOnly).map((c) => c.name);
const names = async (role: Role) => namesOf((await call(role, e.all)).answer());
const found = async (role: Role, query: string) => namesOf((await call(role, e.search, { query: { query } })).answer());

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) {
  const boundary = '----contacts' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = async (role: Role, id: string, file?: { name: string; data: Buffer; type?: string }) => {
  const body = multipart({ id }, file);
  return ctx.inject({
    method: 'POST',
    url: `${API}/avatar`,
    payload: body.payload,
    headers: { ...body.headers, ...(await ctx.as(role)) },
  });
};

describe(`contacts app: contacts (${dbLabel})`, () => {
  it('creates the blank contact first, merges a PATCH, sorts by name, searches by name, deletes with true', async () => {
    await create('hr', 'zara Lim');
    await create('hr', 'Ahmad Noor');
    await create('hr', 'ben Tan');
    const blank = await call('hr', e.create);
    expect(blank.statusCode).toBe(200);
    expect(blank.answer()).toEqual({
      id: expect.any(String),
      avatar: null,
      background: null,
      name: 'New Contact',
      emails: [],
      phoneNumbers: [],
      title: null,
      company: null,
      birthday: null,
      address: null,
      notes: null,
      tags: [],
      readOnly: false,
      client: null,
    });
    // The blank contact stands first; the others by name, whatever their case.
    expect(await names('hr')).toEqual(['New Contact', 'Ahmad Noor', 'ben Tan', 'zara Lim']);

    // PATCH merges: only the fields sent change.
    const id = blank.answer().id;
    const first = await call('hr', e.update, {
      body: {
        id,
        contact: {
          name: 'Mei Chen',
          title: 'Supervisor',
          emails: [{ email: 'mei@example.com', label: 'Work' }],
          phoneNumbers: [{ country: 'SG', phoneNumber: '9123 4567', label: 'Mobile' }],
          birthday: '1990-02-28',
        },
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    const merged = await call('hr', e.update, {
      body: {
        id,
        contact: { company: 'Kopi Co', notes: 'Night shift lead' },
      },
    });
    expect(merged.answer()).toMatchObject({
      name: 'Mei Chen',
      title: 'Supervisor',
      company: 'Kopi Co',
      notes: 'Night shift lead',
      birthday: '1990-02-28',
      emails: [{ email: 'mei@example.com', label: 'Work' }],
      phoneNumbers: [{ country: 'sg', phoneNumber: '9123 4567', label: 'Mobile' }],
    });
    expect((await call('hr', e.get, { query: { id } })).answer()).toMatchObject({
      name: 'Mei Chen',
      company: 'Kopi Co',
    });
    // Changed, it takes its place by name.
    expect(await names('hr')).toEqual(['Ahmad Noor', 'ben Tan', 'Mei Chen', 'zara Lim']);

    // Search: the name contains the text, case-insensitive, by name.
    expect(await found('hr', 'AN')).toEqual(['ben Tan']);
    expect(await found('hr', 'a')).toEqual(['Ahmad Noor', 'ben Tan', 'zara Lim']);
    expect(await found('hr', '%')).toEqual([]);

    // Invalid input: 400 naming the field; an unknown country too.
    const bad = await call('hr', 'PATCH', `${API}/contact`, {
      id,
      contact: { emails: [{ email: 'nope', label: 'Home' }] },
    });
    expect(bad.statusCode).toBe(400);
    const badCountry = await call('hr', e.update, {
      body: {
        id,
        contact: { phoneNumbers: [{ country: 'qq', phoneNumber: '1', label: 'Home' }] },
      },
    });
    expect(badCountry.statusCode).toBe(400);

    const del = await call('hr', e.delete, { query: { id } });
    expect(del.statusCode).toBe(200);
    expect(del.answer()).toBe(true);
    expect((await call('hr', e.get, { query: { id } })).statusCode).toBe(404);
  });

  it("keeps each user's contacts and tags their own: another user's ids answer 404", async () => {
    const mine = await create('finance', 'Private Person');
    const tag = (await call('finance', e.createTag, { body: { tag: { title: 'Vendors' } } })).answer();
    expect(await names('manager')).not.toContain('Private Person');
    expect((await call('manager', e.search, { query: { query: 'private' } })).answer()).toEqual([]);
    expect((await call('manager', e.get, { query: { id: mine.id } })).statusCode).toBe(404);
    expect((await call('manager', e.update, { body: { id: mine.id, contact: { name: 'Mine now' } } })).statusCode).toBe(
      404,
    );
    expect((await call('manager', e.delete, { query: { id: mine.id } })).statusCode).toBe(404);
    expect((await upload('manager', mine.id, { name: 'a.png', data: REAL_PNG })).statusCode).toBe(404);
    expect((await call('manager', e.updateTag, { body: { id: tag.id, tag: { title: 'x' } } })).statusCode).toBe(404);
    expect((await call('manager', e.deleteTag, { query: { id: tag.id } })).statusCode).toBe(404);
    expect((await call('manager', e.tags)).answer().map((t) => t.id)).not.toContain(tag.id);
    // Another user's tag cannot be put on one's own contact.
    const own = await create('manager', 'Manager Friend');
    expect((await call('manager', e.update, { body: { id: own.id, contact: { tags: [tag.id] } } })).statusCode).toBe(
      400,
    );
    // Untouched.
    expect((await call('finance', e.get, { query: { id: mine.id } })).answer()).toMatchObject({
      name: 'Private Person',
    });
  });

  it('answers every staff role and refuses a call without a token', async () => {
    for (const role of ROLES) expect((await call(role, e.all)).statusCode, role).toBe(200);
    expect((await call(null, e.all)).statusCode).toBe(401);
    expect((await call(null, e.create)).statusCode).toBe(401);
  });
});

describe(`contacts app: tags (${dbLabel})`, () => {
  it('creates a tag placed first, merges a change, and a delete strips it from the contacts', async () => {
    const a = (await call('admin', e.createTag, { body: { tag: { title: 'Suppliers' } } })).answer();
    const b = (await call('admin', e.createTag, { body: { tag: { title: 'Venues' } } })).answer();
    expect(b).toEqual({ id: expect.any(String), title: 'Venues' });
    const list = (await call('admin', e.tags)).answer();
    expect(list.slice(0, 2).map((t) => t.title)).toEqual(['Venues', 'Suppliers']);
    const renamed = await call('admin', e.updateTag, { body: { id: a.id, tag: { title: 'Supplier' } } });
    expect(renamed.answer()).toEqual({ id: a.id, title: 'Supplier' });
    expect((await call('admin', e.createTag, { body: { tag: { title: '' } } })).statusCode).toBe(400);

    const c = await create('admin', 'Tagged Person');
    await call('admin', e.update, { body: { id: c.id, contact: { tags: [a.id, b.id] } } });
    const del = await call('admin', e.deleteTag, { query: { id: a.id } });
    expect(del.answer()).toBe(true);
    expect((await call('admin', e.get, { query: { id: c.id } })).answer().tags).toEqual([b.id]);
    expect((await call('admin', e.tags)).answer().map((t) => t.id)).not.toContain(a.id);
  });
});

describe(`contacts app: countries and avatar (${dbLabel})`, () => {
  it('lists about 240 countries with iso, name, dial code and flag offset', async () => {
    const res = await call('manager', e.countries);
    const list = res.answer();
    expect(list.length).toBeGreaterThan(230);
    expect(list.find((c) => c.iso === 'sg')).toEqual({
      id: 'sg',
      iso: 'sg',
      name: 'Singapore',
      code: '+65',
      flagImagePos: expect.any(String),
    });
    expect(new Set(list.map((c) => c.iso)).size).toBe(list.length);
    for (const c of list) expect(c.code, c.name).toMatch(/^\+\d{1,4}$/);
  });

  it('stores a checked image as a data URL on the contact; refuses a non-image and an oversize file', async () => {
    const c = await create('hr', 'Face Person');
    const ok = await upload('hr', c.id, { name: 'me.png', data: REAL_PNG });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as Contact).avatar).toBe(`data:image/png;base64,${REAL_PNG.toString('base64')}`);
    expect((await call('hr', e.get, { query: { id: c.id } })).answer().avatar).toMatch(/^data:image\/png;base64,/);

    // Content decides: a PDF-then-HTML file named .png is refused, so is an oversize image.
    const fake = await upload('hr', c.id, { name: 'evil.png', data: PDF_THEN_HTML, type: 'image/png' });
    expect(fake.statusCode).toBe(415);
    const text = await upload('hr', c.id, { name: 'x.png', data: Buffer.from('hello, not an image') });
    expect(text.statusCode).toBe(415);
    const big = await upload('hr', c.id, { name: 'big.png', data: pngOfSize(1_048_576 + 10) });
    expect(big.statusCode).toBe(413);
    const none = await upload('hr', c.id);
    expect(none.statusCode).toBe(400);
    // The stored avatar is untouched by the refusals; PATCH avatar null removes it.
    expect((await call('hr', e.get, { query: { id: c.id } })).answer().avatar).toMatch(/^data:image\/png/);
    const cleared = await call('hr', e.update, { body: { id: c.id, contact: { avatar: null } } });
    expect(cleared.answer().avatar).toBeNull();
    // A data URL cannot be set through PATCH (no content check there).
    const sneak = await call('hr', 'PATCH', `${API}/contact`, {
      id: c.id,
      contact: { avatar: 'data:text/html;base64,PGI+' },
    });
    expect(sneak.statusCode).toBe(400);
  });
});

describe(`contacts app: the clients' contact people (${dbLabel})`, () => {
  it('lists them read-only, linked to their client, for the roles that read clients; changes are refused', async () => {
    const [client] = await ctx.app.db
      .insert(clients)
      .values({ name: 'Harbour Foods', uen: '201912345K' })
      .returning({ id: clients.id });
    const [person] = await ctx.app.db
      .insert(clientContacts)
      .values({
        clientId: client!.id,
        name: 'Xavier Ong',
        email: 'xavier@harbour.example',
        phone: '+6591112222',
        title: 'Ops manager',
      })
      .returning({ id: clientContacts.id });
    const all = (await call('manager', e.all)).answer();
    const row = all.find((c) => c.id === person!.id);
    expect(row).toMatchObject({
      name: 'Xavier Ong',
      readOnly: true,
      client: { id: client!.id, name: 'Harbour Foods' },
      company: 'Harbour Foods',
      emails: [{ email: 'xavier@harbour.example', label: 'Work' }],
      phoneNumbers: [{ country: 'sg', phoneNumber: '91112222', label: 'Work' }],
    });
    expect((await call('manager', e.search, { query: { query: 'xav' } })).answer().map((c) => c.id)).toEqual([
      person!.id,
    ]);
    expect((await call('manager', e.get, { query: { id: person!.id } })).answer()).toMatchObject({ readOnly: true });
    expect((await call('manager', e.update, { body: { id: person!.id, contact: { name: 'X' } } })).statusCode).toBe(
      403,
    );
    expect((await call('manager', e.delete, { query: { id: person!.id } })).statusCode).toBe(403);

    // The global search finds them (and one's own contacts), each opening its page in the contacts app.
    const mine = await create('manager', 'Xena Own');
    const groups = (await call('manager', shellEndpoints.search, { body: { query: 'x' + 'a' } })).answer();
    expect(groups.find((g) => g.id === 'contacts')?.results).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: person!.id, link: `/apps/contacts/${person!.id}` })]),
    );
    const own = (await call('manager', shellEndpoints.search, { body: { query: 'xena' } })).answer();
    expect(own.find((g) => g.id === 'contacts')?.results).toEqual([
      expect.objectContaining({ id: mine.id, name: 'Xena Own', link: `/apps/contacts/${mine.id}` }),
    ]);
    // Another user's search does not find the manager's contact.
    const other = (await call('finance', shellEndpoints.search, { body: { query: 'xena' } })).answer();
    expect(other.find((g) => g.id === 'contacts')).toBeUndefined();
  });
});
