import { z } from 'zod';
import { isoDate, optionalText, requiredText } from '../../common/list-query.ts';

/**
 * The office address book (docs/product/template-apps.md#contacts).
 * A staff user's own contacts, and the clients' contact people as read-only rows (`client` set).
 */
export const EMAIL_LABELS = ['Personal', 'Work'] as const;
export const PHONE_LABELS = ['Mobile', 'Work', 'Home'] as const;
/** The name a contact made by POST (no payload) starts with. */
export const NEW_CONTACT_NAME = 'New Contact';
/** The tags every demo user's address book starts with (docs/product/template-apps.md#contacts). */
export const SAMPLE_CONTACT_TAGS = [
  'Work',
  'Friend',
  'Family',
  'High School',
  'College',
  'Baseball Team',
  'Band',
] as const;
export const CONTACT_LIMITS = { emails: 10, phoneNumbers: 10, tags: 20, notes: 5000 } as const;

export const contactEmail = z.object({
  email: z.email('validation.email').trim().max(200, 'validation.maxLength'),
  label: z.enum(EMAIL_LABELS, { message: 'validation.invalid' }),
});
export const contactPhone = z.object({
  /** ISO 3166 code of the country, lower-case (`sg`): one of GET countries. */
  country: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, 'validation.invalid'),
  phoneNumber: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(30, 'validation.maxLength')
    .regex(/^[0-9 ()+-]+$/, 'validation.pattern.phone'),
  label: z.enum(PHONE_LABELS, { message: 'validation.invalid' }),
});
export type ContactEmail = z.infer<typeof contactEmail>;
export type ContactPhone = z.infer<typeof contactPhone>;

/** The client a read-only row belongs to (its page: clientPages.record). */
export const contactClient = z.object({ id: z.string(), name: z.string() });

export const contact = z.object({
  id: z.string(),
  /** A data URL (POST avatar), or null. */
  avatar: z.string().nullable(),
  background: z.string().nullable(),
  name: z.string(),
  emails: z.array(contactEmail),
  phoneNumbers: z.array(contactPhone),
  title: z.string().nullable(),
  company: z.string().nullable(),
  /** YYYY-MM-DD (a birthday is a day, not an instant). */
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  /** Ids of the caller's tags. */
  tags: z.array(z.string()),
  /** A client's contact person: read-only here, edited on the client's page. */
  readOnly: z.boolean(),
  client: contactClient.nullable(),
});
export type Contact = z.infer<typeof contact>;

export const contactIdQuery = z.object({ id: z.uuid('validation.invalid') });
export const contactSearchQuery = z.object({ query: z.string().trim().max(100, 'validation.maxLength').default('') });

/** PATCH contact: `contact` holds the fields to change; the others keep their values. */
export const contactChanges = z
  .object({
    name: requiredText(120),
    emails: z.array(contactEmail).max(CONTACT_LIMITS.emails, 'validation.maxItems'),
    phoneNumbers: z.array(contactPhone).max(CONTACT_LIMITS.phoneNumbers, 'validation.maxItems'),
    title: optionalText(120),
    company: optionalText(200),
    birthday: isoDate.nullable(),
    address: optionalText(500),
    notes: optionalText(CONTACT_LIMITS.notes),
    tags: z.array(z.uuid('validation.invalid')).max(CONTACT_LIMITS.tags, 'validation.maxItems'),
    /** Only removal: an image comes through POST avatar, where its content is checked. */
    avatar: z.null(),
  })
  .partial()
  .strict();
export type ContactChanges = z.input<typeof contactChanges>;
export const updateContactBody = z.object({ id: z.uuid('validation.invalid'), contact: contactChanges });

export const country = z.object({
  id: z.string(),
  iso: z.string(),
  name: z.string(),
  /** The dial code with its plus sign (`+65`). */
  code: z.string(),
  /** The flag's offset in a flag sprite of 16 px rows, in list order (the web shows the emoji flag). */
  flagImagePos: z.string(),
});
export type Country = z.infer<typeof country>;

export const contactTag = z.object({ id: z.string(), title: z.string() });
export type ContactTag = z.infer<typeof contactTag>;
const tagFields = z.object({ title: requiredText(60) }).strict();
export const createTagBody = z.object({ tag: tagFields });
export const updateTagBody = z.object({ id: z.uuid('validation.invalid'), tag: tagFields.partial() });

/** POST avatar: multipart/form-data with the fields `id` (the contact) and `avatar` (the image). */
export const AVATAR_FIELDS = { id: 'id', file: 'avatar' } as const;
