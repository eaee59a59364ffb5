import { describe, expect, it } from 'vitest';
import { isAllowed } from '../../permissions.ts';
import { FILE_KINDS } from './workers.ts';
import { fileAccess, workerEndpoints } from './endpoints.ts';

describe('worker document access (issue 12, defect 4)', () => {
  it('the contract, which prints the full ID, follows the reveal rule; the other documents the file rule', () => {
    expect(fileAccess('contract')).toBe(workerEndpoints.reveal.access);
    expect(isAllowed(fileAccess('contract'), 'manager')).toBe(false);
    expect(isAllowed(fileAccess('contract'), 'hr')).toBe(true);
    for (const kind of FILE_KINDS.filter((k) => k !== 'contract')) {
      expect(fileAccess(kind), kind).toBe(workerEndpoints.file.access);
      expect(isAllowed(fileAccess(kind), 'manager'), kind).toBe(true);
    }
  });
});
