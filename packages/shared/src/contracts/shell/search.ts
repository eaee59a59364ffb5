import { z } from 'zod';

/**
 * Global search (spec sections 2, 5, 7): at least 2 characters; groups contacts, pages, tasks and
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
});
export const pageResult = z.object({ id: z.string(), title: z.string(), link: z.string() });
export const taskResult = z.object({ id: z.string(), title: z.string(), completed: z.boolean(), link: z.string() });

/** A record of the business: its name, a second line (code, address) and its page. */
export const recordResult = z.object({ id: z.string(), title: z.string(), subtitle: z.string().nullable(), link: z.string() });
export type RecordResult = z.infer<typeof recordResult>;
export const RECORD_GROUPS = ['workers', 'clients', 'projects', 'locations'] as const;
export type RecordGroupId = (typeof RECORD_GROUPS)[number];

export const searchReply = z.array(
  z.discriminatedUnion('id', [
    z.object({ id: z.literal('contacts'), label: z.string(), results: z.array(contactResult) }),
    z.object({ id: z.literal('pages'), label: z.string(), results: z.array(pageResult) }),
    z.object({ id: z.literal('tasks'), label: z.string(), results: z.array(taskResult) }),
    z.object({ id: z.literal('workers'), label: z.string(), results: z.array(recordResult) }),
    z.object({ id: z.literal('clients'), label: z.string(), results: z.array(recordResult) }),
    z.object({ id: z.literal('projects'), label: z.string(), results: z.array(recordResult) }),
    z.object({ id: z.literal('locations'), label: z.string(), results: z.array(recordResult) }),
  ]),
);
export type SearchReply = z.infer<typeof searchReply>;
export type SearchGroup = SearchReply[number];
