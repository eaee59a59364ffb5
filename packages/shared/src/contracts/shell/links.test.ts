import { describe, expect, it } from 'vitest';
import { isAppRoute } from './links.ts';

describe('isAppRoute: the only links the server puts in notifications', () => {
  it('accepts routes of this app', () => {
    for (const link of [
      '/',
      '/part-timer-management/pending',
      '/certificate-management/list?filter=expiring_30&workerId=abc-1',
    ])
      expect(isAppRoute(link), link).toBe(true);
  });
  it('refuses other hosts, schemes, traversal and odd characters', () => {
    for (const link of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'part-timer-management',
      '/a b',
      '/x/../../y',
      '/x\n',
      '/"><script>',
      '',
    ])
      expect(isAppRoute(link), link).toBe(false);
  });
});
