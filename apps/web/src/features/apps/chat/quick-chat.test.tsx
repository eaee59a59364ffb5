import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { createThemeFrom, DEFAULT_THEME_COLORS } from '../../../lib/theme.ts';
import { QuickChat } from './quick-chat.tsx';
import { requestQuickChat } from './quick-chat-bus.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
let started: unknown[] = [];
beforeEach(() => {
  started = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/apps/chat/contacts'))
        return json([{ id: 'u-2', name: 'Hui Min Ong', avatar: null, status: 'online' }]);
      if (init?.method === 'POST' && url.endsWith('/api/apps/chat/chats')) {
        started.push(JSON.parse(String(init.body)));
        return json({ id: 'chat-9' });
      }
      return json([]);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderChat = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider theme={createThemeFrom(DEFAULT_THEME_COLORS, 'light', true)}>
        <QuickChat />
      </ThemeProvider>
    </QueryClientProvider>,
  );

describe('the quick chat panel (issue 29, item 9)', () => {
  it('starts a new conversation with a contact picked in it', async () => {
    renderChat();
    act(() => requestQuickChat(null));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Start a conversation with…' }));
    fireEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Hui Min Ong' }));
    await waitFor(() => expect(started).toEqual([{ contactId: 'u-2' }]));
  });

  it('Escape closes it', async () => {
    renderChat();
    act(() => requestQuickChat(null));
    const header = await screen.findByTestId('chat-header');
    expect(header.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(header, { key: 'Escape' });
    // Narrow (jsdom has no large screen), a closed panel is not drawn at all.
    expect(screen.queryByTestId('quick-chat')).toBeNull();
  });
});
