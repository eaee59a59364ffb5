import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { chatLink } from '@wf/shared/contracts/shell/links';
import { onQuickChatRequest } from '../apps/chat/index.ts';
import type { InboxItem } from '@wf/shared/contracts/shell/inbox';
import { inboxEndpoints } from '@wf/shared/contracts/shell/endpoints';
import { endpointQueryKey } from '../../lib/use-endpoint.ts';
import { InboxPanel } from './toolbar-inbox.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOSTILE = 'Tan <a href="https://evil.example/steal">click me</a>';
const item = (over: Partial<InboxItem>): InboxItem => ({
  id: crypto.randomUUID(),
  icon: null,
  image: null,
  title: 'Discharge request awaiting approval',
  description: null,
  time: new Date().toISOString(),
  read: false,
  seen: false,
  link: '/part-timer-management/worker/1',
  useRouter: true,
  ...over,
});

function renderPanel(items: InboxItem[]) {
  // Nothing in this test should reach the network; a call would fail loudly.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(endpointQueryKey(inboxEndpoints.notification.list), items);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <InboxPanel kind="notifications" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByTestId('notifications-button'));
}

describe('notifications panel (issue 12, defect 7)', () => {
  it('shows a hostile name as text: no link, image or handler from the stored text', async () => {
    renderPanel([
      // as the server stores it now (escaped text) ...
      item({ description: 'Tan &#60;a href=&#34;https://evil.example/steal&#34;&#62;click me&#60;/a&#62;' }),
      // ... and as an older row stored it (raw markup), or as an API caller might send it
      item({ title: HOSTILE, description: `${HOSTILE}<img src=x onerror="alert(1)"><b>bold</b>` }),
    ]);
    expect(await screen.findByText(HOSTILE)).toBeTruthy();
    const panel = document.body;
    expect(panel.querySelector('a[href*="evil.example"]')).toBeNull();
    expect(panel.querySelectorAll('a')).toHaveLength(0);
    expect(panel.querySelector('img[src="x"], [onerror]')).toBeNull();
    expect(panel.querySelector('[href*="evil.example"], [src*="evil.example"]')).toBeNull();
    // Plain formatting is kept.
    expect(panel.querySelector('b')?.textContent).toBe('bold');
  });
});

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderKind(kind: 'messages' | 'notifications', items: InboxItem[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(endpointQueryKey((kind === 'messages' ? inboxEndpoints.message : inboxEndpoints.notification).list), items);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/start']}>
        <InboxPanel kind={kind} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByTestId(`${kind}-button`));
}

describe('inbox items open their record (issue 13, item 11)', () => {
  it('a notification opens the record it links to', async () => {
    renderKind('notifications', [
      item({ title: 'New part-timer registration', link: '/part-timer-management/worker/w-1', read: true }),
    ]);
    fireEvent.click(await screen.findByText('New part-timer registration'));
    expect(screen.getByTestId('where').textContent).toBe('/part-timer-management/worker/w-1');
  });

  it("a colleague's message opens the quick chat with them, not a page", async () => {
    const contact = '6f1c2b8e-1f2a-4c3d-9e8f-0a1b2c3d4e5f';
    const asked: (string | null)[] = [];
    const stop = onQuickChatRequest((id) => asked.push(id));
    try {
      renderKind('messages', [item({ title: 'Hui Min', description: 'Two more to go.', link: chatLink(contact), read: true })]);
      fireEvent.click(await screen.findByText('Two more to go.'));
      expect(asked).toEqual([contact]);
      expect(screen.getByTestId('where').textContent).toBe('/start');
    } finally {
      stop();
    }
  });
});
