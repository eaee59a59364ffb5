import { describe, expect, it } from 'vitest';
import { certFileError, fileExtension, isCertFileLike } from './cert-file.ts';

const MB = 1024 * 1024;

describe('certificate file rules', () => {
  it.each([
    ['cert.pdf', 'application/pdf'],
    ['CERT.PDF', ''],
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpg'],
    ['scan.png', 'image/png'],
    ['scan.png', 'application/octet-stream'],
  ])('accepts %s (%s)', (name, type) => {
    expect(certFileError({ name, type, size: 1000 })).toBeNull();
  });

  it.each([
    ['cert.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cert.gif', 'image/gif'],
    ['cert', ''],
    ['cert.pdf', 'image/png'],
    ['cert.png', 'application/pdf'],
    ['cert.pdf.exe', 'application/octet-stream'],
  ])('refuses %s (%s) with validation.file.type', (name, type) => {
    expect(certFileError({ name, type, size: 1000 })).toBe('validation.file.type');
  });

  it('allows exactly 10 MB and refuses more', () => {
    expect(certFileError({ name: 'a.pdf', type: 'application/pdf', size: 10 * MB })).toBeNull();
    expect(certFileError({ name: 'a.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toBe('validation.file.tooLarge');
  });

  it('refuses an empty file', () => {
    expect(certFileError({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('validation.file.empty');
  });

  it('helpers', () => {
    expect(fileExtension('a.b.JPEG')).toBe('jpeg');
    expect(fileExtension('noext')).toBe('');
    expect(isCertFileLike({ name: 'a', type: '', size: 1 })).toBe(true);
    expect(isCertFileLike({ name: 'a' })).toBe(false);
    expect(isCertFileLike(null)).toBe(false);
  });
});
