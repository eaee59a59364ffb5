import { useEffect, useMemo } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { queryClient } from '../../app/query-client.ts';
import { LoadingBar } from '../../app/loading-bar.tsx';
import { isSignedIn } from '../../lib/token.ts';
import { applyBodyClasses, chooseLayout, resolveScheme, routeLayoutOf } from './layout-choice.ts';
import { LayoutFrame } from './layouts.tsx';
import { loadInitialData } from './shell-api.ts';
import { I18nProvider, useShellSettings } from './shell-context.tsx';
import { createAppTheme } from './theme.ts';

/** Initial data loads before any main-layout route shows (the guard handles signed-out users). */
export async function loader() {
  if (!isSignedIn()) return null;
  return loadInitialData(queryClient);
}

/** The staff shell: theme and scheme, then the layout chosen by config, ?layout= and the route. */
export function Component() {
  const { settings } = useShellSettings();
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
      <I18nProvider>
        <LayoutFrame layout={layout} />
      </I18nProvider>
    </ThemeProvider>
  );
}
