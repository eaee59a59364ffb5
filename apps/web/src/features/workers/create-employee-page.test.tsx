import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Role } from '@wf/shared/roles';
import { Component as CreateEmployeePage } from './create-employee-page.tsx';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAs = (role: Role) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['user'], { id: 'u-1', role, name: role });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CreateEmployeePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe("create employee as each role reads it (issue #28, the manager's Employee Management menu)", () => {
  it('tells a manager that their entry waits for hr', () => {
    renderAs('manager');
    expect(screen.getByText(/your entry waits in Pending Registrations until HR approves it/)).toBeTruthy();
    expect(screen.queryByText(/They become active with an employee code at once/)).toBeNull();
  });

  it('tells hr the worker is active at once', () => {
    renderAs('hr');
    expect(screen.getByText(/They become active with an employee code at once/)).toBeTruthy();
  });
});
