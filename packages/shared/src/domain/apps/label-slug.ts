/**
 * The label slug rule of the mailbox and notes apps (docs/product/template-apps.md): the lowercased title with
 * spaces turned into hyphens, repeated hyphens collapsed and non-word characters removed; a slug
 * already taken gets the suffix -1, then -2 and so on.
 */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/[^\w-]+/g, '');
}

/** The slug a label with this title gets beside the `taken` slugs (the label's own left out by the caller). */
export function uniqueLabelSlug(title: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base = slugOf(title);
  let slug = base;
  for (let suffix = 1; used.has(slug); suffix++) slug = `${base}-${suffix}`;
  return slug;
}
