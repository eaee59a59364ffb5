import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AttendanceRow } from '@wf/shared/contracts/rosters/rosters';
import { AttendanceRowEditor, type RowAction } from './attendance-row.tsx';

afterEach(cleanup);

const ROW: AttendanceRow = {
  assignmentId: 'a-1',
  shiftId: 's-1',
  position: 'FnB Service',
  workerId: 'w-1',
  workerName: 'Tan Ah Kow',
  employeeCode: 'PT-000001',
  rosteredStart: '2026-03-04T01:00:00.000Z',
  rosteredEnd: '2026-03-04T10:00:00.000Z',
  breakMinutes: 60,
  actualBreakMinutes: null,
  restDayWorkAt: null,
  rate: { rateCents: 1300, rateSource: 'worker' },
  attendanceId: 'att-1',
  clockInRaw: '09:00',
  clockOutRaw: '18:00',
  clockInAt: '2026-03-04T01:00:00.000Z',
  clockOutAt: '2026-03-04T10:00:00.000Z',
  paidStartAt: '2026-03-04T01:00:00.000Z',
  paidEndAt: '2026-03-04T10:00:00.000Z',
  paidMinutes: 480,
  status: 'on_time',
  lateMinutes: 0,
  earlyMinutes: 0,
  note: null,
  excuse: null,
  enteredByName: 'Hui Min Ong',
  enteredAt: '2026-03-04T11:00:00.000Z',
  updatedByName: 'Hui Min Ong',
  updatedAt: '2026-03-04T11:00:00.000Z',
  pay: null,
};

