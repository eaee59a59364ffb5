import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '@wf/shared/domain/clock';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RosterBoard } from '@wf/shared/contracts/rosters/rosters';
import { BoardWeek } from './board-week.tsx';
import { BoardDay } from './board-day.tsx';

// Before the week shown (a test of an ended shift moves the clock on).
beforeEach(() => setClock('2026-12-20T04:00:00.000Z'));
afterEach(() => {
  cleanup();
  setClock(null);
});

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
  // 22:00 on 21/12 to 06:00 on 22/12, Singapore.
  endsAt: '2026-12-21T22:00:00.000Z',
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
            ? {
                id: 'r-1',
                status: 'published' as const,
                version: 2,
                shifts: [shift('s-1', 1, 3), shift('s-2', 2, 2), shift('s-3', 4, 3)],
              }
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
    const short = screen.getByRole('link', { name: /1\/2.*Needs replacement.*1 ✗/ });
    expect(short.getAttribute('href')).toBe('/roster-management/list/r-2');
    expect(short.textContent).toContain('Needs replacement');
    // Only that shift needs one.
    expect(screen.getAllByRole('link', { name: /Needs replacement/ })).toHaveLength(1);
  });

  it('a shift that has ended short says "Short by 1" with no call to action, on the week and the day board (issue 29)', () => {
    // The 21/12 night shift ended at 06:00 on 22/12 (Singapore); it is now 23/12.
    setClock('2026-12-23T02:00:00.000Z');
    const declinedDay = { id: 'r-2', status: 'published' as const, version: 1, shifts: [shift('s-4', 1, 2, 1)] };
    const cells = BOARD.locations[0]!.cells.map((c, i) => (i === 0 ? { ...c, roster: declinedDay } : c));
    const board = { ...BOARD, locations: [{ ...BOARD.locations[0]!, cells }] };
    renderBoard(true, board);
    const ended = screen.getByRole('link', { name: /1\/2.*Short by 1/ });
    expect(ended.textContent).toContain('Short by 1');
    expect(screen.queryByText('Needs replacement')).toBeNull();
    expect(screen.queryByText('Understaffed')).toBeNull();
    cleanup();
    render(
      <MemoryRouter>
        <BoardDay
          board={{ ...board, view: 'day', from: days[0]!, to: days[0]!, days: [days[0]!] }}
          canCreate
          canAttendance={false}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /1\/2.*Short by 1/ })).toBeTruthy();
    expect(screen.queryByText('Needs replacement')).toBeNull();
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
