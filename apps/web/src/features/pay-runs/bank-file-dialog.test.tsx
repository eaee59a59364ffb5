import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BankFileCheck } from '@wf/shared/contracts/payroll-files/payroll-files';
import { renderAs, RUN_ID, runOf } from './pay-runs-test-kit.tsx';
import { RunDownloads } from './run-downloads.tsx';

const WORKER = '00000000-0000-4000-8000-000000000201';
let requests: { url: string; method: string; body?: string }[];
let check: BankFileCheck;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  requests = [];
  check = {
    format: 'uob-giro',
    ready: false,
    settingsMissing: ['debitAccount'],
    payees: [{ workerId: WORKER, workerName: '陈美玲', employeeCode: 'PT-000001', payeeName: '陈美玲', problems: ['nameNonAscii'] }],
    payments: 2,
    totalCents: 113_450,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({ url, method: init.method ?? 'GET', body: init.body as string | undefined });
      if (url.includes('/bank-file/check')) return json(check);
      if (url.includes('/bank-account-name')) {
        check = { ...check, ready: true, settingsMissing: [], payees: [] };
        return json({ workerId: WORKER, bankAccountName: 'TAN MEI LING' });
      }
      return new Response(new Blob(['1UGBI']), { status: 200, headers: { 'content-disposition': 'attachment; filename="UGBI281101.txt"' } });
    }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the run page's bank file dialog", () => {
  it('lists the setting and the worker to fix, keeps the file back until they are, then makes the UOB file', async () => {
    renderAs('finance', <RunDownloads run={runOf('finance_approved')} onError={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bank file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bank file' });
    const list = await within(dialog).findByTestId('payees-to-fix');
    expect(list.textContent).toContain('陈美玲 (PT-000001)');
    expect(list.textContent).toContain('The bank takes English letters, digits and plain punctuation only.');
    expect(within(dialog).getByText('Payment settings to set first')).toBeTruthy();
    const make = within(dialog).getByRole('button', { name: 'Make the file' }) as HTMLButtonElement;
    expect(make.disabled).toBe(true);

    fireEvent.change(within(list).getByLabelText('Account holder name as the bank has it'), { target: { value: 'TAN MEI LING' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Save' }));
    await within(dialog).findByTestId('bank-file-ready');
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toBe(`/api/workers/${WORKER}/bank-account-name`);
    expect(JSON.parse(put.body!)).toEqual({ bankAccountName: 'TAN MEI LING' });

    await waitFor(() => expect(make.disabled).toBe(false));
    fireEvent.click(make);
    await waitFor(() => expect(requests.some((r) => r.url.startsWith(`/api/pay-runs/${RUN_ID}/bank-file?format=uob-giro&valueDate=`))).toBe(true));
  }, 60_000);

  it('the generic CSV stays one choice and needs no check', async () => {
    renderAs('finance', <RunDownloads run={runOf('paid')} onError={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bank file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bank file' });
    fireEvent.click(within(dialog).getByLabelText(/^CSV/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the file' }));
    await waitFor(() => expect(requests.map((r) => r.url)).toContain(`/api/pay-runs/${RUN_ID}/bank-file?format=csv`));
  }, 60_000);
});
