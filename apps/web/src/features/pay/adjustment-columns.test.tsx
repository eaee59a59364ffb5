import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { AdjustmentRow, AdjustmentStage } from '@wf/shared/contracts/pay/adjustments';
import { ServerDataGrid, type ServerGridState } from '../../components/management/list/server-grid.tsx';
import { bulkSelectable, useAdjustmentColumns } from './adjustment-columns.tsx';
import { useT } from '../../lib/i18n/index.ts';

afterEach(cleanup);

const ME = '00000000-0000-4000-8000-0000000000aa';
const OTHER = '00000000-0000-4000-8000-0000000000bb';

const ROW = {
  id: '00000000-0000-4000-8000-000000000001',
  workerName: 'Tan Ah Kow',
  category: 'meal',
  amountCents: 1500,
  reason: 'Dinner',
  status: 'pending_hr',
  createdById: OTHER,
  createdByName: 'Someone',
  createdAt: '2026-11-02T01:00:00.000Z',
  hrReviewedById: null,
  periodStart: '2026-11-02',
  periodEnd: '2026-11-02',
  projectName: null,
  rejectionReason: null,
} as unknown as AdjustmentRow;

const grid: ServerGridState = {
  pagination: { page: 0, pageSize: 10 },
  setPagination: () => undefined,
  sort: [],
  setSort: () => undefined,
  visibility: {},
  setVisibility: () => undefined,
  firstPage: () => undefined,
  page: { page: 1, pageSize: 10 },
  apiRef: { current: null } as unknown as ServerGridState['apiRef'],
  update: () => undefined,
};

function Review({
  stage,
  row,
  dutiesApart,
  onApprove,
}: {
  stage: AdjustmentStage;
  row: AdjustmentRow;
  dutiesApart: boolean;
  onApprove(): void;
}) {
  const columns = useAdjustmentColumns(stage, {
    canReview: true,
    userId: ME,
    dutiesApart,
    onApprove,
    onReject: () => undefined,
  });
  return (
    <ServerDataGrid grid={grid} list={{ data: { items: [row], total: 1 }, isFetching: false }} columns={columns} />
  );
}

function show(stage: AdjustmentStage, row: Partial<AdjustmentRow>, dutiesApart = true) {
  const onApprove = vi.fn();
  render(<Review stage={stage} row={{ ...ROW, ...row }} dutiesApart={dutiesApart} onApprove={onApprove} />);
  const approve = screen.getByRole('button', { name: 'Approve the adjustment for Tan Ah Kow' }) as HTMLButtonElement;
  const reject = screen.getByRole('button', { name: /Reject the adjustment for Tan Ah Kow/ }) as HTMLButtonElement;
  return { approve, reject, onApprove };
}

const description = (b: HTMLElement) => {
  const id = b.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('a row you may not act on says why (issue 29, item 7)', () => {
  it("hr's own adjustment: approve and reject are there but off, each described by the reason", () => {
    const { approve, reject, onApprove } = show('hr', { createdById: ME });
    expect(approve.disabled).toBe(true);
    expect(reject.disabled).toBe(true);
    expect(description(approve)).toBe('You made this adjustment: someone else reviews it.');
    expect(description(reject)).toBe('You made this adjustment: someone else reviews it.');
    fireEvent.click(approve);
    expect(onApprove).not.toHaveBeenCalled();
    // The reason is reachable from the keyboard: its wrapper takes focus and opens the tooltip.
    expect(approve.closest('[data-disabled-why]')).toBeTruthy();
  });

  it("someone else's: approve and reject work, nothing described", () => {
    const { approve, reject, onApprove } = show('hr', {});
    expect(approve.disabled).toBe(false);
    expect(reject.disabled).toBe(false);
    expect(description(approve)).toBeNull();
    fireEvent.click(approve);
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('finance on one they approved at HR review: approve off with the reason (DUTIES_APART), reject open', () => {
    const { approve, reject } = show('finance', { status: 'pending_finance', hrReviewedById: ME });
    expect(approve.disabled).toBe(true);
    expect(description(approve)).toBe(
      'You approved this adjustment at HR review: someone else approves it for finance.',
    );
    expect(reject.disabled).toBe(false);
    expect(description(reject)).toBeNull();
  });

  it('a one-person office (duties not kept apart): the same finance approval is open', () => {
    const { approve } = show('finance', { status: 'pending_finance', hrReviewedById: ME }, false);
    expect(approve.disabled).toBe(false);
  });

  it('a row not waiting at this stage has no review actions', () => {
    render(<Review stage="hr" row={{ ...ROW, status: 'approved' }} dutiesApart onApprove={() => undefined} />);
    expect(screen.queryByRole('button', { name: /the adjustment for Tan Ah Kow/ })).toBeNull();
  });
});

describe('bulk approval offers only rows whose approval would be accepted', () => {
  it('not one own, nor, at finance, one approved at HR by the same person where duties are kept apart', () => {
    const { t } = renderHook(() => useT()).result.current;
    expect(bulkSelectable(ROW, 'hr', ME, true, t)).toBe(true);
    expect(bulkSelectable({ ...ROW, createdById: ME }, 'hr', ME, true, t)).toBe(false);
    const atFinance = { ...ROW, status: 'pending_finance', hrReviewedById: ME } as AdjustmentRow;
    expect(bulkSelectable(atFinance, 'finance', ME, true, t)).toBe(false);
    expect(bulkSelectable(atFinance, 'finance', ME, false, t)).toBe(true);
    expect(bulkSelectable({ ...ROW, status: 'approved' } as AdjustmentRow, 'hr', ME, true, t)).toBe(false);
  });
});
