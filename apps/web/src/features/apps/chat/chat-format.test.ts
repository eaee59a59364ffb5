import { describe, expect, it } from 'vitest';
import { safeHtml } from '../../../lib/safe-html.ts';
import { escapeText, formatChatTime } from './chat-format.ts';

describe('chat formatting', () => {
  it("times as 'HH:mm' in Singapore time", () => {
    expect(formatChatTime('2026-01-01T01:05:00Z')).toBe('09:05');
    expect(formatChatTime('2026-01-01T15:59:00Z')).toBe('23:59');
    expect(formatChatTime('2026-01-01T16:00:00Z')).toBe('00:00');
  });
  it('shows a message as typed text with its line breaks', () => {
    expect(escapeText('a <b>"x"</b> & \'y\'\nz')).toBe('a &#60;b&#62;&#34;x&#34;&#60;/b&#62; &#38; &#39;y&#39;<br>z');
    expect(safeHtml(escapeText('<img src=x onerror=alert(1)>\nhi')).__html).toBe(
      '&lt;img src=x onerror=alert(1)&gt;<br>hi',
    );
  });
});
