import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { navigationForRole } from '@wf/shared/contracts/shell/navigation';
import { shellEndpoints } from '@wf/shared/contracts/shell/endpoints';
import type { Role } from '@wf/shared/enums/accounts';
import { endpointQueryKey } from '../lib/use-endpoint.ts';
import { STAFF_MENU } from '../lib/staff-menu.ts';
import { Component as SectionHome } from './section-home.tsx';

afterEach(cleanup);

function Where() {
  return <p data-testid="at">{useLocation().pathname}</p>;
}

/** Where the root sends a signed-in user of `role`, with the navigation the main layout's loader read. */
function landing(role: Role): string {
  const client = new QueryClient();
  client.setQueryData(endpointQueryKey(shellEndpoints.navigation), navigationForRole(role, STAFF_MENU));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/project-management']}>
        <Routes>
          <Route path="/project-management" element={<SectionHome />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByTestId('at').textContent!;
}

describe('the root redirect (/project-management)', () => {
  it('sends a manager to the project list', () => {
    expect(landing('manager')).toBe('/project-management/list');
  });

  it("sends hr, whose menu has no project management, to the first page of hr's menu (the HR dashboard)", () => {
    expect(landing('hr')).toBe('/employee-management/hr-dashboard');
  });
});
