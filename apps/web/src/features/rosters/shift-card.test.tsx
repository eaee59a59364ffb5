import { afterEach, describe, expect, it, vi } from 'vitest';
import { setClock } from '@wf/shared/domain/clock';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AssignmentRow, ShiftRow } from '@wf/shared/contracts/rosters/rosters';
import { ShiftCard } from './shift-card.tsx';

afterEach(() => {
  cleanup();
  setClock(null);
});

const A: AssignmentRow = {
  id: '00000000-0000-4000-8000-0000000000c1',
  shiftId: '00000000-0000-4000-8000-0000000000a1',
  workerId: '00000000-0000-4000-8000-0000000000d1',
  workerName: 'Tan Ah Kow',
  employeeCode: 'PT-000001',
  contactNumber: null,
  confirmation: 'confirmed',
  confirmedAt: null,
  acceptedWarnings: [],
  attendanceRecorded: false,
  payLocked: false,
  createdAt: '2026-12-01T01:00:00.000Z',
  createdByName: null,
  rateCents: null,
  rateSource: null,
};

const shift = (a: Partial<AssignmentRow>): ShiftRow => ({
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
  headcount: 1,
  payRateCentsOverride: null,
  payRateCents: null,
  showsPay: false,
  requiredCertificateTypeIds: [],
  notes: null,
  filled: 1,
  confirmed: 1,
  declined: 0,
  needsReplacement: false,
  assignments: [{ ...A, ...a }],
});

function show(a: Partial<AssignmentRow>) {
  const onSwap = vi.fn();
  render(
    <ShiftCard
      shift={shift(a)}
      canAssign
      onAssign={() => undefined}
      onSwap={onSwap}
      onUnassign={() => Promise.resolve()}
    />,
  );
  const swap = screen.getByRole('button', { name: 'Swap Tan Ah Kow with another worker' }) as HTMLButtonElement;
  const unassign = screen.getByRole('button', { name: /Unassign Tan Ah Kow/ }) as HTMLButtonElement;
  return { swap, unassign, onSwap };
}

const description = (b: HTMLElement) => {
  const id = b.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe("a shift card's swap and unassign say why they cannot work (issue 29, item 7)", () => {
  it('attendance recorded (ATTENDANCE_RECORDED): both off, with the reason', () => {
    const { swap, unassign, onSwap } = show({ attendanceRecorded: true });
    for (const b of [swap, unassign]) {
      expect(b.disabled).toBe(true);
      expect(description(b)).toBe(
        'Attendance is recorded: clear it on the attendance sheet before swapping or unassigning.',
      );
    }
    fireEvent.click(swap);
    expect(onSwap).not.toHaveBeenCalled();
  });

  it('paid in a pay run (PAY_LOCKED): both off, saying the shift is history', () => {
    const { swap, unassign } = show({ attendanceRecorded: true, payLocked: true });
    for (const b of [swap, unassign]) {
      expect(b.disabled).toBe(true);
      expect(description(b)).toBe('Paid in a pay run: this shift is history; correct pay with an adjustment.');
    }
  });

  it('neither: both work', () => {
    const { swap, unassign, onSwap } = show({});
    expect(unassign.disabled).toBe(false);
    expect(description(unassign)).toBeNull();
    fireEvent.click(swap);
    expect(onSwap).toHaveBeenCalledTimes(1);
  });
});

describe('a shift card says a decline left it short, or that it ended short (issue 29)', () => {
  const declined = (a: ShiftRow): ShiftRow => ({
    ...a,
    headcount: 2,
    filled: 1,
    declined: 1,
    assignments: [...a.assignments, { ...A, id: 'x2', workerName: 'Lee Declined', confirmation: 'declined' }],
  });
  const card = (s: ShiftRow) =>
    render(
      <ShiftCard
        shift={s}
        canAssign
        onAssign={() => undefined}
        onSwap={vi.fn()}
        onUnassign={() => Promise.resolve()}
      />,
    );

  it('before its end: "Needs replacement" (not "Understaffed")', () => {
    setClock('2026-12-02T03:00:00.000Z');
    card(declined(shift({})));
    expect(screen.getByText('Needs replacement')).toBeTruthy();
    expect(screen.queryByText('Understaffed')).toBeNull();
  });

  it('after its end (17:00 Singapore on 2/12): "Short by 1", no call to action', () => {
    setClock('2026-12-02T09:00:00.000Z');
    card(declined(shift({})));
    expect(screen.getByText('Short by 1')).toBeTruthy();
    expect(screen.queryByText('Needs replacement')).toBeNull();
  });
});
