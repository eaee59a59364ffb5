import { useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Fab from '@mui/material/Fab';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import SettingsIcon from '@mui/icons-material/Settings';
import LightModeIcon from '@mui/icons-material/LightMode';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import { LAYOUTS, THEMES, type Scheme } from '@wf/shared/contracts/shell/settings';
import { useShellSettings, useT } from './shell-context.tsx';
import { THEME_COLORS } from './theme.ts';

/** Layout, scheme and theme, saved for the signed-in user. */
export function SettingsPanel() {
  const { t } = useT();
  const { settings, update } = useShellSettings();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Fab
        size="small"
        color="primary"
        aria-label={t('shell.settings', 'Settings')}
        data-testid="settings-button"
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', right: { xs: 16, lg: 88 }, bottom: 64, zIndex: 1140 }}
      >
        <SettingsIcon />
      </Fab>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 340, p: 3 }} data-testid="settings-panel">
          <Typography variant="h6" sx={{ mb: 2 }}>
            {t('shell.settings', 'Settings')}
          </Typography>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('shell.theme', 'Theme')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mb: 3 }}>
            {THEMES.map((th) => (
              <Button
                key={th}
                variant={settings.theme === th ? 'contained' : 'outlined'}
                onClick={() => update({ theme: th })}
                data-theme={th}
                startIcon={<Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: THEME_COLORS[th].primary, border: '2px solid white' }} />}
                sx={{ justifyContent: 'flex-start' }}
              >
                {THEME_COLORS[th].label}
              </Button>
            ))}
          </Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('shell.scheme', 'Scheme')}
          </Typography>
          <ToggleButtonGroup exclusive fullWidth size="small" value={settings.scheme} onChange={(_e, v: Scheme | null) => v && update({ scheme: v })} sx={{ mb: 3 }}>
            <ToggleButton value="auto" aria-label="Auto">
              <BrightnessAutoIcon fontSize="small" sx={{ mr: 0.5 }} /> Auto
            </ToggleButton>
            <ToggleButton value="light" aria-label="Light">
              <LightModeIcon fontSize="small" sx={{ mr: 0.5 }} /> Light
            </ToggleButton>
            <ToggleButton value="dark" aria-label="Dark">
              <DarkModeIcon fontSize="small" sx={{ mr: 0.5 }} /> Dark
            </ToggleButton>
          </ToggleButtonGroup>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('shell.layout', 'Layout')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 1 }}>
            {LAYOUTS.map((l) => (
              <Button key={l} size="small" variant={settings.layout === l ? 'contained' : 'outlined'} onClick={() => update({ layout: l })} data-layout={l} sx={{ textTransform: 'capitalize' }}>
                {l}
              </Button>
            ))}
          </Box>
        </Box>
      </Drawer>
    </>
  );
}
