import { HOLIDAY_IMPORT_MAX_BYTES } from '@wf/shared/contracts/public-holidays/public-holidays';

/** A first check in the browser (the server checks the content again): the problem's name, or null. */
export function importFileProblem(file: File): 'tooLarge' | 'empty' | null {
  if (file.size === 0) return 'empty';
  if (file.size > HOLIDAY_IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The preview's input: the raw file as the body; the server reads what it really is. */
export function importPreviewInput(file: File) {
  return { body: file, headers: { 'content-type': /\.ics$/i.test(file.name) ? 'text/calendar' : 'text/csv' } };
}
