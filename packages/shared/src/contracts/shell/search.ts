import { z } from 'zod';

/**
 * Global search (docs/product/shell.md#search): at least 2 characters; groups contacts, pages, tasks and
 * the business's records (issue 13, item 12): workers, clients, projects, locations, each only for
 * a role that may read them.
 */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;

export const searchBody = z.object({
  query: z.string().trim().min(SEARCH_MIN_LENGTH, 'validation.minLength').max(100),
});

export const contactResult = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  email: z.string(),
  /** The contact's page (an address book contact); a staff user has none: the quick chat opens. */
  link: z.string().optional(),
});
export type ContactResult = z.infer<typeof contactResult>;
export const pageResult = z.object({ id: z.string(), title: z.string(), link: z.string() });
export const taskResult = z.object({ id: z.string(), title: z.string(), completed: z.boolean(), link: z.string() });
export type TaskResult = z.infer<typeof taskResult>;

/** A record of the business: its name, a second line (code, address) and its page. */
export const recordResult = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  link: z.string(),
});
export type RecordResult = z.infer<typeof recordResult>;
/** The groups every search may have; any other group id is a section's records (its search provider). */
export const FIXED_GROUPS = ['contacts', 'pages', 'tasks'] as const;
type FixedGroupId = (typeof FIXED_GROUPS)[number];
const FIXED_IDS: ReadonlySet<string> = new Set(FIXED_GROUPS);

const fixedGroups = [
  z.object({ id: z.literal('contacts'), label: z.string(), results: z.array(contactResult) }),
  z.object({ id: z.literal('pages'), label: z.string(), results: z.array(pageResult) }),
  z.object({ id: z.literal('tasks'), label: z.string(), results: z.array(taskResult) }),
] as const;
/** A section's records (workers, clients…): its heading in English and as a catalogue key. */
export const recordGroup = z.object({
  id: z.string().refine((id) => !FIXED_IDS.has(id)),
  label: z.string(),
  labelKey: z.string().optional(),
  results: z.array(recordResult),
});
export type RecordGroup = z.infer<typeof recordGroup>;

export const searchReply = z.array(z.union([...fixedGroups, recordGroup]));
export type SearchReply = z.infer<typeof searchReply>;
export type SearchGroup = SearchReply[number];
type FixedGroup = z.infer<(typeof fixedGroups)[number]>;

/** The group is the named fixed one (contacts, pages, tasks). */
export const isGroup = <K extends FixedGroupId>(g: SearchGroup, id: K): g is Extract<FixedGroup, { id: K }> =>
  g.id === id;
/** The group is a section's records. */
export const isRecordGroup = (g: SearchGroup): g is RecordGroup => !FIXED_IDS.has(g.id);
