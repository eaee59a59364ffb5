import { describe, expect, it } from 'vitest';
import { checkCertificateFile, safeFileName, sniffCertificateFile } from './file-sniff.ts';

describe('certificate files', () => {
  it('recognises PDF, PNG and JPEG by content', () => {
    expect(sniffCertificateFile(Buffer.from('%PDF-1.7\n'))?.mime).toBe('application/pdf');
    expect(sniffCertificateFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.mime).toBe(
      'image/png',
    );
    expect(sniffCertificateFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg');
    expect(sniffCertificateFile(Buffer.from('<html>%PDF-'))).toBeNull();
    expect(sniffCertificateFile(Buffer.from('GIF89a'))).toBeNull();
  });
  it('refuses empty, oversized and other files', () => {
    expect(() => checkCertificateFile(Buffer.alloc(0))).toThrow(/empty/);
    expect(() => checkCertificateFile(Buffer.from('hello'))).toThrow(/PDF, PNG or JPEG/);
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024)]);
    expect(() => checkCertificateFile(big)).toThrow(/10 MB/);
    const ok = checkCertificateFile(Buffer.from('%PDF-1.4 x'));
    expect(ok.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
  it('makes safe file names with the real extension', () => {
    expect(safeFileName('../../etc/passwd', 'pdf', 'certificate')).toBe('passwd.pdf');
    expect(safeFileName('My cert "final".exe', 'png', 'certificate')).toBe('My cert final.png');
    expect(safeFileName(undefined, 'jpg', 'certificate')).toBe('certificate.jpg');
  });
});
