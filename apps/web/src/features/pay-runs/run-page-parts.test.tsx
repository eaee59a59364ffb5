import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PayRunLine } from '@wf/shared/contracts/pay-runs/pay-runs';
import { lineOf, renderAs, RUN_ID, runOf } from './pay-runs-test-kit.tsx';
import { BankChangedBanner, BlockingBanner } from './blocking-banner.tsx';
import { RunDownloads } from './run-downloads.tsx';
import { RunLines } from './run-lines.tsx';
import { BankOf } from './run-line-parts.tsx';

let requests: string[];
let lines: PayRunLine[];
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  requests = [];
  lines = [lineOf(1), lineOf(2, { hasBankDetails: true, bankName: 'DBS Bank', netCents: 25_075, workerName: '陈美玲' })];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      if (url.includes('/cpf-summary'))
        return new Response(new Blob(['xlsx']), { status: 200, headers: { 'content-disposition': 'attachment; filename="cpf-summary-2026-11.xlsx"' } });
      // the server's filter: ?blocking=true gives the lines with net pay and no bank details
      const items = new URL(url, 'http://x').searchParams.get('blocking') === 'true' ? lines.filter((l) => !l.hasBankDetails && l.netCents > 0) : lines;
      return json({ items, total: items.length, page: 1, pageSize: 25 });
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A window below 600 px: MUI's useMediaQuery(down('sm')) matches. */
function phoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

describe('the CPF summary button of a run page', () => {
  it.each(['hr', 'finance', 'admin'] as const)('%s downloads the CPF summary of the run\'s CPF month', async (role) => {
    renderAs(role, <RunDownloads run={runOf('hr_confirmed')} onError={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'CPF summary 11/2026' }));
    await waitFor(() => expect(requests).toContain('/api/pay-runs/cpf-summary?month=2026-11&format=xlsx'));
  });

  it('is disabled on a draft (the summary counts runs from hr confirmation on), as are the payslips, each saying why', () => {
    renderAs('hr', <RunDownloads run={runOf('draft')} onError={() => undefined} />);
    for (const [name, description] of [
      ['CPF summary 11/2026', "The CPF summary counts the month's runs from hr confirmation on: confirm this draft first."],
      ['All payslips (zip)', 'Payslips are made once HR confirms the run.'],
    ] as const) {
      const button = screen.getByRole('button', { name, description }) as HTMLButtonElement;
      expect(button.disabled, name).toBe(true);
    }
  });
});

describe('the banner of the workers without bank details', () => {
  it('names the workers to be paid who have no bank details, before approval', async () => {
    renderAs('finance', <BlockingBanner run={runOf('hr_confirmed', { blockingWorkers: 1 })} />);
    const banner = await screen.findByTestId('blocking-workers');
    expect(banner.textContent).toContain('Workers without bank details: 1');
    await waitFor(() => expect(banner.textContent).toContain('Worker 1 (PT-000001)'));
    expect(banner.textContent).not.toContain('陈美玲');
    expect(requests[0]).toContain(`/api/pay-runs/${RUN_ID}/lines?`);
    expect(requests[0]).toContain('blocking=true');
  });

  it('is not there when every worker has bank details, nor once the run is approved', () => {
    renderAs('finance', <BlockingBanner run={runOf('hr_confirmed')} />);
    expect(screen.queryByTestId('blocking-workers')).toBeNull();
    cleanup();
    renderAs('finance', <BlockingBanner run={runOf('finance_approved', { blockingWorkers: 1 })} />);
    expect(screen.queryByTestId('blocking-workers')).toBeNull();
    expect(requests).toEqual([]);
  });
});

describe("the run's lines", () => {
  it('on a phone: a card per worker (name, net pay, bank) and no table; a card expands to its shifts', async () => {
    phoneWidth();
    renderAs('hr', <RunLines run={runOf('hr_confirmed', { blockingWorkers: 1 })} onPayslip={() => undefined} />);
    const cards = await screen.findAllByTestId('run-line-card');
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('Worker 1');
    expect(cards[0]?.textContent).toContain('No bank details');
    expect(cards[1]?.textContent).toContain('陈美玲');
    expect(cards[1]?.textContent).toContain('S$250.75');
    expect(cards[1]?.textContent).toContain('DBS Bank');
    expect(within(cards[0]!).getByRole('button', { name: 'Download the payslip of Worker 1' })).toBeTruthy();
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Show the shifts and adjustments of Worker 1' }));
    const shifts = await within(cards[0]!).findByRole('list', { name: 'Shifts of Worker 1' });
    expect(shifts.textContent).toContain('17/11/2026 · Marina Bay Gala Dinner');
  });

  it('from 600 px: a table row per worker', async () => {
    renderAs('hr', <RunLines run={runOf('draft')} onPayslip={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Workers' });
    await within(table).findByText('陈美玲');
    expect(screen.queryByTestId('run-line-card')).toBeNull();
    // a draft has no payslips yet (the server answers 409 until hr confirms)
    expect(within(table).queryByRole('button', { name: /^Download the payslip of/ })).toBeNull();
  });

  it('filters on the server to the workers without bank details', async () => {
    renderAs('finance', <RunLines run={runOf('hr_confirmed', { blockingWorkers: 1 })} onPayslip={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Workers' });
    await within(table).findByText('陈美玲');
    fireEvent.click(screen.getByLabelText('Only without bank details (1)'));
    await waitFor(() => expect(within(table).queryByText('陈美玲')).toBeNull());
    expect(within(table).getByText('Worker 1')).toBeTruthy();
    expect(requests.at(-1)).toContain('blocking=true');
  });
});

describe('bank details changed since approval (issue #26)', () => {
  it('warns on the run and flags the line, which still shows the approved bank', () => {
    renderAs('finance', <BankChangedBanner run={runOf('paid', { bankChangedWorkers: 1 })} />);
    expect(screen.getByTestId('bank-changed-workers').textContent).toContain('Bank details changed since approval (1)');
    cleanup();
    renderAs('finance', <BankOf line={lineOf(1, { hasBankDetails: true, bankName: 'DBS/POSB', bankChangedSinceApproval: true })} />);
    expect(screen.getByText('DBS/POSB')).toBeTruthy();
    expect(screen.getByTestId('bank-changed').textContent).toBe('Changed since approval');
  });

  it('says nothing when nothing changed', () => {
    renderAs('finance', <BankChangedBanner run={runOf('paid')} />);
    expect(screen.queryByTestId('bank-changed-workers')).toBeNull();
    renderAs('finance', <BankOf line={lineOf(1, { hasBankDetails: true, bankName: 'DBS/POSB' })} />);
    expect(screen.queryByTestId('bank-changed')).toBeNull();
  });
});
