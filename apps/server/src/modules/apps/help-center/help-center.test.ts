import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@wf/shared/roles';
import { helpCenterEndpoints as e } from '@wf/shared/contracts/apps/help-center/endpoints';
import { auditLog, helpGuides } from '../../../db/schema/index.ts';
import { dbLabel } from '../../../test/harness.ts';
import { useTestContext } from '../../../test/use-test-context.ts';
import { sanitizeRichText } from './sanitize.ts';
import { seedHelpCenter } from './help-center-seed.ts';

const ctx = useTestContext();
const { call } = ctx;

describe(`help center: reading (${dbLabel})`, () => {
  it("is written on every installation, once: the product's own help, not template filler", async () => {
    const faqs = (await call('finance', e.faqs, { query: {} })).answer();
    expect(faqs.map((c) => c.slug)).toEqual(['most-asked', 'general-inquiries', 'licenses', 'payments', 'support']);
    expect(faqs.every((c) => c.faqs.length > 0 && c.faqs.every((f) => f.categoryId === c.id))).toBe(true);
    const text = JSON.stringify(faqs);
    expect(text).toContain('pay run');
    expect(text).not.toMatch(/lorem|\$20|prepaid credit/i);
    await seedHelpCenter(ctx.app.db);
    expect((await call('hr', e.faqs, { query: {} })).answer().flatMap((c) => c.faqs)).toHaveLength(
      faqs.flatMap((c) => c.faqs).length,
    );
  });

  it('answers FAQs by category slug (one category with its FAQs), 404 for an unknown one', async () => {
    const one = (await call('manager', e.faqs, { query: { slug: 'payments' } })).answer();
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ slug: 'payments', title: 'Pay and payments' });
    expect(one[0]!.faqs.length).toBeGreaterThan(0);
    expect((await call('hr', e.faqs, { query: { slug: 'nothing' } })).statusCode).toBe(404);
    expect((await call('hr', e.faqs, { query: { slug: 'Bad Slug' } })).statusCode).toBe(400);
    expect((await call(null, e.faqs, { query: {} })).statusCode).toBe(401);
  });

  it('cuts each category to its first 5 guides by default, with visibleGuides and totalGuides; a slug gives all', async () => {
    // a sixth and seventh guide in Projects and rosters
    for (const n of [6, 7]) {
      const all = (await call('admin', e.guides, { query: { slug: 'projects' } })).answer();
      const res = await call('admin', e.createGuide, {
        body: {
          guide: {
            categoryId: all[0]!.id,
            slug: `extra-${n}`,
            title: `Extra ${n}`,
            subtitle: '',
            content: `<p>Guide ${n}</p>`,
          },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const cats = (await call('finance', e.guides, { query: {} })).answer();
    expect(cats.map((c) => c.slug)).toEqual(['getting-started', 'projects', 'payments', 'settings', 'your-account']);
    const projects = cats.find((c) => c.slug === 'projects')!;
    expect(projects).toMatchObject({ visibleGuides: 5, totalGuides: 6 });
    expect(projects.guides.map((g) => g.slug)).toEqual([
      'set-up-a-project',
      'staff-a-roster',
      'record-attendance',
      'import-rosters',
      'extra-6',
    ]);
    expect(projects.guides[0]).not.toHaveProperty('content');
    const started = cats.find((c) => c.slug === 'getting-started')!;
    expect(started).toMatchObject({ visibleGuides: 5, totalGuides: 3 });
    expect(started.guides).toHaveLength(3);
    const two = (await call('hr', e.guides, { query: { limit: 2 } })).answer();
    expect(two.find((c) => c.slug === 'projects')).toMatchObject({ visibleGuides: 2, totalGuides: 6 });
    expect(two.find((c) => c.slug === 'projects')!.guides).toHaveLength(2);
    const all = (await call('hr', e.guides, { query: { slug: 'projects' } })).answer();
    expect(all).toHaveLength(1);
    expect(all[0]!.guides.map((g) => g.slug)).toEqual([
      'set-up-a-project',
      'staff-a-roster',
      'record-attendance',
      'import-rosters',
      'extra-6',
      'extra-7',
    ]);
    expect(all[0]).not.toHaveProperty('visibleGuides');
    expect((await call('hr', e.guides, { query: { limit: 0 } })).statusCode).toBe(400);
  });

  it('gives one guide with its content inside its category', async () => {
    for (const role of ROLES) {
      const g = (
        await call(role, e.guide, { query: { categorySlug: 'getting-started', guideSlug: 'review-an-applicant' } })
      ).answer();
      expect(g).toMatchObject({ slug: 'getting-started', title: 'Getting started' });
      expect(g.guides).toHaveLength(1);
      expect(g.guides[0]).toMatchObject({ slug: 'review-an-applicant', title: 'How to review an applicant' });
      expect(g.guides[0]!.content).toContain('Pending Registrations');
    }
    // a guide is found only in its own category
    expect(
      (await call('hr', e.guide, { query: { categorySlug: 'payments', guideSlug: 'review-an-applicant' } })).statusCode,
    ).toBe(404);
    expect((await call('hr', 'GET', '/api/apps/help-center/guide?categorySlug=payments')).statusCode).toBe(400);
  });
});

describe(`help center: admins edit (${dbLabel})`, () => {
  const hostile =
    '<h2 onclick="steal()">Title</h2><script>alert(1)</script><p style="color:red">Text <a href="javascript:alert(1)">bad</a> <a href="/apps/file-manager" onmouseover="x()">ok</a></p><img src=x onerror=alert(1)><iframe src="//evil.test"></iframe>';

  it('sanitises rich text: no script, event handler, style, image or javascript: URL is stored', () => {
    const out = sanitizeRichText(hostile);
    expect(out).toBe(
      '<h2>Title</h2><p>Text <a target="_blank" rel="noopener noreferrer">bad</a> <a href="/apps/file-manager" target="_blank" rel="noopener noreferrer">ok</a></p>',
    );
  });

  it('creates, changes and deletes FAQs and guides (admin only), sanitised and audited', async () => {
    const [payments] = (await call('admin', e.faqs, { query: { slug: 'payments' } })).answer();
    const body = { faq: { categoryId: payments!.id, question: 'When are workers paid?', answer: hostile } };
    for (const role of ['manager', 'hr', 'finance'] as const)
      expect((await call(role, e.createFaq, { body })).statusCode).toBe(403);
    const created = await call('admin', e.createFaq, { body });
    expect(created.statusCode, created.body).toBe(201);
    const faq = created.answer();
    expect(faq.answer).not.toMatch(/script|onclick|onerror|onmouseover|javascript:|style=|<img|<iframe/i);
    const listed = (await call('hr', e.faqs, { query: { slug: 'payments' } })).answer()[0]!.faqs;
    expect(listed.at(-1)).toMatchObject({ id: faq.id, question: 'When are workers paid?', answer: faq.answer });
    // only markup that sanitises to nothing is refused as empty
    expect(
      (
        await call('admin', e.updateFaq, {
          body: {
            id: faq.id,
            faq: { answer: '<script>x</script>' },
          },
        })
      ).statusCode,
    ).toBe(400);
    const changed = await call('admin', e.updateFaq, {
      body: {
        id: faq.id,
        faq: { question: 'When is pay day?' },
      },
    });
    expect(changed.answer()).toMatchObject({ question: 'When is pay day?', answer: faq.answer });
    expect((await call('admin', e.deleteFaq, { query: { id: faq.id } })).statusCode).toBe(200);
    expect((await call('admin', e.deleteFaq, { query: { id: faq.id } })).statusCode).toBe(404);

    const [started] = (await call('admin', e.guides, { query: { slug: 'getting-started' } })).answer();
    const guide = {
      categoryId: started!.id,
      slug: 'close-a-month',
      title: 'Close a month',
      subtitle: 'Checks before pay day',
      content: hostile,
    };
    expect((await call('hr', e.createGuide, { body: { guide } })).statusCode).toBe(403);
    const g = await call('admin', e.createGuide, { body: { guide } });
    expect(g.statusCode, g.body).toBe(201);
    const id = g.answer().id;
    const [stored] = await ctx.app.db
      .select({ content: helpGuides.content })
      .from(helpGuides)
      .where(eq(helpGuides.id, id));
    expect(stored!.content).toBe(sanitizeRichText(hostile));
    expect((await call('admin', e.createGuide, { body: { guide } })).statusCode).toBe(409);
    expect((await call('admin', e.updateGuide, { body: { id, guide: { slug: 'first-day' } } })).statusCode).toBe(409);
    const moved = await call('admin', e.updateGuide, {
      body: {
        id,
        guide: { title: 'Close the month', content: '<p>Check <em>attendance</em>.</p>' },
      },
    });
    expect(moved.answer()).toMatchObject({
      title: 'Close the month',
      slug: 'close-a-month',
      content: '<p>Check <em>attendance</em>.</p>',
    });
    const read = (
      await call('finance', e.guide, { query: { categorySlug: 'getting-started', guideSlug: 'close-a-month' } })
    ).answer();
    expect(read.guides[0]!.content).toBe('<p>Check <em>attendance</em>.</p>');
    expect((await call('admin', e.deleteGuide, { query: { id } })).statusCode).toBe(200);
    const actions = (
      await ctx.app.db.select({ a: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id))
    ).map((r) => r.a);
    expect(actions).toEqual(expect.arrayContaining(['help_guide.create', 'help_guide.update', 'help_guide.delete']));
  });
});
