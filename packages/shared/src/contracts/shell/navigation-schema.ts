import { z } from 'zod';
import { NAV_ITEM_TYPES, type NavItem, type Navigation } from './navigation.ts';

/** Zod schemas of the navigation reply (kept apart so the web router stays free of zod). */
export const navItem: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    type: z.enum(NAV_ITEM_TYPES),
    title: z.string().optional(),
    subtitle: z.string().optional(),
    icon: z.string().optional(),
    tooltip: z.string().optional(),
    link: z.string().optional(),
    externalLink: z.boolean().optional(),
    target: z.enum(['_blank', '_self']).optional(),
    fragment: z.string().optional(),
    queryParams: z.record(z.string(), z.string()).optional(),
    disabled: z.boolean().optional(),
    exactMatch: z.boolean().optional(),
    badge: z.object({ title: z.string(), classes: z.string().optional() }).optional(),
    hidden: z.boolean().optional(),
    function: z.string().min(1).max(64).optional(),
    children: z.array(navItem).optional(),
  }),
);

export const navigationReply: z.ZodType<Navigation> = z.object({
  compact: z.array(navItem),
  default: z.array(navItem),
  futuristic: z.array(navItem),
  horizontal: z.array(navItem),
});

export type { Navigation };
