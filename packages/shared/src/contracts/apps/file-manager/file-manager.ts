import { z } from 'zod';

/**
 * The file manager (docs/product/template-apps.md#file-manager; issue #34, item 4): the documents the system holds as
 * virtual folders by kind and owner, plus the folders and files staff upload. Decision 134.
 */

/** The kinds of documents the system holds, each a virtual folder at the root. */
export const FILE_MANAGER_KINDS = ['worker-documents', 'contracts', 'certificates', 'payslips', 'imports'] as const;
export type FileManagerKind = (typeof FILE_MANAGER_KINDS)[number];
/** Where an item lives: one of the kinds, or `shared` (what staff uploaded). */
export const FILE_MANAGER_AREAS = [...FILE_MANAGER_KINDS, 'shared'] as const;
export type FileManagerArea = (typeof FILE_MANAGER_AREAS)[number];

/** Folders and files per page (each list is cut to it; thousands of workers are paged). */
export const FILE_MANAGER_PAGE_SIZE = 100;
/** An uploaded file: at most 10 MB, like the project's other uploads. */
export const FILE_MANAGER_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The root: the text 'null' (docs/product/template-apps.md#file-manager). */
export const ROOT_FOLDER_ID = 'null';

export const fileManagerQuery = z.object({
  folderId: z.string().trim().min(1, 'validation.required').max(120, 'validation.tooLong').default(ROOT_FOLDER_ID),
  page: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(1_000_000, 'validation.invalid')
    .default(1),
  /** Names containing this text (case-insensitive), in the current folder. */
  search: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export type FileManagerQuery = z.input<typeof fileManagerQuery>;

/** How a file is downloaded: the authorised route of what it is (never a public URL). */
export const fileSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('worker-file'), workerId: z.uuid(), fileId: z.uuid() }),
  z.object({ kind: z.literal('certificate'), id: z.uuid() }),
  z.object({ kind: z.literal('payslip'), runId: z.uuid(), workerId: z.uuid() }),
  z.object({ kind: z.literal('import'), id: z.uuid() }),
  z.object({ kind: z.literal('upload'), id: z.uuid() }),
]);
export type FileSource = z.infer<typeof fileSource>;

/** An item (docs/product/template-apps.md#file-manager) with what the page needs besides. */
export const fileManagerItem = z.object({
  id: z.string(),
  folderId: z.string().nullable(),
  name: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  /** Text with its unit ('1.2 MB'); null where unknown (a payslip is made when downloaded). */
  size: z.string().nullable(),
  /** 'folder', or the file's type in capitals: PDF, JPG, PNG, WEBP, TXT, CSV, XLSX. */
  type: z.string(),
  /** For folders: '57 files'. */
  contents: z.string().nullable(),
  description: z.string().nullable(),
  area: z.enum(FILE_MANAGER_AREAS),
  bytes: z.number().int().nullable(),
  /** For folders: the number in `contents` (the page words it in its language). */
  count: z.number().int().nullable(),
  source: fileSource.nullable(),
  /** The signed-in user may rename and delete it (their own upload, or admin). */
  editable: z.boolean(),
});
export type FileManagerItem = z.infer<typeof fileManagerItem>;

export const fileManagerListing = z.object({
  folders: z.array(fileManagerItem),
  files: z.array(fileManagerItem),
  /** The ancestors from the root down to the current folder (itself last); empty at the root. */
  path: z.array(fileManagerItem),
  pagination: z.object({
    page: z.number().int(),
    size: z.number().int(),
    totalFolders: z.number().int(),
    totalFiles: z.number().int(),
    lastPage: z.number().int(),
  }),
});
export type FileManagerListing = z.infer<typeof fileManagerListing>;

const name = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(120, 'validation.tooLong')
  // eslint-disable-next-line no-control-regex
  .refine((s) => !/[\\/\u0000-\u001f]/.test(s), 'validation.invalid');
const description = z.string().trim().max(500, 'validation.tooLong').nullable().optional();

export const createFolderBody = z.object({
  /** A staff folder's id, or null for the root. */
  folderId: z.uuid('validation.invalid').nullable(),
  name,
  description,
});
export const updateItemBody = z.object({
  id: z.uuid('validation.invalid'),
  item: z.object({ name: name.optional(), description }),
});
export const itemIdQuery = z.object({ id: z.uuid('validation.invalid') });
export const uploadQuery = z.object({ folderId: z.string().trim().min(1).max(120).default(ROOT_FOLDER_ID) });
export const uploadHeaders = z.object({
  'content-type': z.string().optional(),
  'x-file-name': z.string().max(300).optional(),
});
export const contentQuery = z.object({ inline: z.enum(['0', '1']).optional() });
