import type { FileManagerItem } from '@wf/shared/contracts/apps/file-manager/file-manager';
import type { TFunction } from '../../../lib/i18n/index.ts';

/** A kind's folder is named in the reader's language; every other item by its own name. */
export function itemName(item: FileManagerItem, t: TFunction): string {
  return item.type === 'folder' && item.area !== 'shared' && item.id === item.area
    ? t(`apps.file-manager.kinds.${item.area}`)
    : item.name;
}

/** A folder's contents in the reader's language ('57 files'); null for files. */
export function itemContents(item: FileManagerItem, t: TFunction): string | null {
  return item.count === null ? null : t('apps.file-manager.files', { count: item.count });
}

/** A kind's folder's description in the reader's language; others as stored. */
export function itemDescription(item: FileManagerItem, t: TFunction): string | null {
  return item.type === 'folder' && item.area !== 'shared' && item.id === item.area
    ? t(`apps.file-manager.kindDescriptions.${item.area}`)
    : item.description;
}

/** An item's date as the page shows it; none for an empty folder of the system's documents (it has no files to date it). */
export function itemDate(
  item: FileManagerItem,
  value: string,
  lang: string,
  format: (v: string, lang: string) => string,
): string | null {
  return item.area !== 'shared' && item.count === 0 ? null : format(value, lang);
}
