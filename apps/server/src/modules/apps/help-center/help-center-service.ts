import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  FaqCategoryWithFaqs,
  GuideCategoryWithGuide,
  GuideCategoryWithGuides,
  GuideWithContent,
  Faq,
} from '@wf/shared/contracts/apps/help-center/help-center';
import * as clock from '@wf/shared/domain/clock';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { helpFaqCategories, helpFaqs, helpGuideCategories, helpGuides } from '../../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../../http/errors.ts';
import type { Actor } from '../../../http/access.ts';
import { writeAudit } from '../../audit/index.ts';
import { sanitizeRichText } from './sanitize.ts';

const faqColumns = {
  id: helpFaqs.id,
  categoryId: helpFaqs.categoryId,
  question: helpFaqs.question,
  answer: helpFaqs.answer,
};
const guideColumns = {
  id: helpGuides.id,
  categoryId: helpGuides.categoryId,
  slug: helpGuides.slug,
  title: helpGuides.title,
  subtitle: helpGuides.subtitle,
};
const categoryColumns = (t: typeof helpFaqCategories | typeof helpGuideCategories) => ({
  id: t.id,
  slug: t.slug,
  title: t.title,
});

/** GET faqs: every category with its FAQs, or (slug) the one category. */
export async function listFaqs(db: DbOrTx, slug?: string): Promise<FaqCategoryWithFaqs[]> {
  const cats = await db
    .select(categoryColumns(helpFaqCategories))
    .from(helpFaqCategories)
    .where(slug ? eq(helpFaqCategories.slug, slug) : undefined)
    .orderBy(asc(helpFaqCategories.position));
  if (slug && !cats[0]) throw notFound('No such FAQ category');
  const faqs = cats.length
    ? await db
        .select(faqColumns)
        .from(helpFaqs)
        .where(
          inArray(
            helpFaqs.categoryId,
            cats.map((c) => c.id),
          ),
        )
        .orderBy(asc(helpFaqs.position), asc(helpFaqs.id))
    : [];
  return cats.map((c) => ({ ...c, faqs: faqs.filter((f) => f.categoryId === c.id) }));
}

/** GET guides: (slug) one category with all its guides; else every category with its first `limit`. */
export async function listGuides(
  db: DbOrTx,
  slug: string | undefined,
  limit: number,
): Promise<GuideCategoryWithGuides[]> {
  const cats = await db
    .select(categoryColumns(helpGuideCategories))
    .from(helpGuideCategories)
    .where(slug ? eq(helpGuideCategories.slug, slug) : undefined)
    .orderBy(asc(helpGuideCategories.position));
  if (slug && !cats[0]) throw notFound('No such guide category');
  const guides = cats.length
    ? await db
        .select(guideColumns)
        .from(helpGuides)
        .where(
          inArray(
            helpGuides.categoryId,
            cats.map((c) => c.id),
          ),
        )
        .orderBy(asc(helpGuides.position), asc(helpGuides.id))
    : [];
  return cats.map((c) => {
    const all = guides.filter((g) => g.categoryId === c.id);
    if (slug) return { ...c, guides: all };
    return { ...c, visibleGuides: limit, totalGuides: all.length, guides: all.slice(0, limit) };
  });
}

/** GET guide: the category with the one guide, with its content. */
export async function getGuide(db: DbOrTx, categorySlug: string, guideSlug: string): Promise<GuideCategoryWithGuide> {
  const [row] = await db
    .select({ category: categoryColumns(helpGuideCategories), guide: { ...guideColumns, content: helpGuides.content } })
    .from(helpGuides)
    .innerJoin(helpGuideCategories, eq(helpGuideCategories.id, helpGuides.categoryId))
    .where(and(eq(helpGuideCategories.slug, categorySlug), eq(helpGuides.slug, guideSlug)));
  if (!row) throw notFound('No such guide');
  return { ...row.category, guides: [row.guide] };
}

const nextPosition = async (db: DbOrTx, table: typeof helpFaqs | typeof helpGuides, categoryId: string) =>
  Number(
    (
      await db
        .select({ n: sql<number>`coalesce(max(${table.position}), -1)::int + 1` })
        .from(table)
        .where(eq(table.categoryId, categoryId))
    )[0]!.n,
  );

async function requireCategory(db: DbOrTx, table: typeof helpFaqCategories | typeof helpGuideCategories, id: string) {
  const [c] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!c) throw badRequest('No such category', { categoryId: 'validation.invalid' });
}

/** Sanitised rich text; one that sanitises to nothing is refused as empty. */
function clean(html: string, field: string): string {
  const out = sanitizeRichText(html);
  if (!out.replace(/<[^>]*>/g, '').trim()) throw badRequest('Write some text', { [field]: 'validation.required' });
  return out;
}

type FaqFields = { categoryId?: string | undefined; question?: string | undefined; answer?: string | undefined };

