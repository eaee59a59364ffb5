import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setClock } from '@wf/shared/domain/clock';
import { Component as ProjectFormPage } from './project-form-page.tsx';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ items: [], total: 0, page: 1, pageSize: 50 }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setClock(null);
});

describe("a new project's start date (issue 29, item 9)", () => {
  it("is today in Singapore: at 01:00 on 1 December in Singapore (30 November in UTC) it says 1 December", async () => {
    setClock('2026-11-30T17:00:00.000Z');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/project-management/create']}>
          <Routes>
            <Route path="/project-management/create" element={<ProjectFormPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const field = (await screen.findByLabelText(/Start date/)) as HTMLInputElement;
    expect(field.value).toBe('01/12/2026');
  });
});
