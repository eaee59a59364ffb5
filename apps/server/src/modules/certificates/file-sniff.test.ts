import { describe, expect, it } from 'vitest';
import { PDF_THEN_HTML, REAL_JPEG, REAL_PNG, realPdf } from '../../test/file-fixtures.ts';
import { checkCertificateFile, safeFileName } from './file-sniff.ts';

describe('certificate files', () => {
  it('recognises PDF, PNG and JPEG by content (it must parse)', async () => {
    expect((await checkCertificateFile(await realPdf())).mime).toBe('application/pdf');
    expect((await checkCertificateFile(REAL_PNG)).mime).toBe('image/png');
    expect((await checkCertificateFile(REAL_JPEG)).mime).toBe('image/jpeg');
    await expect(checkCertificateFile(Buffer.from('<html>%PDF-'))).rejects.toThrow(/PDF, PNG or JPEG/);
    await expect(checkCertificateFile(PDF_THEN_HTML)).rejects.toThrow(/PDF, PNG or JPEG/);
    await expect(checkCertificateFile(Buffer.from('GIF89a'))).rejects.toThrow(/PDF, PNG or JPEG/);
  });
  it('refuses empty, oversized and other files', async () => {
    await expect(checkCertificateFile(Buffer.alloc(0))).rejects.toThrow(/empty/);
    await expect(checkCertificateFile(Buffer.from('hello'))).rejects.toThrow(/PDF, PNG or JPEG/);
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024)]);
    await expect(checkCertificateFile(big)).rejects.toThrow(/10 MB/);
    const ok = await checkCertificateFile(await realPdf());
    expect(ok.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
  it('makes safe file names with the real extension', () => {
    expect(safeFileName('../../etc/passwd', 'pdf', 'certificate')).toBe('passwd.pdf');
    expect(safeFileName('My cert "final".exe', 'png', 'certificate')).toBe('My cert final.png');
    expect(safeFileName(undefined, 'jpg', 'certificate')).toBe('certificate.jpg');
  });
});
