import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '@wf/shared/roles';
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
  const draft = await call(from, 'POST', `${M}/draft`, {
    draft: { to: await ids(to), cc: await ids(extra.cc), bcc: await ids(extra.bcc), subject, content: `Text of ${subject}` },
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const sent = await call(from, 'POST', `${M}/send`, { id: draft.json().id });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json();
}
const inbox = async (role: Role, q = 'folder=inbox') => (await call(role, 'GET', `${M}/mails?${q}`)).json();
const upload = async (role: Role, mailId: string, data: Buffer, name: string, type = 'application/octet-stream') =>
  ctx.inject({
    method: 'POST',
    url: `${M}/attachment?mailId=${mailId}`,
    payload: data,
    headers: { ...(await ctx.as(role)), 'content-type': type, 'x-file-name': encodeURIComponent(name) },
  });

describe('mailbox (spec section 7: Mailbox)', () => {
  it('keeps settings per user', async () => {
    expect((await call('hr', 'GET', `${M}/settings`)).json()).toEqual({ messageLayout: 'right' });
    const patched = await call('hr', 'PATCH', `${M}/settings`, { settings: { messageLayout: 'full' } });
    expect(patched.json()).toEqual({ messageLayout: 'full' });
    expect((await call('finance', 'GET', `${M}/settings`)).json()).toEqual({ messageLayout: 'right' });
    expect((await call(null, 'GET', `${M}/settings`)).statusCode).toBe(401);
  });

  it('sends a mail: the recipient has their own unread copy, the sender a sent copy; bcc is hidden from recipients', async () => {
    const sent = await sendMail('manager', ['finance'], 'Crew for Saturday', { cc: ['hr'], bcc: ['admin'] });
    expect(sent).toMatchObject({ folder: 'sent', unread: false, ccCount: 1, bccCount: 1, draft: null, type: 'mail' });
    expect(sent.from.contact).toMatch(/<manager@example.com>$/);
    for (const role of ['finance', 'hr', 'admin'] as const) {
      const list = await inbox(role);
      const copy = list.mails.find((m: { subject: string }) => m.subject === 'Crew for Saturday');
      expect(copy, role).toMatchObject({ folder: 'inbox', unread: true, ccCount: 1, bccCount: 0, bcc: [] });
      expect(copy.id).not.toBe(sent.id);
    }
    const [n] = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, await userId('finance')));
    expect(n).toBeDefined();
    // Another user's mail id: 404 for every call on it.
    expect((await call('finance', 'GET', `${M}/mail?id=${sent.id}`)).statusCode).toBe(404);
    expect((await call('finance', 'PATCH', `${M}/mail`, { id: sent.id, mail: { starred: true } })).statusCode).toBe(404);
    expect((await call('finance', 'GET', `${M}/mail?id=not-a-uuid`)).statusCode).toBe(404);
  });

  it('counts folders as the spec says: inbox unread, drafts and spam all, sent and trash 0', async () => {
    await sendMail('hr', ['finance'], 'Count one');
    await sendMail('hr', ['finance'], 'Count two');
    const finance = await inbox('finance');
    const [a, b] = finance.mails as Array<{ id: string; subject: string }>;
    await call('finance', 'PATCH', `${M}/mail`, { id: a!.id, mail: { folder: 'spam', unread: false } });
    await call('finance', 'PATCH', `${M}/mail`, { id: b!.id, mail: { folder: 'trash' } });
    await call('finance', 'POST', `${M}/draft`, { draft: { subject: 'Unsent' } });
    const unread = (await ctx.app.db.select().from(mailboxCopies).where(eq(mailboxCopies.ownerId, await userId('finance')))).filter(
      (c) => c.folder === 'inbox' && c.unread,
    ).length;
    const folders = (await call('finance', 'GET', `${M}/folders`)).json();
    expect(folders.map((f: { slug: string; count: number }) => [f.slug, f.count])).toEqual([
      ['inbox', unread],
      ['sent', 0],
      ['drafts', 1],
      ['spam', 1],
      ['trash', 0],
    ]);
    const sentCount = (await call('hr', 'GET', `${M}/folders`)).json().find((f: { slug: string }) => f.slug === 'sent');
    expect(sentCount.count).toBe(0);
    expect((await call('finance', 'GET', `${M}/filters`)).json().map((f: { slug: string }) => f.slug)).toEqual(['starred', 'important']);
  });

  it('merges a PATCH into the copy, and filters by starred and important', async () => {
    const sent = await sendMail('admin', ['hr'], 'Flags');
    const copy = (await inbox('hr')).mails.find((m: { subject: string }) => m.subject === 'Flags');
    const patched = await call('hr', 'PATCH', `${M}/mail`, { id: copy.id, mail: { starred: true, unread: false } });
    expect(patched.json()).toMatchObject({ starred: true, unread: false, important: false, folder: 'inbox' });
    expect((await inbox('hr', 'filter=starred')).mails.map((m: { id: string }) => m.id)).toContain(copy.id);
    expect((await inbox('hr', 'filter=important')).mails.map((m: { id: string }) => m.id)).not.toContain(copy.id);
    // The sender's copy is untouched.
    expect((await call('admin', 'GET', `${M}/mail?id=${sent.id}`)).json()).toMatchObject({ starred: false });
    // A sent mail never goes back to drafts; one query at a time.
    expect((await call('hr', 'PATCH', `${M}/mail`, { id: copy.id, mail: { folder: 'drafts' } })).statusCode).toBe(400);
    expect((await call('hr', 'GET', `${M}/mails?folder=inbox&filter=starred`)).statusCode).toBe(400);
  });

  it('labels: default colours, slug suffixes, rename, another user\'s label 404, delete strips the label from mails', async () => {
    const labels = (await call('manager', 'GET', `${M}/labels`)).json();
    expect(labels.map((l: { slug: string; color: string }) => `${l.slug}:${l.color}`)).toEqual([
      'personal:blue',
      'work:indigo',
      'payments:red',
      'invoices:teal',
      'accounts:purple',
      'forums:green',
    ]);
    const a = (await call('manager', 'POST', `${M}/label`, { label: { title: 'Work' } })).json();
    const b = (await call('manager', 'POST', `${M}/label`, { label: { title: 'work', color: 'red' } })).json();
    const c = (await call('manager', 'POST', `${M}/label`, { label: { title: 'Client  Sites!' } })).json();
    expect([a.slug, b.slug, c.slug]).toEqual(['work-1', 'work-2', 'client-sites']);
    const renamed = (await call('manager', 'PATCH', `${M}/label`, { id: c.id, label: { title: 'Work' } })).json();
    expect(renamed).toMatchObject({ title: 'Work', slug: 'work-3', color: 'blue' });
    expect((await call('hr', 'PATCH', `${M}/label`, { id: c.id, label: { title: 'x' } })).statusCode).toBe(404);
    expect((await call('hr', 'DELETE', `${M}/label?id=${c.id}`)).statusCode).toBe(404);
    expect((await call('manager', 'POST', `${M}/label`, { label: { title: ' ' } })).statusCode).toBe(400);

    await sendMail('admin', ['manager'], 'Labelled');
    const copy = (await inbox('manager')).mails.find((m: { subject: string }) => m.subject === 'Labelled');
    const work = labels.find((l: { slug: string }) => l.slug === 'work');
    const tagged = await call('manager', 'PATCH', `${M}/mail`, { id: copy.id, mail: { labels: [work.id, c.id] } });
    expect(tagged.json().labels).toEqual([work.id, c.id]);
    expect((await inbox('manager', 'label=work-3')).mails.map((m: { id: string }) => m.id)).toEqual([copy.id]);
    // Someone else's label id cannot be put on a mail.
    const hrLabel = (await call('hr', 'GET', `${M}/labels`)).json()[0];
    expect((await call('manager', 'PATCH', `${M}/mail`, { id: copy.id, mail: { labels: [hrLabel.id] } })).statusCode).toBe(400);
    expect((await call('manager', 'DELETE', `${M}/label?id=${c.id}`)).json()).toBe(true);
    expect((await call('manager', 'GET', `${M}/mail?id=${copy.id}`)).json().labels).toEqual([work.id]);
    expect((await call('manager', 'GET', `${M}/mails?label=work-3`)).statusCode).toBe(404);
  });

  it('pages 10 at a time, newest first; a page beyond the last answers null mails and only lastPage', async () => {
    for (let i = 1; i <= 12; i++) await sendMail('finance', ['admin'], `Paged ${String(i).padStart(2, '0')}`);
    const first = await inbox('admin');
    const total = first.pagination.totalResults;
    expect(first.mails).toHaveLength(10);
    expect(first.mails[0].subject).toBe('Paged 12');
    const dates = first.mails.map((m: { date: string }) => m.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.pagination).toEqual({ totalResults: total, resultsPerPage: 10, currentPage: 1, lastPage: Math.ceil(total / 10), startIndex: 0, endIndex: 9 });
    const last = await inbox('admin', `folder=inbox&page=${first.pagination.lastPage}`);
    expect(last.pagination.endIndex).toBe(total - 1);
    expect(last.mails).toHaveLength(total - (first.pagination.lastPage - 1) * 10);
    expect(await inbox('admin', `folder=inbox&page=${first.pagination.lastPage + 1}`)).toEqual({ mails: null, pagination: { lastPage: first.pagination.lastPage } });
    expect(await inbox('admin', 'folder=spam&page=1')).toMatchObject({ mails: [], pagination: { lastPage: 1, totalResults: 0 } });
  });

  it('attachments: checked by content and size, served only to the sender and recipients', async () => {
    const draft = (await call('hr', 'POST', `${M}/draft`, { draft: { to: [await userId('finance')], subject: 'Payslip scan' } })).json();
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
    const sent = (await call('hr', 'POST', `${M}/send`, { id: draft.id })).json();
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
    const empty = (await call('admin', 'POST', `${M}/draft`, { draft: { subject: 'Nobody' } })).json();
    const res = await call('admin', 'POST', `${M}/send`, { id: empty.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ to: 'validation.required' });
    const bad = await call('admin', 'POST', `${M}/draft`, { draft: { to: ['00000000-0000-4000-8000-000000000000'] } });
    expect(bad.statusCode).toBe(400);
    const self = await call('admin', 'POST', `${M}/draft`, { draft: { to: [await userId('admin')] } });
    expect(self.statusCode).toBe(400);
    const sent = await sendMail('admin', ['hr'], 'Once');
    expect((await call('admin', 'POST', `${M}/send`, { id: sent.id })).statusCode).toBe(409);
    expect((await call('hr', 'POST', `${M}/send`, { id: sent.id })).statusCode).toBe(404);
    expect((await call('admin', 'GET', `${M}/contacts`)).json().map((c: { email: string }) => c.email)).not.toContain('admin@example.com');
  });

  it('deletes a copy for good only from trash; the message goes with its last copy', async () => {
    const sent = await sendMail('manager', ['hr'], 'Remove me');
    expect((await call('manager', 'DELETE', `${M}/mail?id=${sent.id}`)).statusCode).toBe(409);
    await call('manager', 'PATCH', `${M}/mail`, { id: sent.id, mail: { folder: 'trash' } });
    expect((await call('manager', 'DELETE', `${M}/mail?id=${sent.id}`)).json()).toBe(true);
    const copy = (await inbox('hr')).mails.find((m: { subject: string }) => m.subject === 'Remove me');
    expect(copy).toBeDefined();
    await call('hr', 'PATCH', `${M}/mail`, { id: copy.id, mail: { folder: 'trash' } });
    await call('hr', 'DELETE', `${M}/mail?id=${copy.id}`);
    expect(await ctx.app.db.select().from(mailboxMessages).where(eq(mailboxMessages.subject, 'Remove me'))).toEqual([]);
  });

  it("System view: admin only, the outbox newest first with its delivery state and tokens hidden", async () => {
    await ctx.app.db.insert(outbox).values({ to: 'new@example.com', subject: 'Reset your password', text: 'Open https://wf.example/reset-password?token=eyJhbGciOiJIUzI1NiJ9.abcdefghijklmnop.qrstu' });
    for (const role of ['manager', 'hr', 'finance'] as const) expect((await call(role, 'GET', `${M}/system`)).statusCode).toBe(403);
    const res = (await call('admin', 'GET', `${M}/system`)).json();
    expect(res.mails[0]).toMatchObject({ to: 'new@example.com', subject: 'Reset your password', status: 'queued', attempts: 0 });
    expect(res.mails[0].text).toBe('Open https://wf.example/reset-password?token=[hidden]');
    expect(res.pagination.currentPage).toBe(1);
    expect((await call('admin', 'GET', `${M}/system?page=${res.pagination.lastPage + 1}`)).json().mails).toBeNull();
    expect(hideTokens('Hi Ah Kow, see you at 9:00')).toBe('Hi Ah Kow, see you at 9:00');
  });
});
