import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import SettingsIcon from '@mui/icons-material/Settings';
import LightModeIcon from '@mui/icons-material/LightMode';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import BrightnessAutoIcon from '@mui/icons-material/BrightnessAuto';
import AlignHorizontalLeftIcon from '@mui/icons-material/AlignHorizontalLeft';
import AlignHorizontalRightIcon from '@mui/icons-material/AlignHorizontalRight';
import { THEMES, type LayoutName, type NavPosition, type Scheme, type ThemeName } from '@wf/shared/contracts/shell/settings';
import { capitalized } from './format.ts';
import { SAVABLE_LAYOUTS } from './layout-choice.ts';
import { onSettingsPanelRequest } from './settings-panel-bus.ts';
import { useShellSettings, useT } from './shell-context.tsx';
import { THEME_COLORS } from './theme.ts';

const THEME_KEYS: Record<ThemeName, string> = {
  'theme-default': 'shell.themes.theme-default',
  'theme-brand': 'shell.themes.theme-brand',
  'theme-teal': 'shell.themes.theme-teal',
  'theme-rose': 'shell.themes.theme-rose',
  'theme-purple': 'shell.themes.theme-purple',
  'theme-amber': 'shell.themes.theme-amber',
};

const LAYOUT_KEYS: Record<LayoutName, string> = {
  empty: 'shell.layouts.empty',
  centered: 'shell.layouts.centered',
  enterprise: 'shell.layouts.enterprise',
  material: 'shell.layouts.material',
  modern: 'shell.layouts.modern',
  classic: 'shell.layouts.classic',
  classy: 'shell.layouts.classy',
  compact: 'shell.layouts.compact',
  dense: 'shell.layouts.dense',
  futuristic: 'shell.layouts.futuristic',
  thin: 'shell.layouts.thin',
};

/** Layout, scheme, theme and the navigation drawer's side, saved for the signed-in user. */
export function SettingsPanel() {
  const { t, lang } = useT();
  const { settings, update } = useShellSettings();
  const [open, setOpen] = useState(false);
  // Menu entries (the user menu's Settings) open the panel too.
  useEffect(() => onSettingsPanelRequest(() => setOpen(true)), []);
  return (
    <>
      {/* A toolbar button (and the user menu's Settings entry), never a floating one over the page. */}
      <Tooltip title={t('shell.settings')}>
        <IconButton
          color="inherit"
          aria-label={t('shell.settings')}
          data-testid="settings-button"
          onClick={() => setOpen(true)}
          // Phones reach it from the user menu: the toolbar has no room to spare there.
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 340, p: 3 }} data-testid="settings-panel">
          <Typography variant="h6" sx={{ mb: 2 }}>
            {t('shell.settings')}
          </Typography>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('shell.theme')}
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
                {t(THEME_KEYS[th])}
              </Button>
            ))}
          </Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('shell.scheme')}
          </Typography>
          <ToggleButtonGroup exclusive fullWidth size="small" value={settings.scheme} onChange={(_e, v: Scheme | null) => v && update({ scheme: v })} sx={{ mb: 3 }}>
            <ToggleButton value="auto" aria-label={t('shell.schemeAuto')}>
              <BrightnessAutoIcon fontSize="small" sx={{ mr: 0.5 }} /> {t('shell.schemeAuto')}
            </ToggleButton>
            <ToggleButton value="light" aria-label={t('shell.schemeLight')}>
              <LightModeIcon fontSize="small" sx={{ mr: 0.5 }} /> {t('shell.schemeLight')}
            </ToggleButton>
            <ToggleButton value="dark" aria-label={t('shell.schemeDark')}>
              <DarkModeIcon fontSize="small" sx={{ mr: 0.5 }} /> {t('shell.schemeDark')}
            </ToggleButton>
          </ToggleButtonGroup>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('shell.layout')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 1, mb: 3 }}>
            {SAVABLE_LAYOUTS.map((l) => (
              <Button key={l} size="small" variant={settings.layout === l ? 'contained' : 'outlined'} onClick={() => update({ layout: l })} data-layout={l} sx={{ textTransform: 'none' }}>
                {capitalized(t(LAYOUT_KEYS[l]), lang)}
              </Button>
            ))}
          </Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }} id="settings-nav-position">
            {t('shell.navPosition')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={settings.navPosition}
            onChange={(_e, v: NavPosition | null) => v && update({ navPosition: v })}
            aria-labelledby="settings-nav-position"
            data-testid="settings-nav-position"
          >
            <ToggleButton value="left" aria-label={t('shell.navLeft')}>
              <AlignHorizontalLeftIcon fontSize="small" sx={{ mr: 0.5 }} /> {t('shell.navLeft')}
            </ToggleButton>
            <ToggleButton value="right" aria-label={t('shell.navRight')}>
              <AlignHorizontalRightIcon fontSize="small" sx={{ mr: 0.5 }} /> {t('shell.navRight')}
            </ToggleButton>
          </ToggleButtonGroup>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('shell.navPositionHint')}
          </Typography>
        </Box>
      </Drawer>
    </>
  );
}
