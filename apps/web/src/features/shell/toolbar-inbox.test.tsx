import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { InboxItem } from '@wf/shared/contracts/shell/inbox';
import { shellQueries } from './shell-api.ts';
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
  client.setQueryData(shellQueries.notifications.queryKey, items);
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
