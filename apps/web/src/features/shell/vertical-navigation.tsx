import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { ClientNavItem } from './nav-model.ts';
import { NAV_DARK_BG } from './nav-contrast.ts';
import { useT } from './shell-context.tsx';
import { CompactItems, IconItems } from './nav-icon-items.tsx';
import { NavTree } from './nav-tree.tsx';
import { NAV_WIDTH, type DrawerAppearance, type DrawerMode } from './nav-width.ts';

export { NAV_WIDTH, type DrawerAppearance, type DrawerMode } from './nav-width.ts';
export { NavTree } from './nav-tree.tsx';

type Props = {
  /** Visible items (hidden ones already removed by visibleItems). */
  items: ClientNavItem[];
  mode: DrawerMode;
  appearance: DrawerAppearance;
  position?: 'left' | 'right';
  opened: boolean;
  onClose(): void;
  autoCollapse?: boolean;
  dark?: boolean;
  header?: ReactNode;
  footer?: ReactNode;
};

/**
 * The side navigation: 'side' sits in the page, 'over' floats above it with a dimmed overlay
 * that closes it. Appearances default / compact / dense / thin.
 */
export function VerticalNavigation(props: Props) {
  const { t } = useT();
  const { mode, appearance, opened, onClose, position = 'left' } = props;
  const [hover, setHover] = useState(false);
  const expandedLook = appearance === 'default' || (appearance === 'dense' && hover) || mode === 'over';
  const width = mode === 'over' ? NAV_WIDTH.default : NAV_WIDTH[appearance];

  const body = (
    <Box
      data-testid="vertical-navigation"
      data-appearance={appearance}
      data-mode={mode}
      data-position={position}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      sx={{
        width: appearance === 'dense' && hover && mode === 'side' ? NAV_WIDTH.default : width,
        transition: 'width 400ms cubic-bezier(0.25, 0.8, 0.25, 1)',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        overflowY: 'auto',
        overflowX: 'hidden',
        bgcolor: props.dark ? NAV_DARK_BG : 'background.paper',
        color: props.dark ? '#e5e7eb' : 'text.primary',
        borderRight: position === 'left' && !props.dark ? 1 : 0,
        borderLeft: position === 'right' && !props.dark ? 1 : 0,
        borderColor: 'divider',
        // Dense expands on hover over the page: rightwards from a left drawer, leftwards from a right one.
        ...(appearance === 'dense' && mode === 'side' ? (position === 'right' ? { position: 'absolute', top: 0, right: 0, zIndex: 3 } : { position: 'relative', zIndex: 3 }) : {}),
      }}
    >
      {props.header}
      <Box component="nav" aria-label={t('shell.mainNavigation')} sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {appearance === 'compact' && mode === 'side' ? (
          <CompactItems items={props.items} position={position} />
        ) : expandedLook ? (
          <NavTree items={props.items} autoCollapse={props.autoCollapse ?? true} dark={props.dark} />
        ) : (
          <IconItems items={props.items} dark={props.dark} />
        )}
      </Box>
      {props.footer}
    </Box>
  );

  if (mode === 'over') {
    return (
      <Drawer
        anchor={position}
        open={opened}
        onClose={onClose}
        transitionDuration={400}
        slotProps={{ backdrop: { 'data-testid': 'nav-overlay' } as object }}
      >
        {body}
      </Drawer>
    );
  }
  if (!opened) return null;
  return (
    <Box
      sx={{
        flex: '0 0 auto',
        width: appearance === 'dense' ? NAV_WIDTH.dense : width,
        position: 'sticky',
        top: 0,
        height: '100vh',
        order: position === 'right' ? 2 : 0,
        // Above the sticky toolbar, so the dense hover expansion and the compact aside panel cover it.
        zIndex: (th) => th.zIndex.appBar + 1,
      }}
    >
      {body}
    </Box>
  );
}
