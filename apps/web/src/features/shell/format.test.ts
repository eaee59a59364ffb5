import { describe, expect, it } from 'vitest';
import { formatInboxTime, safeHtml } from './format.ts';

describe('formatting', () => {
  it("'MMM dd, h:mm a'", () => {
    expect(formatInboxTime(new Date(2026, 10, 2, 15, 7))).toBe('Nov 02, 3:07 PM');
    expect(formatInboxTime(new Date(2026, 0, 12, 0, 30))).toBe('Jan 12, 12:30 AM');
    expect(formatInboxTime('nonsense')).toBe('');
  });
  it('sanitises HTML', () => {
    const out = safeHtml('<strong>Hi</strong><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>').__html;
    expect(out).toContain('<strong>Hi</strong>');
    expect(out).not.toMatch(/onerror|<script|javascript:/i);
  });
});
