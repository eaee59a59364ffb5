import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { renderContractPdf } from './contract-pdf.ts';
import { demoSignaturePng } from './demo-images.ts';

const base = {
  name: 'Tan Mei Ling',
  idNumber: 'S1234567D',
  address: 'Blk 123 Ang Mo Kio Avenue 3, #05-67, Singapore 560123',
  date: '05/03/2026',
  position: 'Food Operator',
  signaturePng: demoSignaturePng(1),
};

describe('contract PDF', () => {
  it('general contract for most positions, promoter contract when the position contains promoter', async () => {
    const g = await renderContractPdf(base);
    expect(g.kind).toBe('general');
    const p = await renderContractPdf({ ...base, position: 'Sales Promoter @ Island wide' });
    expect(p.kind).toBe('promoter');
    const doc = await PDFDocument.load(p.pdf);
    expect(doc.getTitle()).toContain('Promoter');
    expect(doc.getSubject()).toContain('S1234567D');
    expect(doc.getSubject()).toContain('05/03/2026');
  });

  it('draws names the standard font cannot encode with ? instead of failing', async () => {
    const { pdf } = await renderContractPdf({ ...base, name: '陈美玲 Tan', address: 'x'.repeat(600) });
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toContain('??? Tan');
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
  });

  it('refuses a signature that is not a readable PNG', async () => {
    await expect(renderContractPdf({ ...base, signaturePng: Buffer.from('not a png') })).rejects.toThrow();
  });
});
