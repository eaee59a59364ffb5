import { z } from 'zod';

/**
 * The help center (docs/product/template-apps.md#help-center; issue #34, item 5): the product's own help, FAQ
 * categories and guide categories. Content is stored once, in English (decision 036); answers and
 * guide bodies are rich text sanitised on the server.
 */

/** The tags help text may carry (the server's sanitiser keeps these, the page shows these). */
export const HELP_TAGS = [
  ...['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote'],
  ...['ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
];
/** The attributes a link keeps (href checked for its scheme; target and rel set by the server). */
export const HELP_LINK_ATTRIBUTES = ['href', 'target', 'rel'];

/** Guides per category shown by default (docs/product/template-apps.md#help-center). */
export const DEFAULT_GUIDE_LIMIT = 5;
/** A slug: lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slug = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(80, 'validation.tooLong')
  .regex(SLUG_PATTERN, 'validation.invalid');
const richText = z.string().max(100_000, 'validation.tooLong');

export const faq = z.object({ id: z.string(), categoryId: z.string(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faq>;
export const faqCategory = z.object({ id: z.string(), slug: z.string(), title: z.string() });
export const faqCategoryWithFaqs = faqCategory.extend({ faqs: z.array(faq) });
export type FaqCategoryWithFaqs = z.infer<typeof faqCategoryWithFaqs>;

export const guide = z.object({
  id: z.string(),
  categoryId: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
});
export type Guide = z.infer<typeof guide>;
export const guideWithContent = guide.extend({ content: z.string() });
export type GuideWithContent = z.infer<typeof guideWithContent>;
export const guideCategory = z.object({ id: z.string(), slug: z.string(), title: z.string() });
/** A category with guides: all of them (with a slug), or the first `limit` with the counts (without). */
export const guideCategoryWithGuides = guideCategory.extend({
  visibleGuides: z.number().int().optional(),
  totalGuides: z.number().int().optional(),
  guides: z.array(guide),
});
export type GuideCategoryWithGuides = z.infer<typeof guideCategoryWithGuides>;
export const guideCategoryWithGuide = guideCategory.extend({ guides: z.array(guideWithContent) });
export type GuideCategoryWithGuide = z.infer<typeof guideCategoryWithGuide>;

export const faqsQuery = z.object({ slug: slug.optional() });
export const guidesQuery = z.object({
  slug: slug.optional(),
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(1000, 'validation.invalid')
    .default(DEFAULT_GUIDE_LIMIT),
});
export const guideQuery = z.object({ categorySlug: slug, guideSlug: slug });

const faqFields = z.object({
  categoryId: z.uuid('validation.invalid'),
  question: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong'),
  answer: richText.min(1, 'validation.required'),
});
export const createFaqBody = z.object({ faq: faqFields });
export const updateFaqBody = z.object({ id: z.uuid('validation.invalid'), faq: faqFields.partial() });

const guideFields = z.object({
  categoryId: z.uuid('validation.invalid'),
  slug,
  title: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
  subtitle: z.string().trim().max(500, 'validation.tooLong').default(''),
  content: richText.min(1, 'validation.required'),
});
export const createGuideBody = z.object({ guide: guideFields });
export const updateGuideBody = z.object({ id: z.uuid('validation.invalid'), guide: guideFields.partial() });
export const helpIdQuery = z.object({ id: z.uuid('validation.invalid') });
