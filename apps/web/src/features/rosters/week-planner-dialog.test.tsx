import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { WeekPlan, WeekTemplateRow } from '@wf/shared/contracts/rosters/week-plan';
import { WeekPlannerDialog } from './week-planner-dialog.tsx';
import { addDays, mondayOf, todaySgt } from './roster-dates.ts';

const LOC = '00000000-0000-4000-8000-0000000000c1';
const POS = '00000000-0000-4000-8000-0000000000b1';
const TEMPLATE: WeekTemplateRow = {
  id: '00000000-0000-4000-8000-0000000000d1',
  name: 'Standard week',
  locationId: LOC,
  locationName: 'Jurong Kitchen',
  projectId: '00000000-0000-4000-8000-0000000000e1',
  projectCode: 'P-2026-001',
  sourceWeek: '2026-11-16',
  shifts: [],
  headcount: 5,
  createdByName: 'Mia Manager',
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};
const shift = { positionId: POS, position: 'FnB Service', start: '08:00', end: '16:00', breakMinutes: 30, headcount: 2, payRateCentsOverride: null, notes: null, workers: 0 };
const PLAN: WeekPlan = {
  from: '2026-12-21',
  to: '2026-12-27',
  rows: [
    { locationId: LOC, locationName: 'Jurong Kitchen', projectCode: 'P-2026-001', date: '2026-12-21', weekday: 0, create: false, shifts: [shift], headcount: 2, warnings: [{ code: 'ROSTER_EXISTS' }] },
    {
      locationId: LOC,
      locationName: 'Jurong Kitchen',
      projectCode: 'P-2026-001',
      date: '2026-12-25',
      weekday: 4,
      create: true,
      shifts: [shift],
      headcount: 2,
      warnings: [{ code: 'PUBLIC_HOLIDAY', holiday: 'Christmas Day' }],
    },
  ],
  totals: { rosters: 1, shifts: 1, headcount: 2, skipped: 1 },
  planKey: 'plan-key-1',
};

let posts: Array<{ url: string; body: unknown }>;
let createAnswer: () => Response;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  posts = [];
  createAnswer = () =>
    json({ ...PLAN, created: [{ id: '00000000-0000-4000-8000-0000000000f1', locationId: LOC, date: '2026-12-25' }], assignmentsSkipped: [] }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        if (url.endsWith('/preview')) return json(PLAN);
        return createAnswer();
      }
      if (url.startsWith('/api/roster-week-templates')) return json({ items: [TEMPLATE] });
      return json({ items: [], total: 0, page: 1, pageSize: 30 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <WeekPlannerDialog onClose={() => undefined} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('the week planner', () => {
  it('previews a week from a saved template (warnings in words, skipped rows said), then creates exactly that body', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Plan a week' });
    const create = within(dialog).getByRole('button', { name: 'Create 0 rosters' });
    expect(create.hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(dialog).getByLabelText('A saved template'));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Template' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Standard week · Jurong Kitchen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const table = await within(dialog).findByRole('table', { name: 'What will be created' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Mon 21/12/2026')).toBeTruthy();
    expect(within(rows[1]!).getByText('Skipped')).toBeTruthy();
    expect(within(rows[1]!).getByText('A roster exists on this date')).toBeTruthy();
    expect(within(rows[2]!).getByText('Fri 25/12/2026')).toBeTruthy();
    expect(within(rows[2]!).getByText('Public holiday: Christmas Day')).toBeTruthy();
    // The position's label, never its code.
    expect(within(rows[2]!).getByText('F&B Service 08:00–16:00 · 2 places')).toBeTruthy();
    expect(within(dialog).getByText('To create: rosters 1, shifts 1, places 2. 1 day skipped.')).toBeTruthy();

    const body = { targetWeek: addDays(mondayOf(todaySgt()), 7), locationIds: [], skipHolidays: false, source: { kind: 'template', templateId: TEMPLATE.id } };
    expect(posts).toEqual([{ url: '/api/rosters/week-plan/preview', body }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create 1 roster' }));
    await within(dialog).findByText('1 roster created.');
    // The create confirms the preview it showed.
    expect(posts[1]).toEqual({ url: '/api/rosters/week-plan', body: { ...body, expectPlanKey: 'plan-key-1' } });
    expect(within(dialog).getByRole('link', { name: /Open the week/ })).toBeTruthy();
  });

  it('a change after the preview asks for a new one before anything can be created', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Plan a week' });
    fireEvent.click(within(dialog).getByLabelText('A saved template'));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Template' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Standard week · Jurong Kitchen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByRole('table', { name: 'What will be created' });
    fireEvent.click(within(dialog).getByLabelText('Leave out public holidays'));
    await waitFor(() => expect(within(dialog).getByText('The choices changed. Preview again before creating.')).toBeTruthy());
    expect(within(dialog).getByRole('button', { name: 'Create 0 rosters' }).hasAttribute('disabled')).toBe(true);
  });

  it('a week changed since its preview is not created: the new preview is shown with the reason', async () => {
    const now: WeekPlan = {
      ...PLAN,
      rows: PLAN.rows.map((r) => ({ ...r, create: false, warnings: [{ code: 'ROSTER_EXISTS' as const }] })),
      totals: { rosters: 0, shifts: 0, headcount: 0, skipped: 2 },
      planKey: 'plan-key-2',
    };
    createAnswer = () => json({ error: { code: 'PLAN_CHANGED', message: 'x', current: now } }, 409);
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Plan a week' });
    fireEvent.click(within(dialog).getByLabelText('A saved template'));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Template' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Standard week · Jurong Kitchen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Create 1 roster' }));
    await within(dialog).findByText(/The week changed since the preview/);
    expect(within(dialog).getByText('To create: rosters 0, shifts 0, places 0. 2 days skipped.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Create 0 rosters' }).hasAttribute('disabled')).toBe(true);
  });
});
