import { createHash } from 'node:crypto';
import { CERTIFICATE_FILE_MAX_BYTES } from '@wf/shared/contracts/certificates/certificates';
import { badRequest, AppError } from '../../http/errors.ts';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { readFileType } from '../../http/file-content.ts';

export type CheckedFile = { data: Buffer; mime: string; ext: string; size: number; sha256: string };

/** Checks an upload: not empty, at most 10 MB, a PDF, PNG or JPEG by content (it parses as one). */
export async function checkCertificateFile(data: Buffer): Promise<CheckedFile> {
  if (data.length === 0) throw badRequest('The file is empty', { file: 'validation.required' });
  if (data.length > CERTIFICATE_FILE_MAX_BYTES) {
    throw new AppError(413, ERROR_CODES.payloadTooLarge, 'The file is larger than 10 MB', {
      file: 'validation.fileTooLarge',
    });
  }
  const type = await readFileType(data);
  if (!type) throw badRequest('The file must be a PDF, PNG or JPEG', { file: 'validation.fileType' });
  return {
    data,
    mime: type.mime,
    ext: type.ext,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}

export { safeFileName } from '../../http/send-file.ts';
