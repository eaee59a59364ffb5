import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useT } from './shell-context.tsx';

/** Every menu route exists; a section whose work has not landed yet shows this, never fake data. */
export function Component() {
  const { t } = useT();
  const { pathname } = useLocation();
  return (
    <Box sx={{ p: { xs: 3, md: 6 }, display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center' }} data-testid="not-available">
      <Box>
        <ConstructionIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
        <Typography variant="h5" component="h1" sx={{ mt: 2, fontWeight: 700 }}>
          {t('shell.notAvailable')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 480 }}>
          {t('shell.notAvailableText')}
        </Typography>
        <Typography variant="caption" color="text.disabled" sx={{ display: 'block', mt: 2 }}>
          {pathname}
        </Typography>
      </Box>
    </Box>
  );
}
