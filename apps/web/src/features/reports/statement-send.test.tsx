import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { createThemeFrom, DEFAULT_THEME_COLORS } from '../../lib/theme.ts';
import type { BillingStatement } from '@wf/shared/contracts/reports/billing-statements';
import { StatementDialog } from './statement-dialog.tsx';

/** "Send to client" on a billing statement (issue #28, statements by mail). */
const ID = '00000000-0000-4000-8000-00000000000a';
const ISSUED: BillingStatement = {
  id: ID,
  number: 'BS-000001',
  clientId: '00000000-0000-4000-8000-000000000001',
  clientName: 'Kallang Kitchens Pte Ltd',
  month: '2026-10',
  status: 'issued',
  subtotalCents: 100000,
  gstCents: 9000,
  totalCents: 109000,
  preparedBy: 'Fiona Finance',
  preparedAt: '2026-11-02T01:00:00.000Z',
  issuedBy: 'Adam Admin',
  issuedAt: '2026-11-03T01:00:00.000Z',
  replacesNumber: null,
  replacedByNumber: null,
  version: 2,
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  issueDate: '2026-11-03',
  dueDate: '2026-12-03',
  paymentTermsDays: 30,
  gstBasisPoints: 900,
  issuer: { name: 'Demo Staffing Pte Ltd', uen: '201900001A', address: '1 Demo Road' },
  client: { name: 'Kallang Kitchens Pte Ltd', uen: '201912345D', address: '2 Client Road' },
  lines: [],
  preparedByMe: false,
  sendTo: { name: 'Ben Ong', email: 'accounts@kallang.sg', source: 'billing_contact' },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let statement: BillingStatement;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  statement = ISSUED;
  fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'POST' && String(url).endsWith('/send') ? json({ to: 'accounts@kallang.sg', contactName: 'Ben Ong' }) : json(statement),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(onNotice = vi.fn()) {
  render(
    <ThemeProvider theme={createThemeFrom(DEFAULT_THEME_COLORS, 'light', true)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StatementDialog id={ID} onClose={() => {}} onNotice={onNotice} onOpen={() => {}} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return onNotice;
}
const sends = () => fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/send') && (init as RequestInit).method === 'POST');

describe('sending a billing statement', () => {
  it('asks first, naming who gets it and why, then sends and says to whom', async () => {
    const onNotice = open();
    await screen.findByText(/BS-000001/);
    fireEvent.click(screen.getByRole('button', { name: 'Send to client' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send statement BS-000001?' });
    expect(within(confirm).getByText(/Ben Ong \(accounts@kallang\.sg\) at Kallang Kitchens Pte Ltd/)).toBeTruthy();
    expect(within(confirm).getByText('The client\u2019s billing contact.')).toBeTruthy();
    expect(sends()).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith('Sent to Ben Ong (accounts@kallang.sg) with the PDF.'));
    expect(sends()).toHaveLength(1);
  });

  it('Cancel sends nothing', async () => {
    open();
    await screen.findByText(/BS-000001/);
    fireEvent.click(screen.getByRole('button', { name: 'Send to client' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send statement BS-000001?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send statement BS-000001?' })).toBeNull());
    expect(sends()).toHaveLength(0);
  });

  it.each([
    [{ status: 'draft', number: null } as const, 'Only an issued statement is sent: issue this draft first.'],
    [{ status: 'cancelled' } as const, 'This statement was cancelled by a re-issue: send the new one.'],
    [{ sendTo: null }, 'No contact of Kallang Kitchens Pte Ltd has an e-mail address: name a billing contact on the client\u2019s page.'],
  ])('is disabled with the reason when it cannot be sent (%j)', async (over, reason) => {
    statement = { ...ISSUED, ...over };
    open();
    // The reason is the button's accessible description (DisabledWhy), shown in its tooltip.
    const button = (await screen.findByRole('button', { name: 'Send to client', description: reason })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
