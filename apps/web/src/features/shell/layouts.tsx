import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import type { Navigation } from '@wf/shared/contracts/shell/navigation';
import type { LayoutName } from '@wf/shared/contracts/shell/settings';
import { HorizontalNavigation } from './horizontal-navigation.tsx';
import { bindNavigation, visibleItems } from './nav-model.ts';
import { translateNav } from './nav-titles.ts';
import { QuickChat, QuickChatButton } from '../apps/chat/index.ts';
import { SettingsPanel } from './settings-panel.tsx';
import { shellEndpoints } from '@wf/shared/contracts/shell/endpoints';
import { userQuery } from '../../lib/use-can.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { useShellSettings, useT } from './shell-context.tsx';
import { SHELL_NAV_BINDINGS } from './shell-nav-bindings.ts';
import { FullscreenToggle, LanguageSwitcher, UserMenu } from './toolbar-misc.tsx';
import { InboxPanel } from './toolbar-inbox.tsx';
import { SearchBar } from './toolbar-search.tsx';
import { ShortcutsPanel } from './toolbar-shortcuts.tsx';
import { VerticalNavigation, type DrawerAppearance } from './vertical-navigation.tsx';
import * as clock from '@wf/shared/domain/clock';

/**
 * The eleven layouts as small variants of the same pieces: navigation (vertical with an
 * appearance, or horizontal), a toolbar, the page and a footer.
 */
type Variant = {
  nav: 'vertical' | 'horizontal' | 'none';
  appearance: DrawerAppearance;
  menu: keyof Navigation;
  navDark?: boolean;
  navHeader?: 'user' | 'logo' | 'mark';
  navFooter?: 'user';
  header: 'plain' | 'primary';
  contained?: boolean;
  navInHeader?: boolean;
};

export const VARIANTS: Record<LayoutName, Variant> = {
  empty: { nav: 'none', appearance: 'default', menu: 'default', header: 'plain' },
  centered: { nav: 'horizontal', appearance: 'default', menu: 'horizontal', header: 'plain', contained: true },
  enterprise: { nav: 'horizontal', appearance: 'default', menu: 'horizontal', header: 'primary' },
  material: { nav: 'horizontal', appearance: 'default', menu: 'horizontal', header: 'primary', contained: true },
  modern: { nav: 'horizontal', appearance: 'default', menu: 'horizontal', header: 'plain', navInHeader: true },
  classic: { nav: 'vertical', appearance: 'default', menu: 'default', header: 'plain', navDark: true, navHeader: 'logo' },
  classy: { nav: 'vertical', appearance: 'default', menu: 'default', header: 'plain', navDark: true, navHeader: 'user' },
  compact: { nav: 'vertical', appearance: 'compact', menu: 'compact', header: 'plain', navDark: true, navHeader: 'mark' },
  dense: { nav: 'vertical', appearance: 'dense', menu: 'default', header: 'plain', navDark: true, navHeader: 'mark' },
  futuristic: { nav: 'vertical', appearance: 'default', menu: 'futuristic', header: 'plain', navHeader: 'logo', navFooter: 'user' },
  thin: { nav: 'vertical', appearance: 'thin', menu: 'default', header: 'plain', navHeader: 'mark' },
};

function Logo({ small, inverted }: { small?: boolean; inverted?: boolean }) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ width: 32, height: 32, borderRadius: 1.5, bgcolor: inverted ? 'common.white' : 'brand.main', color: inverted ? 'brand.main' : 'brand.contrastText', display: 'grid', placeItems: 'center', fontWeight: 800 }}>
        W
      </Box>
      {!small && (
        <Typography sx={{ fontWeight: 700, fontSize: 18, color: 'inherit' }} noWrap>
          {t('shell.copyright')}
        </Typography>
      )}
    </Box>
  );
}

function NavUser() {
  const { data: user } = useQuery(userQuery);
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', py: 3, px: 2, textAlign: 'center' }} data-testid="nav-user">
      <Avatar src={user.avatar ?? undefined} sx={{ width: 72, height: 72, mb: 1, fontSize: 28 }}>
        {user.name[0]}
      </Avatar>
      <Typography sx={{ fontWeight: 600 }} noWrap>
        {user.name}
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.7 }} noWrap>
        {user.email}
      </Typography>
    </Box>
  );
}

function ToolbarActions() {
  return (
    <>
      <LanguageSwitcher />
      <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        <FullscreenToggle />
      </Box>
      <SearchBar />
      <ShortcutsPanel />
      <InboxPanel kind="messages" />
      <InboxPanel kind="notifications" />
      <QuickChatButton />
    </>
  );
}

function Footer() {
  const { t } = useT();
  return (
    <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', color: 'text.secondary', fontSize: 13, bgcolor: 'background.paper' }} data-testid="footer">
      {`${t('shell.copyright')} © ${clock.now().getFullYear()}`}
    </Box>
  );
}

