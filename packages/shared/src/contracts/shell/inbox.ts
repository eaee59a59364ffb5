import { z } from 'zod';
import { safeLink } from './links.ts';

/**
 * Messages and notifications: the same shape (docs/product/shell.md#messages-and-notifications).
 * title and description are HTML (docs/product/shell.md#messages-and-notifications), of which the browser shows only emphasis and line breaks
 * (no links, images or attributes: a link is the `link` field). Notifications the server makes
 * from events store their text escaped and link only to app routes (issue 12, defect 7).
 */
export const inboxItem = z.object({
  id: z.string(),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  time: z.string(),
  read: z.boolean(),
  seen: z.boolean(),
  link: z.string().nullable(),
  useRouter: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItem>;
export const inboxList = z.array(inboxItem);

const icon = z.string().trim().max(100);
const image = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => s.startsWith('/') || /^https:\/\//i.test(s), 'validation.link');

/** Fields a caller may set when creating an item. */
export const inboxInput = z.object({
  title: z.string().trim().min(1, 'validation.required').max(500),
  description: z.string().trim().max(4000).nullable().optional(),
  icon: icon.nullable().optional(),
  image: image.nullable().optional(),
  link: safeLink.nullable().optional(),
  useRouter: z.boolean().optional(),
  read: z.boolean().optional(),
  time: z.iso.datetime({ offset: true }).optional(),
});
export type InboxInput = z.infer<typeof inboxInput>;
export const inboxPatch = inboxInput.partial().extend({ seen: z.boolean().optional() });

export const createMessageBody = z.object({ message: inboxInput });
export const updateMessageBody = z.object({ id: z.uuid(), message: inboxPatch });
export const createNotificationBody = z.object({ notification: inboxInput });
export const updateNotificationBody = z.object({ id: z.uuid(), notification: inboxPatch });
export const toggleReadBody = z.object({ id: z.uuid() });
export const idQuery = z.object({ id: z.uuid() });