export async function createFaq(db: Db, actor: Actor, f: Required<FaqFields>): Promise<Faq> {
  return db.transaction(async (tx) => {
    await requireCategory(tx, helpFaqCategories, f.categoryId);
    const [row] = await tx
      .insert(helpFaqs)
      .values({
        categoryId: f.categoryId,
        question: f.question,
        answer: clean(f.answer, 'faq.answer'),
        position: await nextPosition(tx, helpFaqs, f.categoryId),
        updatedBy: actor.id,
        updatedAt: clock.now(),
      })
      .returning(faqColumns);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'help_faq.create',
      entityType: 'help_faq',
      entityId: row!.id,
      after: { question: row!.question },
    });
    return row!;
  });
}

export async function updateFaq(db: Db, actor: Actor, id: string, f: FaqFields): Promise<Faq> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(faqColumns).from(helpFaqs).where(eq(helpFaqs.id, id));
    if (!before) throw notFound('No such FAQ');
    if (f.categoryId) await requireCategory(tx, helpFaqCategories, f.categoryId);
    const [row] = await tx
      .update(helpFaqs)
      .set({
        ...(f.categoryId ? { categoryId: f.categoryId } : {}),
        ...(f.question !== undefined ? { question: f.question } : {}),
        ...(f.answer !== undefined ? { answer: clean(f.answer, 'faq.answer') } : {}),
        updatedBy: actor.id,
        updatedAt: clock.now(),
      })
      .where(eq(helpFaqs.id, id))
      .returning(faqColumns);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'help_faq.update',
      entityType: 'help_faq',
      entityId: id,
      before: { question: before.question },
      after: { question: row!.question },
    });
    return row!;
  });
}

export async function deleteFaq(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(helpFaqs).where(eq(helpFaqs.id, id)).returning({ question: helpFaqs.question });
    if (!gone) throw notFound('No such FAQ');
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'help_faq.delete',
      entityType: 'help_faq',
      entityId: id,
      before: gone,
    });
  });
}

type GuideFields = {
  categoryId?: string | undefined;
  slug?: string | undefined;
  title?: string | undefined;
  subtitle?: string | undefined;
  content?: string | undefined;
};
const guideWithContent = { ...guideColumns, content: helpGuides.content };
const slugTaken = () =>
  new AppError(409, 'SLUG_TAKEN', 'Another guide of this category has this slug', {
    'guide.slug': 'validation.duplicate',
  });

async function requireFreeSlug(db: DbOrTx, categoryId: string, slug: string, except?: string) {
  const [other] = await db
    .select({ id: helpGuides.id })
    .from(helpGuides)
    .where(and(eq(helpGuides.categoryId, categoryId), eq(helpGuides.slug, slug)));
  if (other && other.id !== except) throw slugTaken();
}

export async function createGuide(db: Db, actor: Actor, g: Required<GuideFields>): Promise<GuideWithContent> {
  return db.transaction(async (tx) => {
    await requireCategory(tx, helpGuideCategories, g.categoryId);
    await requireFreeSlug(tx, g.categoryId, g.slug);
    const [row] = await tx
      .insert(helpGuides)
      .values({
        ...g,
        content: clean(g.content, 'guide.content'),
        position: await nextPosition(tx, helpGuides, g.categoryId),
        updatedBy: actor.id,
        updatedAt: clock.now(),
      })
      .returning(guideWithContent);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'help_guide.create',
      entityType: 'help_guide',
      entityId: row!.id,
      after: { title: row!.title },
    });
    return row!;
  });
}

export async function updateGuide(db: Db, actor: Actor, id: string, g: GuideFields): Promise<GuideWithContent> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(guideWithContent).from(helpGuides).where(eq(helpGuides.id, id));
    if (!before) throw notFound('No such guide');
    if (g.categoryId) await requireCategory(tx, helpGuideCategories, g.categoryId);
    await requireFreeSlug(tx, g.categoryId ?? before.categoryId, g.slug ?? before.slug, id);
    const { content, ...rest } = g;
    const [row] = await tx
      .update(helpGuides)
      .set({
        ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
        ...(content !== undefined ? { content: clean(content, 'guide.content') } : {}),
        updatedBy: actor.id,
        updatedAt: clock.now(),
      })
      .where(eq(helpGuides.id, id))
      .returning(guideWithContent);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'help_guide.update',
      entityType: 'help_guide',
      entityId: id,
      before: { title: before.title, slug: before.slug },
      after: { title: row!.title, slug: row!.slug },
    });
    return row!;
  });
}

export async function deleteGuide(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(helpGuides).where(eq(helpGuides.id, id)).returning({ title: helpGuides.title });
    if (!gone) throw notFound('No such guide');
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'help_guide.delete',
      entityType: 'help_guide',
      entityId: id,
      before: gone,
    });
  });
}
