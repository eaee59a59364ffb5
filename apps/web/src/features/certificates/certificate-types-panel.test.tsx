import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useT } from '../../lib/i18n/index.ts';
import { deleteTypeBlockedReason } from './certificate-types-panel.tsx';

afterEach(cleanup);

const t = () => renderHook(() => useT()).result.current.t;

describe('a certificate type in use says why it cannot be deleted (issue 29, item 7)', () => {
  it('held by workers, required by positions, both, or neither', () => {
    expect(deleteTypeBlockedReason({ certificateCount: 1, positionUseCount: 0 }, t())).toBe(
      '1 worker certificate is of this type: it cannot be deleted.',
    );
    expect(deleteTypeBlockedReason({ certificateCount: 0, positionUseCount: 2 }, t())).toBe(
      '2 project positions require this type: it cannot be deleted.',
    );
    expect(deleteTypeBlockedReason({ certificateCount: 3, positionUseCount: 1 }, t())).toBe(
      'Workers hold this type (3) and project positions require it (1): it cannot be deleted.',
    );
    expect(deleteTypeBlockedReason({ certificateCount: 0, positionUseCount: 0 }, t())).toBeNull();
  });
});