describe('an attendance row (issue 29, items 3 and 5)', () => {
  it("shows the worker's rate with its source, the rostered break, and saves the break taken", () => {
    const onAction = vi.fn<(a: RowAction) => void>();
    render(<AttendanceRowEditor row={ROW} editable busy={false} onAction={onAction} />);
    expect(screen.getByText("S$13.00/h · worker's own rate")).toBeTruthy();
    expect(screen.getByText('Rostered: 60 min')).toBeTruthy();
    // The position's words, never its stored code (issue 29, item 6).
    expect(screen.getByText('PT-000001 · F&B Service')).toBeTruthy();
    expect(screen.queryByText(/FnB/)).toBeNull();
    const saveButton = screen.getByRole('button', { name: 'Save attendance of Tan Ah Kow' }) as HTMLButtonElement;
    expect(saveButton.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Break taken by Tan Ah Kow, in minutes'), { target: { value: '30' } });
    expect(saveButton.disabled).toBe(false);
    fireEvent.click(saveButton);
    expect(onAction).toHaveBeenCalledWith({
      kind: 'record',
      row: ROW,
      body: { clockIn: '09:00', clockOut: '18:00', actualBreakMinutes: 30 },
    });
  });

  it('no rate for a viewer who may not see pay; an empty break field sends the rostered break (null)', () => {
    const onAction = vi.fn<(a: RowAction) => void>();
    render(<AttendanceRowEditor row={{ ...ROW, rate: null, actualBreakMinutes: 45 }} editable busy={false} onAction={onAction} />);
    expect(screen.queryByText(/\/h ·/)).toBeNull();
    const field = screen.getByLabelText('Break taken by Tan Ah Kow, in minutes') as HTMLInputElement;
    expect(field.value).toBe('45');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save attendance of Tan Ah Kow' }));
    expect(onAction.mock.calls[0]![0]).toMatchObject({ body: { actualBreakMinutes: null } });
  });
});

describe('a paid shift (issue 29, item 7)', () => {
  it('its fields and actions are off, and the row says why', () => {
    const row: AttendanceRow = {
      ...ROW,
      pay: { workedMinutes: 480, overtimeMinutes: 0, dayKind: 'normal', rateCents: 1300, totalCents: 10400, locked: true },
    };
    render(<AttendanceRowEditor row={row} editable busy={false} onAction={() => undefined} />);
    expect(screen.getByText('Paid in an approved pay run: this attendance can no longer change.')).toBeTruthy();
    // Each action is off and described by the reason (its tooltip's wrapper takes the focus).
    for (const name of ['Mark Tan Ah Kow as no-show', 'Clear', 'Save attendance of Tan Ah Kow']) {
      const b = screen.getByRole('button', { name, description: 'Paid in an approved pay run: this attendance can no longer change.' }) as HTMLButtonElement;
      expect(b.disabled, name).toBe(true);
      expect((b.closest('[data-disabled-why]') as HTMLElement).tabIndex, name).toBe(0);
    }
    expect((screen.getByLabelText('Break taken by Tan Ah Kow, in minutes') as HTMLInputElement).disabled).toBe(true);
  });

  it('a shift not started: the actions are there but off, saying from when (SHIFT_NOT_STARTED)', () => {
    const why = 'This shift has not started yet: its attendance can be recorded from 04/03/2026 09:00.';
    render(<AttendanceRowEditor row={{ ...ROW, attendanceId: null, status: null }} editable notYet={why} busy={false} onAction={() => undefined} />);
    expect(screen.getByText(why)).toBeTruthy();
    for (const name of ['Mark Tan Ah Kow as no-show', 'Save attendance of Tan Ah Kow'])
      expect((screen.getByRole('button', { name, description: why }) as HTMLButtonElement).disabled, name).toBe(true);
    expect((screen.getByLabelText('Clock-in of Tan Ah Kow') as HTMLInputElement).disabled).toBe(true);
  });

  it('an open shift: No-show and Clear work, no reason', () => {
    const onAction = vi.fn<(a: RowAction) => void>();
    render(<AttendanceRowEditor row={ROW} editable busy={false} onAction={onAction} />);
    const noShow = screen.getByRole('button', { name: 'Mark Tan Ah Kow as no-show' }) as HTMLButtonElement;
    expect(noShow.disabled).toBe(false);
    expect(noShow.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(noShow);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onAction.mock.calls.map((c) => c[0].kind)).toEqual(['noShow', 'clear']);
  });
});

describe('who asked for the rest-day work (issue #25 item 2, decision 026)', () => {
  const restDay: AttendanceRow = {
    ...ROW,
    pay: { workedMinutes: 60, overtimeMinutes: 0, dayKind: 'rest_day', rateCents: 1200, totalCents: 7200, locked: false },
  };

  it('a rest-day row offers the choice, the pay settings by default; choosing sends it', () => {
    const onAction = vi.fn<(a: RowAction) => void>();
    render(<AttendanceRowEditor row={restDay} editable busy={false} onAction={onAction} />);
    const select = screen.getByRole('combobox', { name: /Rest-day work asked for by/ });
    expect(select.textContent).toBe('As the pay settings say');
    fireEvent.mouseDown(select);
    fireEvent.click(screen.getByRole('option', { name: 'The worker (own request)' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'restDayRequest', row: restDay, restDayWorkAt: 'employee' });
  });

  it('a normal day has no such choice; a viewer who cannot edit sees it off', () => {
    const { unmount } = render(<AttendanceRowEditor row={{ ...restDay, pay: { ...restDay.pay!, dayKind: 'normal' } }} editable busy={false} onAction={() => undefined} />);
    expect(screen.queryByRole('combobox', { name: /Rest-day work asked for by/ })).toBeNull();
    unmount();
    render(<AttendanceRowEditor row={{ ...restDay, restDayWorkAt: 'employer' }} editable={false} busy={false} onAction={() => undefined} />);
    const select = screen.getByRole('combobox', { name: /Rest-day work asked for by/ });
    expect(select.textContent).toBe('The employer');
    expect(select.getAttribute('aria-disabled')).toBe('true');
  });
});

describe("a no-show's excuse (issue #25, decision 026: Employment Act s.88(3))", () => {
  const noShow: AttendanceRow = {
    ...ROW,
    clockInRaw: null,
    clockOutRaw: null,
    clockInAt: null,
    clockOutAt: null,
    paidStartAt: null,
    paidEndAt: null,
    paidMinutes: null,
    status: 'no_show',
    updatedAt: '2026-03-04T12:00:00.000Z',
  };

  it('a no-show row offers it, not excused by default; choosing a medical certificate with a note sends both', () => {
    const onAction = vi.fn<(a: RowAction) => void>();
    render(<AttendanceRowEditor row={noShow} editable busy={false} onAction={onAction} />);
    const select = screen.getByRole('combobox', { name: /Absence/ });
    expect(select.textContent).toBe('Not excused (no consent, no reasonable excuse)');
    const save = screen.getByRole('button', { name: 'Save the excuse of Tan Ah Kow' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.mouseDown(select);
    fireEvent.click(screen.getByRole('option', { name: 'Medical certificate (sick)' }));
    fireEvent.change(screen.getByLabelText("Note on Tan Ah Kow's excuse"), { target: { value: ' MC 2 days ' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(onAction).toHaveBeenCalledWith({ kind: 'excuse', row: noShow, excuse: 'medical_certificate', excuseNote: 'MC 2 days' });
  });

  it('an excused no-show shows the excuse and who recorded it; setting it back to not excused sends null', () => {
    const onAction = vi.fn<(a: RowAction) => void>();
    const excused: AttendanceRow = { ...noShow, excuse: { kind: 'employer_consent', note: 'Swapped with a colleague', byName: 'Hui Min Ong', at: '2026-03-04T12:00:00.000Z' } };
    render(<AttendanceRowEditor row={excused} editable busy={false} onAction={onAction} />);
    const select = screen.getByRole('combobox', { name: /Absence/ });
    expect(select.textContent).toBe("With the employer's consent");
    expect((screen.getByLabelText("Note on Tan Ah Kow's excuse") as HTMLInputElement).value).toBe('Swapped with a colleague');
    expect(screen.getByText(/^Excused by Hui Min Ong, /)).toBeTruthy();
    fireEvent.mouseDown(select);
    fireEvent.click(screen.getByRole('option', { name: 'Not excused (no consent, no reasonable excuse)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the excuse of Tan Ah Kow' }));
    expect(onAction).toHaveBeenCalledWith({ kind: 'excuse', row: excused, excuse: null, excuseNote: null });
  });

  it('only on a no-show; off for a viewer who cannot record', () => {
    const { unmount } = render(<AttendanceRowEditor row={ROW} editable busy={false} onAction={() => undefined} />);
    expect(screen.queryByRole('combobox', { name: /Absence/ })).toBeNull();
    unmount();
    render(<AttendanceRowEditor row={noShow} editable={false} busy={false} onAction={() => undefined} />);
    expect(screen.getByRole('combobox', { name: /Absence/ }).getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByRole('button', { name: 'Save the excuse of Tan Ah Kow' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
