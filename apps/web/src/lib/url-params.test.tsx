import { afterEach, expect, it } from 'vitest';
import { useEffect } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { useUrlParamsUpdate } from './url-params.ts';

afterEach(cleanup);

/** A list page: its URL update as a debounced search would call it later, and a link to a record. */
const later: { update?: (e: Record<string, string | undefined>) => void } = {};

function List() {
  const update = useUrlParamsUpdate();
  useEffect(() => {
    later.update = update;
  }, [update]);
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/record/1')}>
      open
    </button>
  );
}

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

it("a late list change (a debounced search) while the user goes to another page doesn't bring them back", async () => {
  let loadRecord!: () => void;
  const recordLoaded = new Promise<void>((r) => (loadRecord = r));
  const router = createMemoryRouter(
    [
      { path: '/list', element: <List /> },
      // The record page's code is still on its way when the search fires (a lazy route).
      { path: '/record/:id', lazy: async () => (await recordLoaded, { element: <Where /> }) },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  // On the list itself a change is kept in the URL.
  act(() => later.update!({ search: 'tan' }));
  expect(router.state.location.search).toBe('?search=tan');
  act(() => screen.getByText('open').click());
  expect(router.state.navigation.state).toBe('loading');
  act(() => later.update!({ search: 'tan lee' }));
  await act(async () => loadRecord());
  expect((await screen.findByTestId('where')).textContent).toBe('/record/1');
  expect(router.state.location.pathname).toBe('/record/1');
});