export function LayoutFrame({ layout }: { layout: LayoutName }) {
  const { t } = useT();
  const v = VARIANTS[layout];
  const mdUp = useMediaQuery((th: Theme) => th.breakpoints.up('md'));
  const lgUp = useMediaQuery((th: Theme) => th.breakpoints.up('lg'));
  const { data: nav } = useEndpoint(shellEndpoints.navigation);
  const { data: user } = useQuery(userQuery);
  const { settings } = useShellSettings();
  const position = settings.navPosition;
  const { pathname } = useLocation();
  // Server items bound to the shell's handlers and predicates, then resolved for this user.
  // Titles through the catalogue (shell.nav.<id>): nav-titles.ts.
  const navItems = useMemo(
    () => translateNav(visibleItems(bindNavigation(nav?.[v.menu] ?? [], SHELL_NAV_BINDINGS), { user }), t),
    [nav, v.menu, user, t],
  );
  const phoneItems = useMemo(
    () => translateNav(visibleItems(bindNavigation(nav?.default ?? [], SHELL_NAV_BINDINGS), { user }), t),
    [nav, user, t],
  );
  const [sideOpen, setSideOpen] = useState(true);
  const [overOpen, setOverOpen] = useState(false);
  // A route change closes an open over-mode drawer.
  useEffect(() => {
    setOverOpen(false);
  }, [pathname]);

  if (v.nav === 'none') {
    return (
      <Box data-layout={layout} sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <Outlet />
      </Box>
    );
  }

  const vertical = v.nav === 'vertical' && mdUp;
  const horizontalBar = v.nav === 'horizontal' && mdUp;
  const navHeader = (small: boolean): ReactNode =>
    v.navHeader === 'user' && !small ? (
      <>
        <Box sx={{ px: 3, pt: 2.5 }}>
          <Logo inverted />
        </Box>
        <NavUser />
      </>
    ) : (
      <Box sx={{ px: small ? 0 : 3, py: 2.5, display: 'flex', justifyContent: small ? 'center' : 'flex-start', minHeight: 64 }}>
        <Logo small={small} inverted={v.navDark} />
      </Box>
    );

  const toolbarColors = v.header === 'primary' ? { bgcolor: 'brand.main', color: 'brand.contrastText' } : { bgcolor: 'background.paper', color: 'text.primary' };
  const menuButton = (
    <IconButton
      color="inherit"
      aria-label={t('shell.toggleNavigation')}
      data-testid="nav-toggle"
      onClick={() => (vertical ? setSideOpen((o) => !o) : setOverOpen(true))}
      sx={{ mr: 1 }}
    >
      <MenuIcon />
    </IconButton>
  );

  return (
    <Box data-layout={layout} data-nav-position={position} sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default', pr: lgUp ? '72px' : 0 }}>
      {vertical && (
        <VerticalNavigation
          items={navItems}
          mode="side"
          appearance={v.appearance}
          position={position}
          opened={sideOpen}
          onClose={() => setSideOpen(false)}
          dark={v.navDark}
          header={navHeader(v.appearance !== 'default')}
          footer={v.navFooter === 'user' ? <NavUser /> : undefined}
        />
      )}
      {!mdUp && (
        <VerticalNavigation
          items={phoneItems}
          mode="over"
          appearance="default"
          position={position}
          opened={overOpen}
          onClose={() => setOverOpen(false)}
          dark={v.navDark}
          header={navHeader(false)}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" elevation={0} sx={{ ...toolbarColors, borderBottom: 1, borderColor: 'divider', zIndex: 1100 }}>
          <Toolbar sx={{ gap: { xs: 0, sm: 0.5 }, position: 'relative', minHeight: { xs: 64 }, px: { xs: 1, sm: 2 } }} data-testid="toolbar">
            {(v.nav === 'vertical' || !mdUp) && menuButton}
            {v.nav === 'horizontal' && mdUp && <Logo inverted={v.header === 'primary'} />}
            {v.navInHeader && horizontalBar && (
              <Box sx={{ ml: 3 }}>
                <HorizontalNavigation items={navItems} />
              </Box>
            )}
            <Box sx={{ flex: 1 }} />
            <ToolbarActions />
            <SettingsPanel />
            <UserMenu showName={v.nav === 'horizontal' && lgUp} />
          </Toolbar>
          {horizontalBar && !v.navInHeader && (
            <Box sx={{ px: 2, py: 0.75, borderTop: 1, borderColor: v.header === 'primary' ? 'rgba(255,255,255,0.16)' : 'divider', ...(v.contained ? { maxWidth: 1280, mx: 'auto', width: '100%' } : {}) }}>
              <HorizontalNavigation items={navItems} inverted={v.header === 'primary'} />
            </Box>
          )}
        </AppBar>
        <Box component="main" sx={{ flex: 1, ...(v.contained ? { width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 0, md: 2 }, py: { md: 2 } } : {}) }}>
          <Box sx={v.contained ? { bgcolor: 'background.paper', borderRadius: { md: 2 }, boxShadow: { md: 1 }, minHeight: '100%', overflow: 'hidden' } : { minHeight: '100%' }}>
            <Outlet />
          </Box>
        </Box>
        <Footer />
      </Box>
      <QuickChat />
    </Box>
  );
}

