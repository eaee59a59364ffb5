import { describe, expect, it } from 'vitest';
import { nameMatches, sortContacts } from './contact-order.ts';

describe('contact order', () => {
  it('sorts by name without regard to case, blank contacts first (newest first), ties by id', () => {
    const rows = [
      { id: '3', name: 'bob' },
      { id: '2', name: 'Alice' },
      { id: '9', name: 'New Contact', blank: true, createdAt: '2026-01-01T00:00:00Z' },
      { id: '1', name: 'alice' },
      { id: '8', name: 'New Contact', blank: true, createdAt: '2026-01-02T00:00:00Z' },
      { id: '5', name: 'Zed' },
    ];
    expect(sortContacts(rows).map((r) => r.id)).toEqual(['8', '9', '1', '2', '3', '5']);
  });
  it('matches names containing the query, ignoring case', () => {
    expect(nameMatches('Tan Ah Kow', 'AH k')).toBe(true);
    expect(nameMatches('Tan Ah Kow', 'lim')).toBe(false);
    expect(nameMatches('Tan', '')).toBe(true);
  });
});
