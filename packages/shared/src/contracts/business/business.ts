import { z } from 'zod';
import { isValidUen, normalizeUen } from '../../domain/clients/uen.ts';
import { SG_PHONE_PATTERN } from '../common/list-query.ts';

/**
 * The business that runs the app (issue 13, item 17): name, UEN, address, contact and logo, set by
 * admin. The contract names it as the Company; the public registration shows its name, logo and
 * contact.
 */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const text = (max: number) => z.string().trim().max(max, 'validation.maxLength');

export const businessProfileBody = z.object({
  name: text(120).min(1, 'validation.required'),
  /** Singapore UEN, as the client form takes it; may be left empty. */
  uen: text(20)
    .transform(normalizeUen)
    .refine((s) => s === '' || isValidUen(s), 'validation.pattern.uen'),
  address: text(300),
  /** A Singapore number (8 digits starting with 6, 8 or 9); may be left empty. */
  contactPhone: text(30)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => v === '' || SG_PHONE_PATTERN.test(v), 'validation.pattern.phone'),
  contactEmail: text(200).refine((v) => v === '' || z.email().safeParse(v).success, 'validation.email'),
  /**
   * A one-person office (issue #26): one person may approve both stages of an adjustment or a pay run.
   * Off by default; left out, it keeps its value.
   */
  singleApproverOffice: z.boolean('validation.invalid').optional(),
  /** GST-registered: billing statements add GST (issue #28). Left out, it keeps its value. */
  gstRegistered: z.boolean('validation.invalid').optional(),
  /** The GST rate in basis points (900 = 9%). Left out, it keeps its value. */
  gstRateBasisPoints: z.number('validation.invalid').int('validation.invalid').min(0, 'validation.min').max(10000, 'validation.max').optional(),
  /** The version the form read: a save over someone else's answers 409 STALE_VERSION. */
  version: z.number('validation.invalid').int('validation.invalid').min(1, 'validation.min'),
});
export type BusinessProfileBody = z.infer<typeof businessProfileBody>;

export const businessProfile = z.object({
  name: z.string(),
  uen: z.string(),
  address: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  /** The logo's public URL (changes with every new logo), or null without one. */
  logoUrl: z.string().nullable(),
  singleApproverOffice: z.boolean(),
  gstRegistered: z.boolean(),
  gstRateBasisPoints: z.number().int(),
  version: z.number().int(),
});
export type BusinessProfile = z.infer<typeof businessProfile>;

export const logoQuery = z.object({ v: z.coerce.number().int().min(0).optional() });

export { contractParty } from '../../domain/business/contract-party.ts';
