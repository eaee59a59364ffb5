import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { drawnText, streamBytes, type0Fonts, type Drawn } from '../../pdf/pdf-text-kit.ts';
import { renderContractPdf } from './contract-pdf.ts';
import { cjkFontPath, loadCjkFace } from '../../pdf/cjk-font.ts';
import { demoSignaturePng } from './demo-images.ts';

const base = {
  name: 'Tan Mei Ling',
  idNumber: 'S1234567D',
  address: 'Blk 123 Ang Mo Kio Avenue 3, #05-67, Singapore 560123',
  date: '05/03/2026',
  position: 'Food Operator',
  signaturePng: demoSignaturePng(1),
};

const A4_WIDTH = 595.28;
const MARGIN = 56;

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

  it('draws a Chinese name and address with an embedded subset of the CJK font', async () => {
    const address = '新加坡宏茂桥3道123座#05-67，邮区560123';
    const { pdf } = await renderContractPdf({ ...base, name: '陈小明', address });
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toBe('Contractor Service Agreement - 陈小明');

    const [font, ...others] = type0Fonts(doc);
    expect(others).toHaveLength(0);
    // the font program is embedded (CFF as FontFile3 here) and is a subset: the whole font is 8 MB
    expect(font!.fontFileKey).toBe('FontFile3');
    expect(font!.fontFile.contents.length).toBeGreaterThan(1000);
    expect(font!.fontFile.contents.length).toBeLessThan(200_000);
    // a well-formed CFF header (version 1, offSize 1-4): @pdf-lib/fontkit wrote an offSize that
    // PDF readers reject, and the Chinese then renders blank
    const cff = streamBytes(font!.fontFile);
    expect(cff[0]).toBe(1);
    expect(cff[3]).toBeGreaterThanOrEqual(1);
    expect(cff[3]).toBeLessThanOrEqual(4);
    const unicode = new Set(font!.toUnicode.values());
    for (const cp of [0x9648, 0x5c0f, 0x660e]) expect(unicode).toContain(String.fromCodePoint(cp)); // 陈 小 明
    for (const ch of '新加坡宏茂桥道座邮区，') expect(unicode).toContain(ch);

    const drawn = await drawnText(pdf);
    const cjk = drawn.filter((d) => d.type0).map((d) => d.text);
    expect(cjk).toContain('陈小明'); // the Name row of the signature block
    expect(cjk).toContain(address); // the Address row: digits and punctuation stay with the Chinese
    expect(cjk.join('')).not.toContain('?');
    const intro = drawn.filter((d) => d.page === 1 && d.y > 700);
    expect(intro.map((d) => d.text).join('')).toContain(`and 陈小明, ID number S1234567D, of ${address}`);
    // Latin text is still Helvetica
    expect(drawn.filter((d) => !d.type0).map((d) => d.text)).toContain('S1234567D');
  });

  it('embeds no CJK font when every character is Latin', async () => {
    const { pdf } = await renderContractPdf(base);
    const doc = await PDFDocument.load(pdf);
    expect(type0Fonts(doc)).toHaveLength(0);
    const drawn = await drawnText(pdf);
    expect(drawn.map((d) => d.text)).toContain('Tan Mei Ling');
  });

  it('wraps a long Chinese address without spaces within the margins', async () => {
    const address = '新加坡宏茂桥三道一百二十三座五楼六十七号'.repeat(6);
    const { pdf } = await renderContractPdf({ ...base, name: '陈美玲 Tan', address });
    const drawn = await drawnText(pdf);
    for (const d of drawn) {
      expect(d.x, d.text).toBeGreaterThanOrEqual(MARGIN);
      expect(d.x + d.width, d.text).toBeLessThanOrEqual(A4_WIDTH - MARGIN + 0.01);
    }
    // runs of one line, Latin and Chinese, follow each other without overlapping
    const lines = new Map<string, Drawn[]>();
    for (const d of drawn) lines.set(`${d.page}/${d.y}`, [...(lines.get(`${d.page}/${d.y}`) ?? []), d]);
    for (const line of lines.values()) {
      const sorted = line.sort((a, b) => a.x - b.x);
      sorted.slice(1).forEach((d, i) => expect(sorted[i]!.x + sorted[i]!.width, `${sorted[i]!.text}|${d.text}`).toBeLessThanOrEqual(d.x + 0.01));
    }
    // the Address row: several lines of the CJK font at the value column, together the whole address
    const rows = drawn.filter((d) => d.type0 && d.x === MARGIN + 80 && d.text !== '陈美玲');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((d) => d.text).join('')).toBe(address);
    // the intro paragraph carries the address over several lines too
    expect(drawn.filter((d) => d.page === 1 && d.type0).length).toBeGreaterThanOrEqual(4);
  });

  it('prints characters no font has (emoji) as ? instead of failing', async () => {
    const { pdf } = await renderContractPdf({ ...base, name: '陈美玲 Tan 😀', address: 'x'.repeat(600) });
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toContain('陈美玲 Tan ?');
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    const drawn = await drawnText(pdf);
    expect(drawn.filter((d) => d.type0).map((d) => d.text)).toContain('陈美玲');
  });

  it('loads the font from the installed npm package once per process', async () => {
    expect(cjkFontPath()).toMatch(/node_modules[\\/]@embedpdf[\\/]fonts-sc[\\/]fonts[\\/]NotoSansHans-Regular\.otf$/);
    expect(existsSync(cjkFontPath())).toBe(true);
    const face = await loadCjkFace();
    expect(await loadCjkFace()).toBe(face);
    expect(face.has(0x9648)).toBe(true);
    expect(face.has(0x1f600)).toBe(false);
  });

  it('refuses a signature that is not a readable PNG', async () => {
    await expect(renderContractPdf({ ...base, signaturePng: Buffer.from('not a png') })).rejects.toThrow('not a readable PNG');
  });
});
