import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Ir8aYearList } from '@wf/shared/contracts/payroll-files/payroll-files';
import { renderAs } from './pay-runs-test-kit.tsx';
import { Ir8aDialog } from './ir8a-dialog.tsx';

let requests: string[];
const list = (year: number): Ir8aYearList => ({
  year,
  yearOfAssessment: year + 1,
  items: [
    {
      workerId: '00000000-0000-4000-8000-000000000201',
      workerName: 'Tan Ah Kow',
      employeeCode: 'PT-000001',
      salaryCents: 346_075,
      allowancesCents: 7_000,
      totalIncomeCents: 353_075,
      employeeCpfCents: 70_600,
      from: `${year}-01-01`,
      to: `${year}-11-30`,
      payslips: 3,
      missing: ['nationality'],
    },
  ],
  totals: { totalIncomeCents: 353_075, employeeCpfCents: 70_600, workers: 1, missingData: 1 },
});

beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      if (/\.(pdf|zip)\?/.test(url))
        return new Response(new Blob(['%PDF']), { status: 200, headers: { 'Content-Type': 'application/pdf' } });
      const year = Number(new URL(url, 'http://x').searchParams.get('year'));
      return new Response(JSON.stringify(list(year)), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the IR8A figures dialog', () => {
  it("shows the year's boxes per worker, the totals, and who lacks particulars IRAS requires", async () => {
    renderAs('finance', <Ir8aDialog onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'IR8A figures of a year' });
    const table = await within(dialog).findByRole('table');
    const row = within(table).getByRole('row', { name: /Tan Ah Kow \(PT-000001\)/ });
    expect(row.textContent).toContain('S$3,460.75');
    expect(row.textContent).toContain('S$70.00');
    expect(row.textContent).toContain('S$3,530.75');
    expect(row.textContent).toContain('nationality missing');
    expect(within(dialog).getByTestId('ir8a-missing').textContent).toContain(
      '1 worker(s) lack particulars IRAS requires',
    );
    expect(requests[0]).toMatch(/^\/api\/payroll-files\/ir8a\?year=\d{4}$/);
  }, 60_000);

  it("downloads a worker's Form IR8A and every form of the year in a zip", async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    renderAs('finance', <Ir8aDialog onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'IR8A figures of a year' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Form IR8A of Tan Ah Kow (PDF)' }));
    await waitFor(() =>
      expect(requests).toContainEqual(
        expect.stringMatching(/^\/api\/payroll-files\/ir8a\/00000000-0000-4000-8000-000000000201\.pdf\?year=\d{4}$/),
      ),
    );
    // One download at a time: the buttons wait (disabled) until the form's download has ended.
    const zip = within(dialog).getByRole('button', { name: 'All forms (zip)' }) as HTMLButtonElement;
    await waitFor(() => expect(zip.disabled).toBe(false));
    fireEvent.click(zip);
    await waitFor(() =>
      expect(requests).toContainEqual(expect.stringMatching(/^\/api\/payroll-files\/ir8a\.zip\?year=\d{4}$/)),
    );
  }, 60_000);
});
