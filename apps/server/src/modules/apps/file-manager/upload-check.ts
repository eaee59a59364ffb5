import { FILE_MANAGER_UPLOAD_MAX_BYTES } from '@wf/shared/contracts/apps/file-manager/file-manager';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { AppError, badRequest } from '../../../http/errors.ts';
import { readFileType } from '../../../http/file-content.ts';
import type { CheckedUpload } from './file-manager-service.ts';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** UTF-8 text without control characters other than tab, CR and LF (and no leading binary signature). */
function isPlainText(data: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    return !CONTROL.test(text) && !text.startsWith('%PDF-');
  } catch {
    return false;
  }
}

/**
 * A staff upload, checked like the project's other uploads: not empty, at most 10 MB, and by its
 * content: a PDF, PNG, JPEG or WebP that parses as one (http/file-content.ts), or plain UTF-8 text
 * saved as .txt or .csv. The stored name is the user's base name with the extension of what it is.
 */
export async function checkUpload(data: Buffer, original: string | undefined): Promise<CheckedUpload> {
  if (data.length === 0) throw badRequest('The file is empty', { file: 'validation.required' });
  if (data.length > FILE_MANAGER_UPLOAD_MAX_BYTES)
    throw new AppError(413, ERROR_CODES.payloadTooLarge, 'The file is larger than 10 MB', {
      file: 'validation.fileTooLarge',
    });
  const base = (original ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\p{L}\p{N}_\- ().]/gu, '')
    .trim();
  const ext = /\.([a-z0-9]+)$/i.exec(base)?.[1]?.toLowerCase();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 100) || 'file';
  const type = await readFileType(data);
  if (type) return { data, mime: type.mime, name: `${stem}.${type.ext}` };
  if (isPlainText(data) && (ext === 'txt' || ext === 'csv'))
    return { data, mime: ext === 'csv' ? 'text/csv' : 'text/plain', name: `${stem}.${ext}` };
  throw badRequest('The file must be a PDF, PNG, JPEG, WebP, or a plain text (.txt, .csv) file', {
    file: 'validation.fileType',
  });
}
