import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AssignmentRow, RosterDetail, RosterUpdateBody, ShiftRow } from '@wf/shared/contracts/rosters/rosters';
import { RosterEditForm } from './roster-edit-form.tsx';
import { jsonAnswer, stubFetch } from '../../lib/test-fetch.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Issue 29, item 7: the shift editor says beforehand what the roster service refuses on save. A shift
// paid in a pay run keeps its position, times, break and rate (PAY_LOCKED) but its headcount may
// change; a shift a worker holds a place on cannot be removed (SHIFT_HAS_ASSIGNMENTS); recorded
// attendance alone refuses no field.

const POSITION = '00000000-0000-4000-8000-0000000000b1';
const PAID_WHY =
  'Paid in a pay run: its position, times, break and rate stay as they were paid (correct pay with an adjustment). Its headcount may still change.';

const assignment = (over: Partial<AssignmentRow>) => ({ id: 'a', confirmation: 'confirmed', payLocked: false, attendanceRecorded: false, ...over }) as AssignmentRow;

const shift = (id: string, start: string, assignments: AssignmentRow[]) =>
  ({
    id,
    positionId: POSITION,
    position: 'Food Operator',
    start,
    end: '17:00',
    breakMinutes: 60,
    headcount: 2,
    payRateCentsOverride: 1350,
    notes: null,
    filled: assignments.length,
    assignments,
  }) as unknown as ShiftRow;

const ROSTER = {
  id: 'r-1',
  version: 4,
  status: 'published',
  notes: null,
  showsPay: true,
  positions: [{ id: POSITION, position: 'Food Operator', payRateCents: 1300, requiredCertificateTypeId: null }],
  shifts: [
    shift('00000000-0000-4000-8000-0000000000a1', '09:00', [assignment({ id: 'a-1', payLocked: true, attendanceRecorded: true })]),
    shift('00000000-0000-4000-8000-0000000000a2', '10:00', [assignment({ id: 'a-2', attendanceRecorded: true })]),
    shift('00000000-0000-4000-8000-0000000000a3', '11:00', []),
  ],
} as unknown as RosterDetail;

/** The text of the elements that describe a control (aria-describedby). */
const description = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RosterEditForm roster={ROSTER} onDone={() => undefined} />
    </QueryClientProvider>,
  );
  const shiftN = (n: number) => within(screen.getByLabelText(`Shift ${n}`));
  return { shiftN };
}

describe('the shift editor on a paid shift (issue 29, item 7)', () => {
  it("a paid shift's position, times, break and rate are off with the reason as their description; its headcount stays open", () => {
    const { shiftN } = renderForm();
    const paid = shiftN(1);
    for (const name of ['Start', 'End', 'Break (min)', 'Pay / hour (optional)']) {
      const input = paid.getByLabelText(name) as HTMLInputElement;
      expect(input.disabled, name).toBe(true);
      expect(description(input), name).toBe(PAID_WHY);
    }
    const position = paid.getByRole('combobox');
    expect(position.getAttribute('aria-disabled')).toBe('true');
    expect(description(position)).toBe(PAID_WHY);
    expect((paid.getByLabelText('Headcount') as HTMLInputElement).disabled).toBe(false);
    expect(paid.getByText(PAID_WHY)).toBeTruthy();
    const remove = paid.getByLabelText('Remove shift 1') as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(description(remove)).toBe(
      'Paid in a pay run: this shift stays on the roster.',
    );
  });

  it('a shift with recorded attendance but no pay run may change its times; a staffed shift cannot be removed, an empty one can', () => {
    const { shiftN } = renderForm();
    const attended = shiftN(2);
    const end = attended.getByLabelText('End') as HTMLInputElement;
    expect(end.disabled).toBe(false);
    expect(description(end)).not.toContain('pay run');
    expect(attended.queryByText(PAID_WHY)).toBeNull();
    const remove = attended.getByLabelText('Remove shift 2') as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(description(remove)).toBe('Workers hold places on this shift: unassign them before removing it.');
    const removeEmpty = shiftN(3).getByLabelText('Remove shift 3') as HTMLButtonElement;
    expect(removeEmpty.disabled).toBe(false);
    expect(removeEmpty.getAttribute('aria-describedby')).toBeNull();
  });

  it('saving a new headcount of the paid shift sends its fixed fields as they were', async () => {
    const fetch = stubFetch(() => jsonAnswer(ROSTER));
    // The update's bodies as sent (PUT /api/rosters/:id).
    const update = () => fetch.mock.calls.flatMap(([, init]) => (init?.method === 'PUT' ? [JSON.parse(String(init.body)) as RosterUpdateBody] : []));
    const { shiftN } = renderForm();
    fireEvent.change(shiftN(1).getByLabelText('Headcount'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shifts' }));
    await waitFor(() => expect(update()).toHaveLength(1));
    expect(update()[0]!.shifts[0]).toMatchObject({
      id: ROSTER.shifts[0]!.id,
      positionId: POSITION,
      start: '09:00',
      end: '17:00',
      breakMinutes: 60,
      payRateCentsOverride: 1350,
      headcount: 3,
    });
  });
});
