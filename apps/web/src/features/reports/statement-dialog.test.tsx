import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { setClock } from '@wf/shared/domain/clock';
import { useT } from '../../lib/i18n/index.ts';
import { issueBlockedReason } from './statement-why.ts';

afterEach(() => {
  setClock(null);
  cleanup();
});

const t = () => renderHook(() => useT()).result.current.t;

describe('who may issue a draft statement, and why not (issue 29, item 7)', () => {
  it("a month not over: not yet, saying from when (the server's BILLING_STATEMENT_STATE)", () => {
    setClock('2026-11-29T04:00:00.000Z');
    expect(issueBlockedReason({ month: '2026-11', preparedByMe: false }, true, t(), 'en')).toBe(
      'Nov 2026 is not over yet: this statement can be issued from 01/12/2026.',
    );
  });

  it('its preparer where the office keeps duties apart: someone else issues it (DUTIES_APART); a one-person office may', () => {
    setClock('2026-12-01T04:00:00.000Z');
    expect(issueBlockedReason({ month: '2026-11', preparedByMe: true }, true, t(), 'en')).toBe(
      'You prepared this statement: someone else must check and issue it.',
    );
    expect(issueBlockedReason({ month: '2026-11', preparedByMe: true }, false, t(), 'en')).toBeNull();
    expect(issueBlockedReason({ month: '2026-11', preparedByMe: false }, true, t(), 'en')).toBeNull();
  });

  it('its preparer in a month still running: both reasons, so the second is not a surprise later', () => {
    setClock('2026-11-29T04:00:00.000Z');
    expect(issueBlockedReason({ month: '2026-11', preparedByMe: true }, true, t(), 'en')).toBe(
      'Nov 2026 is not over yet: this statement can be issued from 01/12/2026. You prepared this statement: someone else must check and issue it.',
    );
  });
});
