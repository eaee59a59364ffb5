import { useEffect, useMemo } from 'react';
import { redirect, useMatches, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { queryClient } from '../../lib/query-client.ts';
import { LoadingBar } from '../../components/loading-bar.tsx';
import { isSignedIn } from '../../lib/token.ts';
import { applyBodyClasses, chooseLayout, resolveScheme, routeLayoutOf } from './layout-choice.ts';
import { LayoutFrame } from './layouts.tsx';
import { chatEndpoints } from '@wf/shared/contracts/apps/chat/endpoints';
import { inboxEndpoints, shellEndpoints as e } from '@wf/shared/contracts/shell/endpoints';
import { userQuery } from '../../lib/use-can.ts';
import { endpointQuery } from '../../lib/use-endpoint.ts';
import { useShellSettings } from './shell-context.tsx';
import { useLanguageFromSettings } from './staff-i18n.tsx';
import { createAppTheme } from './theme.ts';

/**
 * Initial data loads before any main-layout route shows (the guard handles signed-out users):
 * navigation, messages, notifications, shortcuts, the user and their shell settings, and the quick
 * chat's list (docs/product/shell.md#shell-calls).
 * A user with a first password set by an admin is sent to their profile to change it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!isSignedIn()) return null;
  const q = queryClient;
  const [user] = await Promise.all([
    q.ensureQueryData(userQuery),
    q.ensureQueryData(endpointQuery(e.navigation)),
    q.ensureQueryData(endpointQuery(inboxEndpoints.message.list)),
    q.ensureQueryData(endpointQuery(inboxEndpoints.notification.list)),
    q.ensureQueryData(endpointQuery(e.shortcuts)),
    q.ensureQueryData(endpointQuery(e.settings)),
    q.ensureQueryData(endpointQuery(chatEndpoints.chats)),
  ]);
  if (user.mustChangePassword && new URL(request.url).pathname !== '/profile') throw redirect('/profile');
  return null;
}

/** The staff shell: theme and scheme, then the layout chosen by config, ?layout= and the route. */
export function Component() {
  const { settings, loaded } = useShellSettings();
  useLanguageFromSettings(loaded ? settings.language : undefined);
  const [params] = useSearchParams();
  const matches = useMatches();
  const layout = chooseLayout(settings.layout, params.get('layout'), routeLayoutOf(matches));
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = resolveScheme(settings.scheme, prefersDark);
  const theme = useMemo(() => createAppTheme(settings.theme, mode), [settings.theme, mode]);
  useEffect(() => {
    applyBodyClasses(document.body, settings.theme, mode);
  }, [settings.theme, mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LoadingBar />
      <LayoutFrame layout={layout} />
    </ThemeProvider>
  );
}
