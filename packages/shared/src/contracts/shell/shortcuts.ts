import { z } from 'zod';
import { safeLink } from './links.ts';

/** Shortcut (docs/product/shell.md#shortcuts); label, icon, link and useRouter required. */
export const shortcut = z.object({
  id: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  icon: z.string(),
  link: z.string(),
  useRouter: z.boolean(),
});
export type Shortcut = z.infer<typeof shortcut>;
export const shortcutList = z.array(shortcut);

export const shortcutInput = z.object({
  label: z.string().trim().min(1, 'validation.required').max(100),
  description: z.string().trim().max(300).nullable().optional(),
  icon: z.string().trim().min(1, 'validation.required').max(100),
  link: safeLink,
  useRouter: z.boolean({ message: 'validation.required' }),
});
export type ShortcutInput = z.infer<typeof shortcutInput>;

export const createShortcutBody = z.object({ shortcut: shortcutInput });
export const updateShortcutBody = z.object({ id: z.uuid(), shortcut: shortcutInput.partial() });
