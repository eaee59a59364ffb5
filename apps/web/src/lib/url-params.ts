import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext as RouterState, useLocation, useNavigate } from 'react-router';

/**
 * The query string the last change asked for, until the router has committed it. react-router's
 * setSearchParams builds a functional update from the params of the last render, so two changes
 * before a re-render (a debounced search and a sort click, a filter and the grid's page reset, a
 * callback the grid kept from an earlier render) lose one another. One page has one URL, so this is
 * kept for the window, not per hook.
 */
let pending: string | null = null;

/** Changes named query parameters in the current URL (replaced, not pushed); an empty value removes one. */
export type UrlParamsUpdate = (entries: Record<string, string | undefined>) => void;

/**
 * A stable function that merges changes into the latest URL (not the one of the last render), so
 * every list, filter and tab that keeps its state in the URL can change it without losing another's.
 */
export function useUrlParamsUpdate(): UrlParamsUpdate {
  const navigate = useNavigate();
  const location = useLocation();
  // The data router's state (null under a plain router, as in component tests): useNavigation()
  // without the error it throws outside a data router.
  const navigation = useContext(RouterState)?.navigation;
  // The location of the latest render, read when a change is made (a callback may be older).
  const current = useRef(location.search);
  // The user is on the way to another page (its code or data still loading, this page still shown):
  // a late change here (a debounced search) would replace that navigation and bring them back.
  const leaving = useRef(false);
  const leavingFor = navigation?.location && navigation.location.pathname !== location.pathname;
  useEffect(() => {
    leaving.current = !!leavingFor;
  }, [leavingFor]);
  useEffect(() => {
    current.current = location.search;
    pending = null;
  }, [location.key, location.search]);
  return useCallback(
    (entries) => {
      if (leaving.current) return;
      const next = mergeParams(pending ?? current.current, entries);
      pending = next;
      void navigate({ search: next ? `?${next}` : '' }, { replace: true });
    },
    [navigate],
  );
}

/** The query string `base` with `entries` set (an empty or undefined value removes the key). */
export function mergeParams(base: string, entries: Record<string, string | undefined>): string {
  const next = new URLSearchParams(base);
  for (const [k, v] of Object.entries(entries)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  return next.toString();
}
