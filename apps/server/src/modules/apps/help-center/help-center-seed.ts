import type { DbOrTx } from '../../../db/client.ts';
import { helpFaqCategories, helpFaqs, helpGuideCategories, helpGuides } from '../../../db/schema/index.ts';
import { FAQ_CATEGORIES, GUIDE_CATEGORIES } from './help-content.ts';
import { sanitizeRichText } from './sanitize.ts';

/**
 * The help center's content on a new installation (not only the demo: it is the product's own
 * help). Idempotent: a category that exists (by slug) is left as the admins edited it.
 */
export async function seedHelpCenter(db: DbOrTx): Promise<void> {
  for (const [position, c] of FAQ_CATEGORIES.entries()) {
    const [cat] = await db
      .insert(helpFaqCategories)
      .values({ slug: c.slug, title: c.title, position })
      .onConflictDoNothing()
      .returning();
    if (!cat) continue;
    await db.insert(helpFaqs).values(
      c.faqs.map((f, i) => ({
        categoryId: cat.id,
        question: f.question,
        answer: sanitizeRichText(f.answer),
        position: i,
      })),
    );
  }
  for (const [position, c] of GUIDE_CATEGORIES.entries()) {
    const [cat] = await db
      .insert(helpGuideCategories)
      .values({ slug: c.slug, title: c.title, position })
      .onConflictDoNothing()
      .returning();
    if (!cat) continue;
    await db
      .insert(helpGuides)
      .values(
        c.guides.map((g, i) => ({ categoryId: cat.id, ...g, content: sanitizeRichText(g.content), position: i })),
      );
  }
}
