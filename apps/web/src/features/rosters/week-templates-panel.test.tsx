import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { WeekTemplateRow } from '@wf/shared/contracts/rosters/week-plan';
import { WeekTemplatesPanel } from './week-templates-panel.tsx';

const LOC = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Jurong Kitchen', projectCode: 'P-2026-001', clientName: 'Jurong Foods' };
const TEMPLATE: WeekTemplateRow = {
  id: '00000000-0000-4000-8000-0000000000d1',
  name: 'Standard week',
  locationId: LOC.id,
  locationName: LOC.name,
  projectId: '00000000-0000-4000-8000-0000000000e1',
  projectCode: LOC.projectCode,
  sourceWeek: '2026-11-16',
  shifts: [
    { weekday: 0, positionId: 'p', position: 'FnB Service', start: '08:00', end: '16:00', breakMinutes: 30, headcount: 2, payRateCentsOverride: null, notes: null },
    { weekday: 4, positionId: 'p', position: 'FnB Service', start: '08:00', end: '16:00', breakMinutes: 30, headcount: 3, payRateCentsOverride: null, notes: null },
  ],
  headcount: 5,
  createdByName: 'Mia Manager',
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};

let sent: Array<{ method: string; url: string; body: unknown }>;
let answer: (method: string) => Response;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  answer = () => json(TEMPLATE);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        return answer(method);
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

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WeekTemplatesPanel locations={[LOC]} />
    </QueryClientProvider>,
  );
}

describe('saved week templates', () => {
  it('lists a template with its days in words; a taken name is refused in words', async () => {
    renderPanel();
    const item = await screen.findByRole('listitem', { name: 'Standard week' });
    expect(within(item).getByText('2 shifts, 5 places on Mon, Fri · saved from the week of 16/11/2026')).toBeTruthy();

    answer = () => json({ error: { code: 'TEMPLATE_NAME_TAKEN', message: 'x' } }, 409);
    fireEvent.change(screen.getByRole('textbox', { name: 'Template name' }), { target: { value: 'standard week' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await screen.findByText('This location has a template of that name already.');
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/roster-week-templates', body: { locationId: LOC.id, name: 'standard week' } });
  });

  it('renames in place and deletes only after asking', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Standard week' }));
    const inItem = within(screen.getByRole('listitem', { name: 'Standard week' }));
    fireEvent.change(inItem.getByRole('textbox', { name: 'Template name' }), { target: { value: 'Busy week' } });
    fireEvent.click(inItem.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', url: `/api/roster-week-templates/${TEMPLATE.id}`, body: { name: 'Busy week' } }]));

    answer = () => json({ ok: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Standard week' }));
    expect(sent).toHaveLength(1);
    expect(screen.getByText('Delete this template?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent[1]).toEqual({ method: 'DELETE', url: `/api/roster-week-templates/${TEMPLATE.id}`, body: undefined }));
  });
});
