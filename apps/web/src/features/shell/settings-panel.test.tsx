import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { DEFAULT_SETTINGS, type ShellSettings } from '@wf/shared/contracts/shell/settings';
import { SettingsPanel } from './settings-panel.tsx';
import { requestSettingsPanel } from './settings-panel-bus.ts';
import { shellEndpoints } from '@wf/shared/contracts/shell/endpoints';
import { endpointQueryKey } from '../../lib/use-endpoint.ts';
import { VerticalNavigation } from './vertical-navigation.tsx';

let fetchMock: ReturnType<typeof vi.fn>;
let stored: ShellSettings;
beforeEach(() => {
  stored = { ...DEFAULT_SETTINGS };
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH')
      stored = { ...stored, ...(JSON.parse(String(init.body)) as { settings: Partial<ShellSettings> }).settings };
    return new Response(JSON.stringify(stored), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(endpointQueryKey(shellEndpoints.settings), { ...DEFAULT_SETTINGS });
  render(
    <QueryClientProvider client={client}>
      <SettingsPanel />
    </QueryClientProvider>,
  );
  return client;
}

describe('settings panel: navigation position', () => {
  it('puts the drawer on the right and saves it for the user', async () => {
    const client = renderPanel();
    fireEvent.click(screen.getByTestId('settings-button'));
    const group = within(await screen.findByTestId('settings-nav-position'));
    expect(group.getByRole('button', { name: 'Left' })).toHaveProperty('ariaPressed', 'true');
    fireEvent.click(group.getByRole('button', { name: 'Right' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe('/api/common/settings');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ settings: { navPosition: 'right' } });
    await waitFor(() =>
      expect(client.getQueryData<ShellSettings>(endpointQueryKey(shellEndpoints.settings))?.navPosition).toBe('right'),
    );
    expect(group.getByRole('button', { name: 'Right' })).toHaveProperty('ariaPressed', 'true');
  });

  it('opens when a menu entry asks for it', async () => {
    renderPanel();
    expect(screen.queryByTestId('settings-panel')).toBeNull();
    act(() => requestSettingsPanel());
    expect(await screen.findByTestId('settings-panel')).toBeTruthy();
  });
});

describe('vertical navigation position', () => {
  const items = [{ id: 'a', type: 'basic' as const, title: 'A', link: '/a' }];
  it('over mode slides in from the chosen side', async () => {
    render(
      <MemoryRouter>
        <VerticalNavigation
          items={items}
          mode="over"
          appearance="default"
          position="right"
          opened
          onClose={() => undefined}
        />
      </MemoryRouter>,
    );
    const nav = await screen.findByTestId('vertical-navigation');
    expect(nav.getAttribute('data-position')).toBe('right');
    expect(nav.closest('.MuiDrawer-root')?.className).toContain('MuiDrawer-anchorRight');
  });
  it('side mode defaults to the left', () => {
    render(
      <MemoryRouter>
        <VerticalNavigation items={items} mode="side" appearance="default" opened onClose={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('vertical-navigation').getAttribute('data-position')).toBe('left');
  });
});
