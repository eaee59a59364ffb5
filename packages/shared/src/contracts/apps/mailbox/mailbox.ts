import { z } from 'zod';
import { MAIL_FOLDER, MESSAGE_LAYOUT, OUTBOX_STATUS, type MailFolder } from '../../../enums/apps.ts';

/** The mailbox app (docs/product/template-apps.md#mailbox): internal mail between staff users. Its folders: MAIL_FOLDER in enums/apps.ts. */
export const MAIL_FOLDERS = MAIL_FOLDER.values;
export type { MailFolder };
export const MAIL_FILTERS = ['starred', 'important'] as const;
export type MailFilter = (typeof MAIL_FILTERS)[number];
/** The default label colours (personal blue, work indigo, ...; docs/product/template-apps.md#mailbox). */
export const MAIL_LABEL_COLORS = ['blue', 'indigo', 'red', 'teal', 'purple', 'green', 'orange', 'pink', 'gray'] as const;
/** An attachment is at most 10 MB, like every other upload (certificates). */
export const MAIL_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many attachments on one mail. */
export const MAIL_ATTACHMENTS_MAX = 10;

export const mailSettings = z.object({ messageLayout: z.enum(MESSAGE_LAYOUT.values) });
export type MailSettings = z.infer<typeof mailSettings>;
export const mailSettingsBody = z.object({ settings: mailSettings.partial() });

export const mailFolderInfo = z.object({
  id: z.enum(MAIL_FOLDERS),
  title: z.string(),
  slug: z.enum(MAIL_FOLDERS),
  icon: z.string(),
  count: z.number().int(),
});
export const mailFilterInfo = z.object({ id: z.enum(MAIL_FILTERS), title: z.string(), slug: z.enum(MAIL_FILTERS), icon: z.string() });

export const mailLabel = z.object({ id: z.string(), title: z.string(), slug: z.string(), color: z.enum(MAIL_LABEL_COLORS) });
export type MailLabel = z.infer<typeof mailLabel>;
const labelTitle = z.string().trim().min(1, 'validation.required').max(60);
export const createMailLabelBody = z.object({
  label: z.object({ title: labelTitle, color: z.enum(MAIL_LABEL_COLORS).default('blue') }),
});
export const updateMailLabelBody = z.object({
  id: z.uuid(),
  label: z.object({ title: labelTitle, color: z.enum(MAIL_LABEL_COLORS) }).partial(),
});
export const idQuery = z.object({ id: z.string().max(100) });

export const mailAttachment = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  size: z.number().int(),
  /** Images: the same authorised route, shown inline; others null. */
  preview: z.string().nullable(),
  downloadUrl: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachment>;

/** A staff user as a mail shows them. */
export const mailContact = z.object({ id: z.string(), name: z.string(), email: z.string(), avatar: z.string().nullable() });
export type MailContact = z.infer<typeof mailContact>;

/** One user's copy of a mail: its folder, flags and labels are that user's own. */
export const mail = z.object({
  id: z.string(),
  type: z.literal('mail'),
  from: z.object({ avatar: z.string().nullable(), contact: z.string(), id: z.string() }),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  /** Only on the sender's own copy (a recipient never sees the bcc list). */
  bcc: z.array(z.string()),
  ccCount: z.number().int(),
  bccCount: z.number().int(),
  date: z.string(),
  subject: z.string(),
  content: z.string(),
  attachments: z.array(mailAttachment),
  starred: z.boolean(),
  important: z.boolean(),
  unread: z.boolean(),
  folder: z.enum(MAIL_FOLDERS),
  labels: z.array(z.string()),
  /** A draft's recipients by user id, for the compose dialog; null once sent. */
  draft: z.object({ to: z.array(z.string()), cc: z.array(z.string()), bcc: z.array(z.string()) }).nullable(),
});
export type Mail = z.infer<typeof mail>;

export const mailPagination = z.object({
  totalResults: z.number().int(),
  resultsPerPage: z.number().int(),
  currentPage: z.number().int(),
  lastPage: z.number().int(),
  startIndex: z.number().int(),
  endIndex: z.number().int(),
});
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const slug = z.string().trim().min(1).max(100);
/** One of folder, filter or label (a slug), and the page. */
export const mailListQuery = z
  .object({ folder: z.enum(MAIL_FOLDERS).optional(), filter: z.enum(MAIL_FILTERS).optional(), label: slug.optional(), page })
  .refine((q) => [q.folder, q.filter, q.label].filter((x) => x !== undefined).length === 1, {
    message: 'validation.invalid',
    path: ['folder'],
  });
export type MailListQuery = z.output<typeof mailListQuery>;
/** A page beyond the last: null mails and only lastPage. */
export const mailList = z.object({
  mails: z.array(mail).nullable(),
  pagination: z.union([mailPagination, z.object({ lastPage: z.number().int() })]),
});
export type MailList = z.infer<typeof mailList>;

export const updateMailBody = z.object({
  id: z.uuid(),
  mail: z
    .object({
      unread: z.boolean(),
      starred: z.boolean(),
      important: z.boolean(),
      folder: z.enum(MAIL_FOLDERS),
      labels: z.array(z.uuid()).max(50),
    })
    .partial(),
});

const recipients = z.array(z.uuid()).max(100).default([]);
export const draftFields = z.object({
  to: recipients,
  cc: recipients,
  bcc: recipients,
  subject: z.string().trim().max(300).default(''),
  content: z.string().max(100_000).default(''),
});
export type DraftFields = z.output<typeof draftFields>;
export const createDraftBody = z.object({ draft: draftFields });
export const updateDraftBody = z.object({ id: z.uuid(), draft: draftFields });
export const sendMailBody = z.object({ id: z.uuid() });
export const attachmentQuery = z.object({ mailId: z.uuid() });
export const removeAttachmentQuery = z.object({ mailId: z.uuid(), attachmentId: z.uuid() });
export const attachmentFileQuery = z.object({ id: z.uuid(), inline: z.enum(['0', '1']).optional() });

/** Admin's "System" view: each e-mail the system itself sent (the outbox) with its delivery state. */
export const systemMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The text with its one-time link tokens hidden. */
  text: z.string(),
  status: z.enum(OUTBOX_STATUS.values),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SystemMail = z.infer<typeof systemMail>;
export const systemMailQuery = z.object({ page });
export const systemMailList = z.object({
  mails: z.array(systemMail).nullable(),
  pagination: z.union([mailPagination, z.object({ lastPage: z.number().int() })]),
});
export type SystemMailList = z.infer<typeof systemMailList>;
