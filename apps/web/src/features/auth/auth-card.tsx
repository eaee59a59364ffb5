import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import { PlainThemeProvider } from '../../lib/theme-provider.tsx';

// No router here: the sign-in page renders without one (the public entry, docs/decisions/022).

/** The auth pages' own small theme (the full shell theme loads with the main layout). */
const authTheme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 } },
  palette: { primary: { main: '#4f46e5' }, background: { default: '#f1f5f9' } },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', button: { textTransform: 'none', fontWeight: 600 } },
});

/** Empty layout for sign-in and friends: a centred card with the logo. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <PlainThemeProvider theme={authTheme}>
      <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'center', bgcolor: '#f1f5f9', fontFamily: 'Inter, system-ui, sans-serif' }}>
        <Paper elevation={0} sx={{ width: { xs: '100%', sm: 440 }, p: { xs: 3, sm: 6 }, borderRadius: { xs: 0, sm: 4 }, boxShadow: { sm: '0 10px 30px rgba(15,23,42,0.08)' } }}>
          <Box sx={{ width: 44, height: 44, borderRadius: 2, bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 800, fontSize: 22 }} aria-hidden>
            W
          </Box>
          <Typography variant="h4" component="h1" sx={{ mt: 4, fontWeight: 800, letterSpacing: -0.5 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography component="div" sx={{ mt: 0.5, color: 'text.secondary' }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 4 }}>{children}</Box>
        </Paper>
      </Box>
    </PlainThemeProvider>
  );
}

/** Only same-site paths are followed after sign-in. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : '/';
}
