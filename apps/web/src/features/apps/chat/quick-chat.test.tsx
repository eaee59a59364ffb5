import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { createAppTheme } from '../../../lib/theme.ts';
import { QuickChat } from './quick-chat.tsx';
import { requestQuickChat } from './quick-chat-bus.ts';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the quick chat panel (issue 29, item 9)', () => {
  it('Escape closes it', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ThemeProvider theme={createAppTheme('theme-default', 'light', true)}>
          <QuickChat />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    act(() => requestQuickChat(null));
    const header = await screen.findByTestId('chat-header');
    expect(header.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(header, { key: 'Escape' });
    // Narrow (jsdom has no large screen), a closed panel is not drawn at all.
    expect(screen.queryByTestId('quick-chat')).toBeNull();
  });
});
