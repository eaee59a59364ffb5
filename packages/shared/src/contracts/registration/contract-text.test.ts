import { describe, expect, it } from 'vitest';
import {
  CONTRACT_KINDS,
  CONTRACT_LANGS,
  CONTRACT_TEXT,
  contractKindForPosition,
  fillContract,
  fillPlaceholders,
} from './contract-text.ts';

const values = {
  name: 'Tan Ah Kow',
  idNumber: 'S1234567D',
  address: '1 Main St, Singapore 123456',
  date: '05/03/2026',
  position: 'Sales Promoter @ Island wide',
};

describe('contractKindForPosition', () => {
  it('picks the promoter contract when the position contains promoter, any case', () => {
    expect(contractKindForPosition('Sales Promoter @ Island wide')).toBe('promoter');
    expect(contractKindForPosition('PROMOTER')).toBe('promoter');
    expect(contractKindForPosition('event promoters')).toBe('promoter');
  });
  it('picks the general contract otherwise', () => {
    expect(contractKindForPosition('Food Operator')).toBe('general');
    expect(contractKindForPosition('Promo staff')).toBe('general');
    expect(contractKindForPosition('')).toBe('general');
    expect(contractKindForPosition(undefined)).toBe('general');
  });
});

describe('contract texts', () => {
  it('fills every placeholder in every version and language', () => {
    for (const kind of CONTRACT_KINDS)
      for (const lang of CONTRACT_LANGS) {
        const c = fillContract(kind, lang, values);
        const all = [c.title, ...c.intro, ...c.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\n');
        expect(all).not.toMatch(/\{(name|idNumber|address|date|position)\}/);
        expect(all).toContain('Tan Ah Kow');
        expect(all).toContain('S1234567D');
        expect(all).toContain('1 Main St, Singapore 123456');
        expect(all).toContain('05/03/2026');
        expect(all).toContain('Sales Promoter @ Island wide');
      }
  });
  it('numbers sections consecutively', () => {
    for (const kind of CONTRACT_KINDS)
      for (const lang of CONTRACT_LANGS)
        CONTRACT_TEXT[kind][lang].sections.forEach((s, i) => expect(s.heading.startsWith(`${i + 1}. `)).toBe(true));
  });
  it('keeps the English text to printable ASCII so standard PDF fonts can draw it', () => {
    for (const kind of CONTRACT_KINDS) {
      const t = CONTRACT_TEXT[kind].en;
      const all = JSON.stringify(t);
      expect(all).toMatch(/^[\x20-\x7e]*$/);
    }
  });
  it('has the same number of sections in both languages', () => {
    for (const kind of CONTRACT_KINDS)
      expect(CONTRACT_TEXT[kind].zh.sections.length).toBe(CONTRACT_TEXT[kind].en.sections.length);
  });
  it('does not treat replacement text as placeholders', () => {
    expect(fillPlaceholders('{name} / {date}', { ...values, name: '{date}' })).toBe('{date} / 05/03/2026');
  });
});
