import { describe, expect, it } from 'vitest';
import { capitalized, formatInboxTime, safeHtml } from './format.ts';

describe('formatting', () => {
  it("'MMM dd, h:mm a' in Singapore time, whatever the browser's zone", () => {
    // 07:07 UTC is 3:07 pm in Singapore; 16:30 UTC on 11 Jan is 12:30 am on 12 Jan there.
    expect(formatInboxTime(new Date(Date.UTC(2026, 10, 2, 7, 7)))).toBe('Nov 02, 3:07 PM');
    expect(formatInboxTime('2026-01-11T16:30:00Z')).toBe('Jan 12, 12:30 AM');
    expect(formatInboxTime('2026-11-25T11:54:00.000Z')).toBe('Nov 25, 7:54 PM');
    expect(formatInboxTime('nonsense')).toBe('');
    // Chinese reads it in its own words, still Singapore time.
    expect(formatInboxTime('2026-11-25T11:54:00.000Z', 'zh')).toBe('2026年11月25日 下午7:54');
  });
  it('sanitises HTML', () => {
    const out = safeHtml(
      '<strong>Hi</strong><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    ).__html;
    expect(out).toContain('<strong>Hi</strong>');
    expect(out).not.toMatch(/onerror|<script|javascript:/i);
  });
});

describe('a label capitalized by its language (issue 29, item 9)', () => {
  it('Turkish "ince" is "İnce", English "thin" is "Thin", Chinese stays as it is', () => {
    expect(capitalized('ince', 'tr')).toBe('İnce');
    expect(capitalized('thin', 'en')).toBe('Thin');
    expect(capitalized('细', 'zh')).toBe('细');
    expect(capitalized('', 'tr')).toBe('');
  });
});
