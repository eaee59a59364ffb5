import { describe, expect, it } from 'vitest';
import { slugOf, uniqueLabelSlug } from './label-slug.ts';
import { mailPage } from './mail-pagination.ts';

describe('label slug (spec section 5)', () => {
  it('lowercases, turns spaces into hyphens, collapses hyphens and drops non-word characters', () => {
    expect(slugOf('Work')).toBe('work');
    expect(slugOf('Pay  Run -- Q1')).toBe('pay-run-q1');
    expect(slugOf('Clients & Sites!')).toBe('clients--sites');
    expect(slugOf('Ünïcode 证书')).toBe('ncode-');
  });

  it('suffixes a taken slug with -1, -2 and so on', () => {
    expect(uniqueLabelSlug('Work', [])).toBe('work');
    expect(uniqueLabelSlug('Work', ['work'])).toBe('work-1');
    expect(uniqueLabelSlug('work', ['work', 'work-1'])).toBe('work-2');
    expect(uniqueLabelSlug('Work', ['work-1'])).toBe('work');
  });
});

describe('mail page (spec section 7)', () => {
  it('pages 10 at a time with zero-based inclusive indexes', () => {
    expect(mailPage(23, 1)).toEqual({
      beyond: false,
      offset: 0,
      limit: 10,
      pagination: { totalResults: 23, resultsPerPage: 10, currentPage: 1, lastPage: 3, startIndex: 0, endIndex: 9 },
    });
    expect(mailPage(23, 3)).toMatchObject({ offset: 20, limit: 3, pagination: { startIndex: 20, endIndex: 22, lastPage: 3 } });
  });

  it('answers only the last page beyond it, and at least page 1', () => {
    expect(mailPage(23, 4)).toEqual({ beyond: true, pagination: { lastPage: 3 } });
    expect(mailPage(0, 1)).toMatchObject({ beyond: false, limit: 0, pagination: { lastPage: 1, totalResults: 0, endIndex: -1 } });
    expect(mailPage(0, 2)).toEqual({ beyond: true, pagination: { lastPage: 1 } });
  });
});
