import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RosterBoard } from '@wf/shared/contracts/rosters/rosters';
import { BoardWeek } from './board-week.tsx';

afterEach(cleanup);

const days = ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27'];
const shift = (id: string, filled: number, headcount: number, declined = 0) => ({
  id,
  position: 'Food Operator',
  start: '22:00',
  end: '06:00',
  crossesMidnight: true,
  headcount,
  filled,
  confirmed: 1,
  declined,
  unanswered: filled - 1,
  needsReplacement: declined > 0 && filled < headcount,
});
const BOARD: RosterBoard = {
  view: 'week',
  from: days[0]!,
  to: days[6]!,
  days,
  holidays: [{ date: '2026-12-25', name: 'Christmas Day' }],
  unanswered: [],
  locations: [
    {
      locationId: 'loc-1',
      locationName: 'Gate 4 kiosk',
      projectId: 'p-1',
      projectCode: 'PRJ-0001',
      projectName: 'Stadium',
      clientId: 'c-1',
      clientName: 'Kallang Kitchens',
      cells: days.map((date, i) => ({
        date,
        roster:
          i === 0
            ? { id: 'r-1', status: 'published' as const, version: 2, shifts: [shift('s-1', 1, 3), shift('s-2', 2, 2), shift('s-3', 4, 3)] }
            : null,
      })),
    },
  ],
};

function renderBoard(canCreate: boolean, board = BOARD) {
  render(
    <MemoryRouter>
      <BoardWeek board={board} canCreate={canCreate} />
    </MemoryRouter>,
  );
}

describe('the week board', () => {
  it('shows locations down and days across, the public holiday by name', () => {
    renderBoard(true);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    expect(within(table).getByRole('rowheader').textContent).toContain('Gate 4 kiosk');
    expect(screen.getByText('Public holiday: Christmas Day')).toBeTruthy();
  });

  it('says each shift’s staffing in words (not colour only) and links it to its roster', () => {
    renderBoard(true);
    // The link is named by what it shows (WCAG 2.5.3, label in name), the staffing word included.
    const under = screen.getByRole('link', { name: /^Food Operator.*22:00–06:00 \(\+1 day\).*1\/3.*Understaffed/ });
    expect(under.getAttribute('href')).toBe('/roster-management/list/r-1');
    expect(under.getAttribute('aria-label')).toBeNull();
    expect(under.textContent).toMatch(/1 ✓ · 0 ✗ · 0 \?/);
    expect(screen.getByRole('link', { name: /2\/2.*Fully staffed/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /4\/3.*Overstaffed/ })).toBeTruthy();
  });

  it('a shift a decline left short says "Needs replacement", not "Fully staffed" (issue 29)', () => {
    const declinedDay = { id: 'r-2', status: 'published' as const, version: 1, shifts: [shift('s-4', 1, 2, 1)] };
    const cells = BOARD.locations[0]!.cells.map((c, i) => (i === 2 ? { ...c, roster: declinedDay } : c));
    renderBoard(true, { ...BOARD, locations: [{ ...BOARD.locations[0]!, cells }] });
    const short = screen.getByRole('link', { name: /1\/2.*Understaffed.*1 ✗.*Needs replacement/ });
    expect(short.getAttribute('href')).toBe('/roster-management/list/r-2');
    // Only that shift needs one.
    expect(screen.getAllByText('Needs replacement')).toHaveLength(1);
  });

  it('offers a new roster in an empty day to those who may create one', () => {
    renderBoard(true);
    const add = screen.getByRole('link', { name: 'Add roster: Gate 4 kiosk, 2026-12-22' });
    expect(add.getAttribute('href')).toBe('/roster-management/list/create-roster?locationId=loc-1&date=2026-12-22');
    cleanup();
    renderBoard(false);
    expect(screen.queryByRole('link', { name: /^Add roster/ })).toBeNull();
    expect(screen.getAllByText('No roster')).toHaveLength(6);
  });
});
