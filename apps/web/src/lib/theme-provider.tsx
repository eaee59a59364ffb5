import { useMemo, type ReactNode } from 'react';
import SystemThemeProvider from '@mui/system/ThemeProvider';
import type { Theme } from '@mui/material/styles';

/**
 * MUI's ThemeProvider for a theme without CSS variables (what `@mui/material/styles`'
 * ThemeProvider does for one), without the CSS-variables provider and colour-scheme code it
 * also carries: the public pages' first load (docs/decisions/022).
 */
export function PlainThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  // `vars: null` as MUI sets it: no CSS variables inherited from a provider above.
  const plain = useMemo(() => ({ ...theme, vars: null }) as unknown as Theme, [theme]);
  return <SystemThemeProvider theme={plain}>{children}</SystemThemeProvider>;
}
