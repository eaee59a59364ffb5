import { MAIL_FILTERS, MAIL_FOLDERS } from '@wf/shared/contracts/apps/mailbox/mailbox';

/** Where the list is: one folder, filter or label, or admin's System view. */
export type MailboxView = { kind: 'folder' | 'filter' | 'label'; slug: string } | { kind: 'system'; slug: 'system' };

/** The list the URL names (?folder=, ?filter=, ?label= or ?system=1), the inbox by default. */
export function viewOf(params: URLSearchParams): MailboxView {
  const folder = params.get('folder');
  const filter = params.get('filter');
  const label = params.get('label');
  if (params.get('system') === '1') return { kind: 'system', slug: 'system' };
  if (filter && (MAIL_FILTERS as readonly string[]).includes(filter)) return { kind: 'filter', slug: filter };
  if (label) return { kind: 'label', slug: label };
  return { kind: 'folder', slug: folder && (MAIL_FOLDERS as readonly string[]).includes(folder) ? folder : 'inbox' };
}

/** The URL parameters of a view (every other view's cleared, page 1, no open mail). */
export function viewParams(view: MailboxView): Record<string, string | undefined> {
  return {
    folder: view.kind === 'folder' ? view.slug : undefined,
    filter: view.kind === 'filter' ? view.slug : undefined,
    label: view.kind === 'label' ? view.slug : undefined,
    system: view.kind === 'system' ? '1' : undefined,
    page: undefined,
    mail: undefined,
  };
}

/** The page number the URL names (1 when absent or odd). */
export function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** "Name <email>" -> the name. */
export const contactName = (contact: string): string => contact.replace(/\s*<[^>]*>\s*$/, '') || contact;

/** A file size in words: 12 KB, 1.4 MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
