import { useState, type MouseEvent, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { navAction, type ClientNavItem } from './nav-model.ts';
import { selectedNavColors } from './nav-contrast.ts';
import { useT } from './shell-context.tsx';
import { NavIcon } from './nav-icon.tsx';
import { hasActiveChild, isLinkActive } from './nav-state.ts';

/** The horizontal bar of wide layouts: one button per top-level entry, its links in a menu. */
export function HorizontalNavigation({ items, inverted }: { items: ClientNavItem[]; inverted?: boolean }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const theme = useTheme();
  const selected = selectedNavColors(theme, !!inverted);
  const [anchor, setAnchor] = useState<{ el: HTMLElement; id: string } | null>(null);
  const open = items.find((i) => i.id === anchor?.id);
  return (
    <Box component="nav" aria-label={t('shell.mainNavigation')} data-testid="horizontal-navigation" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {items
        .filter((i) => i.type !== 'divider' && i.type !== 'spacer')
        .map((item) => {
          const active = item.link ? isLinkActive(item.link, pathname, item.exactMatch) : hasActiveChild(item, pathname);
          const common = {
            startIcon: <NavIcon name={item.icon ?? 'apps'} fontSize="small" />,
            disabled: item.disabled,
            'data-active': active || undefined,
            sx: {
              // Theme colour names, not text.
              // eslint-disable-next-line i18next/no-literal-string
              color: active ? selected.color : inverted ? 'inherit' : 'text.primary',
              bgcolor: active ? selected.bgcolor : undefined,
              '&:hover': active ? { bgcolor: selected.bgcolor } : {},
              px: 1.5,
            },
          };
          if (!item.children?.length) {
            const action = navAction(item);
            if (action.kind === 'function')
              return (
                <Button key={item.id} {...common} onClick={action.run} data-nav-function={item.id}>
                  {item.title}
                </Button>
              );
            if (action.kind === 'external')
              return (
                <Button key={item.id} {...common} href={action.href} target={action.target} rel="noopener noreferrer">
                  {item.title}
                </Button>
              );
            if (action.kind === 'route')
              return (
                <Button key={item.id} component={NavLink} to={action.to} {...common}>
                  {item.title}
                </Button>
              );
            return (
              <Button key={item.id} {...common} disabled>
                {item.title}
              </Button>
            );
          }
          return (
            <Button
              key={item.id}
              {...common}
              endIcon={<ExpandMore fontSize="small" />}
              aria-haspopup="menu"
              onClick={(e: MouseEvent<HTMLElement>) => setAnchor({ el: e.currentTarget, id: item.id })}
            >
              {item.title}
            </Button>
          );
        })}
      <Menu anchorEl={anchor?.el} open={!!open} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxHeight: '70vh', minWidth: 260 } } }}>
        {open ? menuEntries(open.children ?? [], pathname, () => setAnchor(null)) : null}
      </Menu>
    </Box>
  );
}

function menuEntries(items: ClientNavItem[], pathname: string, close: () => void): ReactNode[] {
  return items.flatMap((item) => {
    if (item.type === 'divider') return [<Divider key={item.id} />];
    if (item.type === 'spacer') return [];
    if (item.children?.length) {
      return [
        <ListSubheader key={item.id} sx={{ lineHeight: '32px', fontWeight: 700 }}>
          {item.title}
        </ListSubheader>,
        ...menuEntries(item.children, pathname, close),
      ];
    }
    return [<NavMenuItem key={item.id} item={item} pathname={pathname} onDone={close} sx={{ pl: 3 }} />];
  });
}

/**
 * One leaf item as a menu entry (the horizontal bar's menus, the user menu): a handler item runs
 * its handler instead of navigating; external links open in their target; app links route.
 */
export function NavMenuItem(props: { item: ClientNavItem; pathname: string; onDone(): void; label?: string; testId?: string; sx?: object }) {
  const { item, pathname, onDone, label, testId, sx } = props;
  const action = navAction(item);
  const icon = item.icon && (
    <ListItemIcon>
      <NavIcon name={item.icon} fontSize="small" />
    </ListItemIcon>
  );
  const text = label ?? item.title;
  const common = { 'data-nav-id': item.id, 'data-testid': testId, sx };
  switch (action.kind) {
    case 'function':
      return (
        <MenuItem
          {...common}
          onClick={() => {
            onDone();
            action.run();
          }}
        >
          {icon}
          {text}
        </MenuItem>
      );
    case 'external':
      return (
        <MenuItem {...common} component="a" href={action.href} target={action.target} rel="noopener noreferrer" onClick={onDone}>
          {icon}
          {text}
        </MenuItem>
      );
    case 'route':
      return (
        <MenuItem {...common} component={NavLink} to={action.to} selected={isLinkActive(item.link, pathname, item.exactMatch)} onClick={onDone}>
          {icon}
          {text}
        </MenuItem>
      );
    default:
      return (
        <MenuItem {...common} disabled>
          {icon}
          {text}
        </MenuItem>
      );
  }
}
