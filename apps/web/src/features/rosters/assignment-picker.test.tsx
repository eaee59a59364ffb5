import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClock } from '@wf/shared/domain/clock';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { EligibleWorker, ShiftRow } from '@wf/shared/contracts/rosters/rosters';
import { AssignmentPicker } from './assignment-picker.tsx';

const SHIFT: ShiftRow = {
  id: '00000000-0000-4000-8000-0000000000a1',
  positionId: '00000000-0000-4000-8000-0000000000b1',
  position: 'Food Operator',
  start: '07:00',
  end: '20:00',
  crossesMidnight: false,
  startsAt: '2026-12-01T23:00:00.000Z',
  endsAt: '2026-12-02T12:00:00.000Z',
  breakMinutes: 0,
  rosteredMinutes: 780,
  headcount: 2,
  payRateCentsOverride: null,
  payRateCents: 1250,
  showsPay: true,
  requiredCertificateTypeIds: [],
  notes: null,
  filled: 0,
  confirmed: 0,
  declined: 0,
  needsReplacement: false,
  assignments: [],
};

const worker = (name: string, extra: Partial<EligibleWorker>): EligibleWorker => ({
  workerId: `00000000-0000-4000-8000-${String(name.length).padStart(12, '0')}`,
  name,
  employeeCode: 'PT-000001',
  contactNumber: '91234567',
  idMasked: 'S****567D',
  rateCents: 1250,
  rateSource: 'position',
  eligible: true,
  refusals: [],
  warnings: [],
  certificatesValid: true,
  workingThatDay: false,
  minutesThisWeek: 0,
  isRegular: false,
  ...extra,
});

const TAN = worker('Tan Ah Kow', {
  warnings: ['OVER_12_HOURS_DAY'],
  minutesThisWeek: 480,
  rateCents: 1300,
  rateSource: 'worker',
});
const LIM = worker('Lim Mei Ling Grace', { eligible: false, refusals: ['WORKER_BLACKLISTED'] });
const ONG = worker('Ong Bee', {});

let posts: Array<{ url: string; body: unknown }>;
let assignAnswer: () => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  // The day before the shift (a test of an ended shift moves the clock on).
  setClock('2026-12-01T02:00:00.000Z');
  posts = [];
  assignAnswer = () => json({ shift: { ...SHIFT, filled: 1 }, warnings: [] }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return assignAnswer();
      }
      const all = new URL(url, 'http://x').searchParams.get('includeIneligible') === 'true';
      const items = all ? [TAN, ONG, LIM] : [TAN, ONG];
      return json({ items, total: items.length, totalCapped: false, showsPay: true, page: 1, pageSize: 50 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setClock(null);
});

function renderPicker(shift: ShiftRow = SHIFT) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AssignmentPicker rosterId="00000000-0000-4000-8000-0000000000c1" shift={shift} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the assignment picker', () => {
  it('lists the eligible workers with their week hours; on request also who cannot take the shift, with the reason in words', async () => {
    renderPicker();
    const list = await screen.findByRole('list', { name: 'Workers' });
    expect(await within(list).findByText('Tan Ah Kow')).toBeTruthy();
    expect(within(list).getByText('8.00 h this week')).toBeTruthy();
    // Each worker's rate on this shift and where it comes from (issue 29, item 3).
    const tan = within(list).getByRole('listitem', { name: 'Tan Ah Kow' });
    expect(within(tan).getByText("S$13.00/h · worker's own rate")).toBeTruthy();
    const ong = within(list).getByRole('listitem', { name: 'Ong Bee' });
    expect(within(ong).getByText('S$12.50/h · position rate')).toBeTruthy();
    expect(within(list).queryByText('Lim Mei Ling Grace')).toBeNull();

    fireEvent.click(screen.getByLabelText("Also show workers who can't take it"));
    const lim = await screen.findByRole('listitem', { name: 'Lim Mei Ling Grace' });
    expect(within(lim).getByText('Blacklisted')).toBeTruthy();
    expect(within(lim).getByRole('button', { name: 'Assign Lim Mei Ling Grace' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks before assigning a worker with warnings, then sends the acceptance', async () => {
    renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign Tan Ah Kow' }));
    expect(screen.getByText('Assigning Tan Ah Kow gives these warnings:')).toBeTruthy();
    expect(posts).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Assign anyway' }));
    await screen.findByText('Tan Ah Kow assigned.');
    expect(posts).toEqual([
      { url: `/api/roster-shifts/${SHIFT.id}/assignments`, body: { workerId: TAN.workerId, acceptWarnings: true } },
    ]);
  });

  it('shows the server’s warnings and refusals as readable text', async () => {
    // Warnings the list did not know yet (another shift was assigned meanwhile): asked, then accepted.
    assignAnswer = () =>
      json(
        { error: { code: 'ASSIGNMENT_WARNINGS', message: 'x', current: { warnings: ['REST_UNDER_8_HOURS'] } } },
        409,
      );
    renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign Ong Bee' }));
    await screen.findByText("Less than 8 hours' rest between shifts");
    expect(posts[0]!.body).toEqual({ workerId: ONG.workerId, acceptWarnings: false });

    // A refusal: the reason in the user's words, not the code.
    assignAnswer = () => json({ error: { code: 'DO_NOT_SEND', message: 'DO_NOT_SEND' } }, 409);
    fireEvent.click(screen.getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "Ong Bee cannot be assigned: On this client's do-not-send list",
      ),
    );
    expect(posts[1]!.body).toEqual({ workerId: ONG.workerId, acceptWarnings: true });
  });
});

describe("the picker's header and notice (issue 29)", () => {
  // 07:00-20:00 on 2/12 Singapore; one worker declined, one place taken of two.
  const DECLINED: ShiftRow = { ...SHIFT, filled: 1, declined: 1, needsReplacement: true };

  it('says "Needs replacement" like the shift card, not "Understaffed"', () => {
    renderPicker(DECLINED);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Needs replacement')).toBeTruthy();
    expect(within(dialog).queryByText('Understaffed')).toBeNull();
    expect(within(dialog).queryByText(/This shift ended/)).toBeNull();
  });

  it('on an ended shift: "Short by 1" and a notice that assigning records who worked it, unmailed; assigning still works', async () => {
    setClock('2026-12-05T02:00:00.000Z');
    renderPicker(DECLINED);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Short by 1')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'This shift ended on 2 Dec 2026, 8:00 pm: assigning records who worked it; the worker is not e-mailed.',
      ),
    ).toBeTruthy();
    const assign = await within(dialog).findAllByRole('button', { name: /Assign/ });
    expect(assign.some((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
  });
});
