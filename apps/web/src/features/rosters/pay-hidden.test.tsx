import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import type { AssignmentRow, ShiftInput, ShiftRow } from '@wf/shared/contracts/rosters/rosters';
import { ShiftCard } from './shift-card.tsx';
import { ShiftFields, type PositionOption } from './shift-fields.tsx';
import { RateChip } from './rate-chip.tsx';

afterEach(cleanup);

// The roster page as a viewer who may not read the project's pay (hr, decision 018): the figures are
// null in the answer and the page says "Pay hidden for your role", never a blank or S$0.00.

const ASSIGNMENT: AssignmentRow = {
  id: '00000000-0000-4000-8000-0000000000c1',
  shiftId: '00000000-0000-4000-8000-0000000000a1',
  workerId: '00000000-0000-4000-8000-0000000000d1',
  workerName: 'Tan Ah Kow',
  employeeCode: 'PT-000001',
  contactNumber: '91234567',
  confirmation: 'confirmed',
  confirmedAt: '2026-12-01T02:00:00.000Z',
  acceptedWarnings: [],
  attendanceRecorded: false,
  payLocked: false,
  createdAt: '2026-12-01T01:00:00.000Z',
  createdByName: 'Mei Ling Tan',
  rateCents: 1777,
  rateSource: 'override',
};

const SHIFT: ShiftRow = {
  id: '00000000-0000-4000-8000-0000000000a1',
  positionId: '00000000-0000-4000-8000-0000000000b1',
  position: 'Food Operator',
  start: '09:00',
  end: '17:00',
  crossesMidnight: false,
  startsAt: '2026-12-02T01:00:00.000Z',
  endsAt: '2026-12-02T09:00:00.000Z',
  breakMinutes: 60,
  rosteredMinutes: 420,
  headcount: 2,
  payRateCentsOverride: 1777,
  payRateCents: 1777,
  showsPay: true,
  requiredCertificateTypeIds: [],
  notes: null,
  filled: 1,
  confirmed: 1,
  declined: 0,
  needsReplacement: false,
  assignments: [ASSIGNMENT],
};

/** The shift as the server answers hr (pay-view.ts shiftPayView). */
const HIDDEN: ShiftRow = {
  ...SHIFT,
  showsPay: false,
  payRateCents: null,
  payRateCentsOverride: null,
  assignments: [{ ...ASSIGNMENT, rateCents: null, rateSource: null }],
};

const card = (shift: ShiftRow) =>
  render(<ShiftCard shift={shift} canAssign={false} onAssign={vi.fn()} onSwap={vi.fn()} onUnassign={vi.fn(async () => null)} />);

describe('the roster page hides pay from a viewer who may not read it', () => {
  it("the project's manager sees the shift rate, the override and each worker's rate with its source", () => {
    card(SHIFT);
    expect(screen.getByText(/60 min break · 7.00 h paid · S\$17\.77\/h · rate set for this shift/)).toBeTruthy();
    expect(screen.getByText("S$17.77/h · this shift's rate")).toBeTruthy();
    expect(screen.queryByText('Pay hidden for your role')).toBeNull();
  });

  it('hr sees the hours and one "Pay hidden for your role", no figure, no S$0.00, no blank rate', () => {
    const { container } = card(HIDDEN);
    expect(screen.getByText('60 min break · 7.00 h paid')).toBeTruthy();
    expect(screen.getByText('Pay hidden for your role')).toBeTruthy();
    expect(container.textContent).not.toMatch(/S\$/);
    expect(container.textContent).not.toMatch(/\/h/);
    // The worker is still listed, without a rate chip.
    expect(within(container).getByText('Tan Ah Kow')).toBeTruthy();
  });

  it('a rate chip with no figure says hidden instead of S$0.00', () => {
    const { container } = render(<RateChip rate={{ rateCents: null, rateSource: null }} />);
    expect(container.textContent).toBe('Pay hidden for your role');
  });
});

function Fields({ showsPay, positions }: { showsPay: boolean; positions: PositionOption[] }) {
  const shift: ShiftInput = {
    id: SHIFT.id,
    positionId: SHIFT.positionId,
    start: '09:00',
    end: '17:00',
    breakMinutes: 60,
    headcount: 2,
    payRateCentsOverride: showsPay ? 1777 : null,
    notes: '',
  };
  const { control, formState } = useForm<{ shifts: ShiftInput[] }>({ defaultValues: { shifts: [shift] } });
  return <ShiftFields control={control} errors={formState.errors} positions={positions} showsPay={showsPay} />;
}

describe('the shift editor with hidden rates', () => {
  it('shows "hidden" where the rate field would be (the server keeps the stored override on save)', () => {
    render(<Fields showsPay={false} positions={[{ id: SHIFT.positionId, position: 'Food Operator', payRateCents: null }]} />);
    expect(screen.getByText('Pay hidden for your role')).toBeTruthy();
    expect(screen.queryByLabelText('Pay / hour (optional)')).toBeNull();
    expect(screen.queryByText(/Position rate/)).toBeNull();
  });

  it('a reader of the rates gets the field with the override', () => {
    render(<Fields showsPay positions={[{ id: SHIFT.positionId, position: 'Food Operator', payRateCents: 1234 }]} />);
    expect(screen.getByLabelText('Pay / hour (optional)')).toBeTruthy();
    expect(screen.queryByText('Pay hidden for your role')).toBeNull();
  });
});
