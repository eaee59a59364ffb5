import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Role } from '@wf/shared/roles';
import { setClock } from '@wf/shared/domain/clock';
import type { PayRun, PayRunStatus } from '@wf/shared/contracts/pay-runs/pay-runs';
import { renderAs, RUN_ID, runOf } from './pay-runs-test-kit.tsx';
import { RunActions } from './run-actions.tsx';

const ID = RUN_ID;
const run = runOf;

let posts: Array<{ url: string; method: string; body: unknown }>;
let answer: () => Response;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  // After the kit's run period (to 22/11/2026): its steps are open; and before its latest lawful
  // payment date (29/11/2026), so nothing is late (the late cases set their own day).
  setClock('2026-11-25T04:00:00.000Z', { running: true });
  posts = [];
  answer = () => json(run('hr_confirmed'));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      posts.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return answer();
    }),
  );
});
afterEach(() => {
  setClock(null);
  cleanup();
  vi.unstubAllGlobals();
});

function renderActions(role: Role, r: PayRun) {
  const done = vi.fn();
  renderAs(role, <RunActions run={r} stage={role === 'finance' ? 'finance' : 'hr'} onDone={done} />);
  return done;
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('the actions of a pay run, by its state and the role', () => {
  it.each<[Role, PayRunStatus, string[]]>([
    ['hr', 'draft', ['Regenerate', 'Delete draft', 'Confirm']],
    ['hr', 'hr_confirmed', ['Send back']],
    ['hr', 'finance_approved', []],
    ['hr', 'paid', []],
    ['finance', 'draft', []],
    ['finance', 'hr_confirmed', ['Send back', 'Approve']],
    ['finance', 'finance_approved', ['Send back', 'Mark paid']],
    ['finance', 'paid', []],
    ['admin', 'draft', ['Regenerate', 'Delete draft', 'Confirm']],
    ['admin', 'hr_confirmed', ['Send back', 'Approve']],
    ['admin', 'finance_approved', ['Send back', 'Mark paid']],
    ['admin', 'paid', []],
    ['manager', 'draft', []],
  ])('%s on a %s run sees %j', (role, status, expected) => {
    renderActions(role, run(status));
    expect(buttons()).toEqual(expected);
  });

  it('hr confirms a draft with the version it shows; the notice says finance was told', async () => {
    const done = renderActions('hr', run('draft'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm this run?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith('Run confirmed; finance has been told.'));
    expect(posts.filter((p) => p.method === 'POST')).toEqual([{ url: `/api/pay-runs/${ID}/confirm`, method: 'POST', body: { version: 3 } }]);
  });

  it('approval waits while workers lack bank details', () => {
    renderActions('finance', run('hr_confirmed', { blockingWorkers: 2 }));
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(true);
  });

  it('confirm, approve and pay are disabled until the day after the period ends, saying when (issue 29)', () => {
    // Sunday 22/11/2026, the period's last day, in Singapore.
    setClock('2026-11-22T15:00:00.000Z');
    renderActions('hr', run('draft'));
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('The period ends on 22/11/2026: this run can be confirmed from 23/11/2026.')).toBeTruthy();
    cleanup();
    renderActions('finance', run('finance_approved'));
    expect(screen.getByRole('button', { name: 'Mark paid' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('The period ends on 22/11/2026: this run can be marked paid from 23/11/2026.')).toBeTruthy();
    cleanup();
    // Monday 00:00 in Singapore: open.
    setClock('2026-11-22T16:00:00.000Z');
    renderActions('hr', run('draft'));
    expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(false);
  });

  it('a run with no workers cannot be confirmed, and says so', () => {
    renderActions('hr', run('draft', { workerCount: 0 }));
    expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('This run has no workers: there is nothing to confirm.')).toBeTruthy();
  });

  it('a time refusal from the server says when, in words', async () => {
    answer = () =>
      json({ error: { code: 'PAY_RUN_PERIOD_NOT_OVER', message: 'x', current: { periodEnd: '2026-11-30', opensOn: '2026-12-01' } } }, 409);
    renderActions('finance', run('hr_confirmed'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this run?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('The period ends on 30/11/2026: this step can be taken from 01/12/2026.')).toBeTruthy();
  });

  it('a refusal shows the text of its code, not the server message', async () => {
    answer = () => json({ error: { code: 'STALE_VERSION', message: 'version 3 is stale (internal words)' } }, 409);
    renderActions('finance', run('hr_confirmed'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this run?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(/Someone changed this run while you were looking at it/)).toBeTruthy();
    expect(within(dialog).queryByText(/internal words/)).toBeNull();
  });

  it('send back needs a reason, which goes with the version', async () => {
    renderActions('finance', run('finance_approved'));
    fireEvent.click(screen.getByRole('button', { name: 'Send back' }));
    const dialog = screen.getByRole('dialog', { name: 'Send this run back to draft?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(within(dialog).getByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Tan worked 3 more hours on Friday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await vi.waitFor(() => expect(posts.some((p) => p.method === 'POST')).toBe(true));
    expect(posts.find((p) => p.method === 'POST')).toEqual({
      url: `/api/pay-runs/${ID}/send-back`,
      method: 'POST',
      body: { version: 3, reason: 'Tan worked 3 more hours on Friday' },
    });
  });

  it('mark paid asks for the payment reference and sends it with the date and version', async () => {
    renderActions('finance', run('finance_approved'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this run paid' });
    expect(within(dialog).getByText(/S\$1,134.50 net to 2 workers/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(posts.filter((p) => p.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Payment reference/), { target: { value: 'GIRO-2026-47' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await vi.waitFor(() => expect(posts.some((p) => p.method === 'POST')).toBe(true));
    const sent = posts.find((p) => p.method === 'POST')!;
    expect(sent.url).toBe(`/api/pay-runs/${ID}/pay`);
    expect(sent.body).toMatchObject({ version: 3, reference: 'GIRO-2026-47', paymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it("approving after the latest lawful payment date asks for a reason and sends it (issue #25 item 5)", async () => {
    setClock('2026-12-01T04:00:00.000Z', { running: true });
    const done = renderActions('finance', run('hr_confirmed'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this run?' });
    expect(within(dialog).getByText(/latest lawful payment date for this run was 29\/11\/2026/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(posts.filter((p) => p.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason for paying late/), { target: { value: 'Waiting for the client to fund the account' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(posts.filter((p) => p.method === 'POST')).toEqual([
      { url: `/api/pay-runs/${ID}/approve`, method: 'POST', body: { version: 3, lateReason: 'Waiting for the client to fund the account' } },
    ]);
  });

  it('approving in time sends no reason', async () => {
    renderActions('finance', run('hr_confirmed'));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this run?' });
    expect(within(dialog).queryByLabelText(/Reason for paying late/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(posts.some((p) => p.method === 'POST')).toBe(true));
    expect(posts.find((p) => p.method === 'POST')!.body).toEqual({ version: 3 });
  });

  it('marking paid after the latest lawful date asks for a reason, unless the approval gave one', async () => {
    setClock('2026-12-01T04:00:00.000Z', { running: true });
    renderActions('finance', run('finance_approved'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    let dialog = screen.getByRole('dialog', { name: 'Mark this run paid' });
    fireEvent.change(within(dialog).getByLabelText(/Payment reference/), { target: { value: 'GIRO-2026-48' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(posts.filter((p) => p.method === 'POST')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason for paying late/), { target: { value: 'Bank file rejected once' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await vi.waitFor(() => expect(posts.some((p) => p.method === 'POST')).toBe(true));
    expect(posts.find((p) => p.method === 'POST')!.body).toMatchObject({ reference: 'GIRO-2026-48', lateReason: 'Bank file rejected once' });
    cleanup();
    renderActions('finance', run('finance_approved', { latePaymentReason: 'Given at approval' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    dialog = screen.getByRole('dialog', { name: 'Mark this run paid' });
    expect(within(dialog).queryByLabelText(/Reason for paying late/)).toBeNull();
  });
});

describe('duties apart on a pay run (issue 29, item 7)', () => {
  const ME = { id: '00000000-0000-4000-8000-0000000000b1', name: 'admin' };
  /** The business profile says whether one person may approve both stages; everything else answers the run. */
  const office = (singleApproverOffice: boolean) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (String(url).startsWith('/api/business') ? json({ singleApproverOffice }) : json(run('hr_confirmed')))),
    );

  it('who confirmed the run for HR sees Approve off, saying someone else approves it (DUTIES_APART)', async () => {
    office(false);
    renderActions('admin', run('hr_confirmed', { hrConfirmedBy: ME }));
    const why = 'You confirmed this run for HR: someone else approves it for finance.';
    const approve = await screen.findByRole('button', { name: 'Approve', description: why });
    expect(approve.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(why)).toBeTruthy();
    // Sending back stays open to them.
    expect(screen.getByRole('button', { name: 'Send back' }).hasAttribute('disabled')).toBe(false);
  });

  it('a one-person office, or a run someone else confirmed: Approve is open', async () => {
    office(true);
    renderActions('admin', run('hr_confirmed', { hrConfirmedBy: ME }));
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).startsWith('/api/business'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false);
    cleanup();
    office(false);
    renderActions('admin', run('hr_confirmed', { hrConfirmedBy: { id: '00000000-0000-4000-8000-0000000000c2', name: 'Hui Min' } }));
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([u]) => String(u).startsWith('/api/business'))).toBe(true));
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false);
  });
});
