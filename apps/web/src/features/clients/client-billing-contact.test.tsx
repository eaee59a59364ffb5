import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Component as ClientFormPage } from './client-form-page.tsx';
import { ClientDetailsCard } from './client-detail-sections.tsx';
import { CLIENT_ID as ID, clientOf } from './clients-test-kit.ts';
import { jsonAnswer as json, stubFetch } from '../../lib/test-fetch.ts';

/** The billing contact on the client form and page (issue #28: statements by mail). */
const CLIENT = clientOf({
  contacts: [
    { id: 'c1', name: 'Ann Lim', email: 'ann@kallang.sg', phone: null, title: null, receivesStatements: true },
    { id: 'c2', name: 'Ben Ong', email: 'accounts@kallang.sg', phone: null, title: null, receivesStatements: false },
    { id: 'c3', name: 'Cai Wen', email: null, phone: null, title: null, receivesStatements: false },
  ],
  statementRecipient: { name: 'Ann Lim', email: 'ann@kallang.sg', source: 'billing_contact' },
  version: 3,
});

let putAnswer: () => Response;
let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  putAnswer = () => json(CLIENT);
  fetchMock = stubFetch((_url, init) => (init?.method === 'PUT' ? putAnswer() : json(CLIENT)));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/client-management/list/${ID}/edit`]}>
        <Routes>
          <Route path="/client-management/list/:id/edit" element={<ClientFormPage />} />
          <Route path="/client-management/list/:id" element={<p>saved page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const boxes = async () => (await screen.findAllByRole('checkbox', { name: 'Receives statements' })) as HTMLInputElement[];
const putBody = () => {
  const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
  return put ? JSON.parse(String((put[1] as RequestInit).body)) : undefined;
};

describe('the client form: who receives statements', () => {
  it('ticking one contact unticks the other; the save sends the flags, the billing e-mail and the version it read', async () => {
    renderForm();
    const [ann, ben] = await boxes();
    expect([ann!.checked, ben!.checked]).toEqual([true, false]);
    fireEvent.click(ben!);
    expect([ann!.checked, ben!.checked]).toEqual([false, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('saved page');
    const body = putBody();
    expect(body.version).toBe(3);
    expect(body.contacts.map((c: { receivesStatements: boolean }) => c.receivesStatements)).toEqual([false, true, false]);
    expect(body.billingEmail).toBeNull();
  });

  it('a contact with no e-mail cannot receive statements, nor can a contact and a billing e-mail both: nothing is sent', async () => {
    renderForm();
    const boxesNow = await boxes();
    fireEvent.click(boxesNow[2]!);
    fireEvent.change(screen.getByLabelText('Billing e-mail'), { target: { value: 'ap@kallang.sg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The contact who receives statements needs an e-mail address')).toBeTruthy();
    expect(screen.getByText('Leave this empty while a contact receives statements (or untick the contact)')).toBeTruthy();
    expect(putBody()).toBeUndefined();
  });

  it('a save over someone else\'s (409 STALE_VERSION) says so in words', async () => {
    putAnswer = () => json({ error: { code: 'STALE_VERSION', message: 'internal words', current: { version: 4 } } }, 409);
    renderForm();
    await boxes();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Someone else saved this client while you were editing it/)).toBeTruthy();
    expect(screen.queryByText('internal words')).toBeNull();
  });
});

describe('the client page: who statements go to', () => {
  it('names the billing contact and why, or says nobody can be sent one', () => {
    const { unmount } = render(<ClientDetailsCard client={CLIENT} />);
    const line = within(screen.getByTestId('statement-recipient'));
    expect(line.getByText('Statements go to')).toBeTruthy();
    expect(line.getByText(/Ann Lim/)).toBeTruthy();
    expect(line.getByRole('link', { name: 'ann@kallang.sg' })).toBeTruthy();
    expect(line.getByText('The billing contact')).toBeTruthy();
    unmount();
    render(<ClientDetailsCard client={{ ...CLIENT, statementRecipient: { name: null, email: 'ap@kallang.sg', source: 'billing_email' } }} />);
    expect(within(screen.getByTestId('statement-recipient')).getByText('The billing e-mail')).toBeTruthy();
    cleanup();
    render(<ClientDetailsCard client={{ ...CLIENT, statementRecipient: null }} />);
    expect(screen.getByText(/Nobody: no contact has an e-mail address/)).toBeTruthy();
  });
});
