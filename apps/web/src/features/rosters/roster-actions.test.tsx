import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { RosterDetail, ShiftRow } from '@wf/shared/contracts/rosters/rosters';
import { RosterActions } from './roster-actions.tsx';

afterEach(cleanup);

const shift = (id: string, position: string, start: string, end: string, filled: number, headcount: number) =>
  ({ id, position, start, end, filled, headcount, assignments: [] }) as unknown as ShiftRow;

const roster = (shifts: ShiftRow[]) =>
  ({ id: 'r-1', version: 1, status: 'draft', shifts }) as unknown as RosterDetail;

function renderActions(r: RosterDetail) {
  const client = new QueryClient();
  client.setQueryData(['user'], { role: 'manager' });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RosterActions roster={r} editing={false} onEdit={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  return screen.getByRole('dialog');
}

describe('publishing a roster with a shift short of its headcount (issue 29, item 9)', () => {
  it('the confirmation names the short shifts in words', () => {
    const dialog = renderActions(roster([shift('s-1', 'FnB Service', '07:00', '15:00', 0, 2), shift('s-2', 'Food Operator', '14:00', '22:00', 2, 2)]));
    expect(dialog.textContent).toContain('Not fully staffed: F&B Service 07:00–15:00 (0/2).');
    expect(dialog.textContent).not.toContain('Food Operator');
  });
  it('a fully staffed roster is published without it', () => {
    const dialog = renderActions(roster([shift('s-2', 'Food Operator', '14:00', '22:00', 2, 2)]));
    expect(dialog.textContent).not.toContain('Not fully staffed');
  });
});

describe('unpublishing a roster with a paid shift (issue 29, item 7)', () => {
  function show(payLocked: boolean) {
    const client = new QueryClient();
    client.setQueryData(['user'], { role: 'manager' });
    const s = { ...shift('s-1', 'Food Operator', '09:00', '17:00', 1, 1), assignments: [{ id: 'a-1', payLocked, attendanceRecorded: true }] } as unknown as ShiftRow;
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RosterActions roster={{ ...roster([s]), status: 'published' }} editing={false} onEdit={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return screen.getByRole('button', { name: 'Unpublish' }) as HTMLButtonElement;
  }

  it('is off, saying the roster stays published (PAY_LOCKED)', () => {
    const button = show(true);
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A shift of this roster is paid in a pay run: the roster stays published.',
    );
  });

  it('without one, it asks for the reason as before', () => {
    fireEvent.click(show(false));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
