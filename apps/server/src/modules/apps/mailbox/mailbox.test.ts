import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '@wf/shared/roles';
import type { EndpointInput } from '@wf/shared/api/endpoint';
import { mailboxEndpoints as e } from '@wf/shared/contracts/apps/mailbox/endpoints';
import type { Mail, MailList } from '@wf/shared/contracts/apps/mailbox/mailbox';
import { mailboxCopies, mailboxMessages, notifications, outbox, users } from '../../../db/schema/index.ts';
import { useTestContext } from '../../../test/use-test-context.ts';
import { PDF_THEN_HTML, REAL_PNG } from '../../../test/file-fixtures.ts';
import { hideTokens } from './system-mail.ts';

const ctx = useTestContext();
const { call } = ctx;
const M = '/api/apps/mailbox';

const userId = async (role: Role) => (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, `${role}@example.com`)))[0]!.id;

/** A mail from one role to others, sent; answers the sender's copy. */
async function sendMail(from: Role, to: Role[], subject: string, extra: { cc?: Role[]; bcc?: Role[] } = {}) {
  const ids = async (rs: Role[] = []) => Promise.all(rs.map(userId));
  const draft = await call(from, e.createDraft, {
    body: { draft: { to: await ids(to), cc: await ids(extra.cc), bcc: await ids(extra.bcc), subject, content: `Text of ${subject}` } },
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const sent = await call(from, e.send, { body: { id: draft.answer().id } });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.answer();
}
type MailsQuery = EndpointInput<typeof e.mails>['query'];
const inbox = async (role: Role, query: MailsQuery = { folder: 'inbox' }) => (await call(role, e.mails, { query })).answer();
/** The mails of a list answer that is within the pages (not null). */
const mailsOf = (list: { mails: Mail[] | null }) => list.mails!;
/** The pagination of a list answer within the pages (beyond the last only lastPage is answered). */
const pageOf = ({ pagination }: MailList) => {
  if (!('totalResults' in pagination)) throw new Error('a page beyond the last');
  return pagination;
};
const upload = async (role: Role, mailId: string, data: Buffer, name: string, type = 'application/octet-stream') =>
  ctx.inject({
    method: 'POST',
    url: `${M}/attachment?mailId=${mailId}`,
    payload: data,
    headers: { ...(await ctx.as(role)), 'content-type': type, 'x-file-name': encodeURIComponent(name) },
  });

describe('mailbox (spec section 7: Mailbox)', () => {
  it('keeps settings per user', async () => {
    expect((await call('hr', e.settings)).answer()).toEqual({ messageLayout: 'right' });
    const patched = await call('hr', e.updateSettings, { body: { settings: { messageLayout: 'full' } } });
    expect(patched.answer()).toEqual({ messageLayout: 'full' });
    expect((await call('finance', e.settings)).answer()).toEqual({ messageLayout: 'right' });
    expect((await call(null, e.settings)).statusCode).toBe(401);
  });

  it('sends a mail: the recipient has their own unread copy, the sender a sent copy; bcc is hidden from recipients', async () => {
    const sent = await sendMail('manager', ['finance'], 'Crew for Saturday', { cc: ['hr'], bcc: ['admin'] });
    expect(sent).toMatchObject({ folder: 'sent', unread: false, ccCount: 1, bccCount: 1, draft: null, type: 'mail' });
    expect(sent.from.contact).toMatch(/<manager@example.com>$/);
    for (const role of ['finance', 'hr', 'admin'] as const) {
      const list = await inbox(role);
      const copy = mailsOf(list).find((m) => m.subject === 'Crew for Saturday');
      expect(copy, role).toMatchObject({ folder: 'inbox', unread: true, ccCount: 1, bccCount: 0, bcc: [] });
      expect(copy!.id).not.toBe(sent.id);
    }
    const [n] = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, await userId('finance')));
    expect(n).toBeDefined();
    // Another user's mail id: 404 for every call on it.
    expect((await call('finance', e.mail, { query: { id: sent.id } })).statusCode).toBe(404);
    expect((await call('finance', e.updateMail, { body: { id: sent.id, mail: { starred: true } } })).statusCode).toBe(404);
    expect((await call('finance', e.mail, { query: { id: 'not-a-uuid' } })).statusCode).toBe(404);
  });

  it('counts folders as the spec says: inbox unread, drafts and spam all, sent and trash 0', async () => {
    await sendMail('hr', ['finance'], 'Count one');
    await sendMail('hr', ['finance'], 'Count two');
    const finance = await inbox('finance');
    const [a, b] = mailsOf(finance);
    await call('finance', e.updateMail, { body: { id: a!.id, mail: { folder: 'spam', unread: false } } });
    await call('finance', e.updateMail, { body: { id: b!.id, mail: { folder: 'trash' } } });
    await call('finance', e.createDraft, { body: { draft: { subject: 'Unsent' } } });
    const unread = (await ctx.app.db.select().from(mailboxCopies).where(eq(mailboxCopies.ownerId, await userId('finance')))).filter(
      (c) => c.folder === 'inbox' && c.unread,
    ).length;
    const folders = (await call('finance', e.folders)).answer();
    expect(folders.map((f) => [f.slug, f.count])).toEqual([
      ['inbox', unread],
      ['sent', 0],
      ['drafts', 1],
      ['spam', 1],
      ['trash', 0],
    ]);
    const sentCount = (await call('hr', e.folders)).answer().find((f) => f.slug === 'sent');
    expect(sentCount!.count).toBe(0);
    expect((await call('finance', e.filters)).answer().map((f) => f.slug)).toEqual(['starred', 'important']);
  });

  it('merges a PATCH into the copy, and filters by starred and important', async () => {
    const sent = await sendMail('admin', ['hr'], 'Flags');
    const copy = mailsOf(await inbox('hr')).find((m) => m.subject === 'Flags')!;
    const patched = await call('hr', e.updateMail, { body: { id: copy.id, mail: { starred: true, unread: false } } });
    expect(patched.answer()).toMatchObject({ starred: true, unread: false, important: false, folder: 'inbox' });
    expect(mailsOf(await inbox('hr', { filter: 'starred' })).map((m) => m.id)).toContain(copy.id);
    expect(mailsOf(await inbox('hr', { filter: 'important' })).map((m) => m.id)).not.toContain(copy.id);
    // The sender's copy is untouched.
    expect((await call('admin', e.mail, { query: { id: sent.id } })).answer()).toMatchObject({ starred: false });
    // A sent mail never goes back to drafts; one query at a time.
    expect((await call('hr', e.updateMail, { body: { id: copy.id, mail: { folder: 'drafts' } } })).statusCode).toBe(400);
    expect((await call('hr', e.mails, { query: { folder: 'inbox', filter: 'starred' } })).statusCode).toBe(400);
  });

  it('labels: default colours, slug suffixes, rename, another user\'s label 404, delete strips the label from mails', async () => {
    const labels = (await call('manager', e.labels)).answer();
    expect(labels.map((l) => `${l.slug}:${l.color}`)).toEqual([
      'personal:blue',
      'work:indigo',
      'payments:red',
      'invoices:teal',
      'accounts:purple',
      'forums:green',
    ]);
    const a = (await call('manager', e.createLabel, { body: { label: { title: 'Work' } } })).answer();
    const b = (await call('manager', e.createLabel, { body: { label: { title: 'work', color: 'red' } } })).answer();
    const c = (await call('manager', e.createLabel, { body: { label: { title: 'Client  Sites!' } } })).answer();
    expect([a.slug, b.slug, c.slug]).toEqual(['work-1', 'work-2', 'client-sites']);
    const renamed = (await call('manager', e.updateLabel, { body: { id: c.id, label: { title: 'Work' } } })).answer();
    expect(renamed).toMatchObject({ title: 'Work', slug: 'work-3', color: 'blue' });
    expect((await call('hr', e.updateLabel, { body: { id: c.id, label: { title: 'x' } } })).statusCode).toBe(404);
    expect((await call('hr', e.removeLabel, { query: { id: c.id } })).statusCode).toBe(404);
    expect((await call('manager', e.createLabel, { body: { label: { title: ' ' } } })).statusCode).toBe(400);

    await sendMail('admin', ['manager'], 'Labelled');
    const copy = mailsOf(await inbox('manager')).find((m) => m.subject === 'Labelled')!;
    const work = labels.find((l) => l.slug === 'work')!;
    const tagged = await call('manager', e.updateMail, { body: { id: copy.id, mail: { labels: [work.id, c.id] } } });
    expect(tagged.answer().labels).toEqual([work.id, c.id]);
    expect(mailsOf(await inbox('manager', { label: 'work-3' })).map((m) => m.id)).toEqual([copy.id]);
    // Someone else's label id cannot be put on a mail.
    const hrLabel = (await call('hr', e.labels)).answer()[0]!;
    expect((await call('manager', e.updateMail, { body: { id: copy.id, mail: { labels: [hrLabel.id] } } })).statusCode).toBe(400);
    expect((await call('manager', e.removeLabel, { query: { id: c.id } })).answer()).toBe(true);
    expect((await call('manager', e.mail, { query: { id: copy.id } })).answer().labels).toEqual([work.id]);
    expect((await call('manager', e.mails, { query: { label: 'work-3' } })).statusCode).toBe(404);
  });

  it('pages 10 at a time, newest first; a page beyond the last answers null mails and only lastPage', async () => {
    for (let i = 1; i <= 12; i++) await sendMail('finance', ['admin'], `Paged ${String(i).padStart(2, '0')}`);
    const first = await inbox('admin');
    const total = pageOf(first).totalResults;
    expect(first.mails).toHaveLength(10);
    expect(mailsOf(first)[0]!.subject).toBe('Paged 12');
    const dates = mailsOf(first).map((m) => m.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.pagination).toEqual({ totalResults: total, resultsPerPage: 10, currentPage: 1, lastPage: Math.ceil(total / 10), startIndex: 0, endIndex: 9 });
    const last = await inbox('admin', { folder: 'inbox', page: first.pagination.lastPage });
    expect(pageOf(last).endIndex).toBe(total - 1);
    expect(last.mails).toHaveLength(total - (first.pagination.lastPage - 1) * 10);
    expect(await inbox('admin', { folder: 'inbox', page: first.pagination.lastPage + 1 })).toEqual({ mails: null, pagination: { lastPage: first.pagination.lastPage } });
    expect(await inbox('admin', { folder: 'spam', page: 1 })).toMatchObject({ mails: [], pagination: { lastPage: 1, totalResults: 0 } });
  });

  it('attachments: checked by content and size, served only to the sender and recipients', async () => {
    const draft = (await call('hr', e.createDraft, { body: { draft: { to: [await userId('finance')], subject: 'Payslip scan' } } })).answer();
    expect(draft).toMatchObject({ folder: 'drafts', draft: { to: [await userId('finance')] } });
    const fake = await upload('hr', draft.id, PDF_THEN_HTML, 'payslip.pdf', 'application/pdf');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.fields).toEqual({ file: 'validation.fileType' });
    expect((await upload('hr', draft.id, Buffer.from('plain text'), 'notes.txt')).statusCode).toBe(400);
    expect((await upload('hr', draft.id, Buffer.concat([REAL_PNG, Buffer.alloc(10 * 1024 * 1024)]), 'big.png')).statusCode).toBe(413);
    expect((await upload('finance', draft.id, REAL_PNG, 'x.png')).statusCode).toBe(404);
    const ok = await upload('hr', draft.id, REAL_PNG, '../../scan 证书.pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    const att = ok.json().attachments[0];
    expect(att).toMatchObject({ type: 'image/png', name: 'scan 证书.png', size: REAL_PNG.length });
    const sent = (await call('hr', e.send, { body: { id: draft.id } })).answer();
    expect(sent.attachments).toHaveLength(1);
    // Attachments belong to drafts only.
    expect((await upload('hr', sent.id, REAL_PNG, 'late.png')).statusCode).toBe(409);
    const get = async (role: Role) => ctx.inject({ method: 'GET', url: att.downloadUrl, headers: await ctx.as(role) });
    for (const role of ['hr', 'finance'] as const) {
      const res = await get(role);
      expect(res.statusCode, role).toBe(200);
      expect(Buffer.compare(res.rawPayload, REAL_PNG)).toBe(0);
      expect(res.headers['content-disposition']).toContain('attachment');
    }
    expect((await get('manager')).statusCode).toBe(404);
    expect((await get('admin')).statusCode).toBe(404);
  });

  it('refuses sending without recipients, to unknown users, or a draft twice', async () => {
    const empty = (await call('admin', e.createDraft, { body: { draft: { subject: 'Nobody' } } })).answer();
    const res = await call('admin', e.send, { body: { id: empty.id } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ to: 'validation.required' });
    const bad = await call('admin', e.createDraft, { body: { draft: { to: ['00000000-0000-4000-8000-000000000000'] } } });
    expect(bad.statusCode).toBe(400);
    const self = await call('admin', e.createDraft, { body: { draft: { to: [await userId('admin')] } } });
    expect(self.statusCode).toBe(400);
    const sent = await sendMail('admin', ['hr'], 'Once');
    expect((await call('admin', e.send, { body: { id: sent.id } })).statusCode).toBe(409);
    expect((await call('hr', e.send, { body: { id: sent.id } })).statusCode).toBe(404);
    expect((await call('admin', e.contacts)).answer().map((c) => c.email)).not.toContain('admin@example.com');
  });

  it('deletes a copy for good only from trash; the message goes with its last copy', async () => {
    const sent = await sendMail('manager', ['hr'], 'Remove me');
    expect((await call('manager', e.removeMail, { query: { id: sent.id } })).statusCode).toBe(409);
    await call('manager', e.updateMail, { body: { id: sent.id, mail: { folder: 'trash' } } });
    expect((await call('manager', e.removeMail, { query: { id: sent.id } })).answer()).toBe(true);
    const copy = mailsOf(await inbox('hr')).find((m) => m.subject === 'Remove me');
    expect(copy).toBeDefined();
    await call('hr', e.updateMail, { body: { id: copy!.id, mail: { folder: 'trash' } } });
    await call('hr', e.removeMail, { query: { id: copy!.id } });
    expect(await ctx.app.db.select().from(mailboxMessages).where(eq(mailboxMessages.subject, 'Remove me'))).toEqual([]);
  });

  it("System view: admin only, the outbox newest first with its delivery state and tokens hidden", async () => {
    await ctx.app.db.insert(outbox).values({ to: 'new@example.com', subject: 'Reset your password', text: 'Open https://wf.example/reset-password?token=eyJhbGciOiJIUzI1NiJ9.abcdefghijklmnop.qrstu' });
    for (const role of ['manager', 'hr', 'finance'] as const) expect((await call(role, e.system, { query: {} })).statusCode).toBe(403);
    const res = (await call('admin', e.system, { query: {} })).answer();
    expect(res.mails![0]).toMatchObject({ to: 'new@example.com', subject: 'Reset your password', status: 'queued', attempts: 0 });
    expect(res.mails![0]!.text).toBe('Open https://wf.example/reset-password?token=[hidden]');
    expect(res.pagination).toMatchObject({ currentPage: 1 });
    expect((await call('admin', e.system, { query: { page: res.pagination.lastPage + 1 } })).answer().mails).toBeNull();
    expect(hideTokens('Hi Ah Kow, see you at 9:00')).toBe('Hi Ah Kow, see you at 9:00');
  });
});
