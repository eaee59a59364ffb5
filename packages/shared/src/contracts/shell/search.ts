import { z } from 'zod';

/** Global search (spec sections 2, 5, 7): at least 2 characters; groups contacts, pages, tasks. */
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

export const searchReply = z.array(
  z.discriminatedUnion('id', [
    z.object({ id: z.literal('contacts'), label: z.string(), results: z.array(contactResult) }),
    z.object({ id: z.literal('pages'), label: z.string(), results: z.array(pageResult) }),
    z.object({ id: z.literal('tasks'), label: z.string(), results: z.array(taskResult) }),
  ]),
);
export type SearchReply = z.infer<typeof searchReply>;
export type SearchGroup = SearchReply[number];
