import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { GridActionsColDef } from '@mui/x-data-grid';
import type { AdjustmentRow } from '@wf/shared/contracts/pay/adjustments';
import { useAdjustmentColumns } from './adjustment-columns.tsx';

const ROW = {
  id: '00000000-0000-4000-8000-000000000001',
  workerName: 'Tan Ah Kow',
  status: 'pending_hr',
  createdById: '00000000-0000-4000-8000-0000000000aa',
} as AdjustmentRow;

function actionsFor(userId: string) {
  const { result } = renderHook(() =>
    useAdjustmentColumns('hr', { canReview: true, userId, onApprove: () => undefined, onReject: () => undefined }),
  );
  const col = result.current.find((c) => c.field === 'actions') as GridActionsColDef<AdjustmentRow>;
  return col.getActions({ row: ROW } as never).map((a) => (a as ReactElement<{ label: string }>).props.label);
}

describe('a row you may not act on says why (issue 29, item 7)', () => {
  it("hr's own adjustment: no approve or reject, the reason instead", () => {
    expect(actionsFor('00000000-0000-4000-8000-0000000000aa')).toEqual(['You made this adjustment: someone else reviews it.']);
  });
  it("someone else's: approve and reject", () => {
    expect(actionsFor('00000000-0000-4000-8000-0000000000bb')).toEqual([
      'Approve the adjustment for Tan Ah Kow',
      expect.stringContaining('Tan Ah Kow'),
    ]);
  });
});
