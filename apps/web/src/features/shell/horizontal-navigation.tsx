import { useState, type MouseEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { NavItem } from '@wf/shared/contracts/shell/navigation';
import { NavIcon } from './nav-icon.tsx';
import { hasActiveChild, isLinkActive } from './nav-state.ts';

/** The horizontal bar of wide layouts: one button per top-level entry, its links in a menu. */
export function HorizontalNavigation({ items, inverted }: { items: NavItem[]; inverted?: boolean }) {
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<{ el: HTMLElement; id: string } | null>(null);
  const open = items.find((i) => i.id === anchor?.id);
  return (
    <Box component="nav" aria-label="Main navigation" data-testid="horizontal-navigation" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {items
        .filter((i) => !i.hidden && i.type !== 'divider' && i.type !== 'spacer')
        .map((item) => {
          const active = item.link ? isLinkActive(item.link, pathname, item.exactMatch) : hasActiveChild(item, pathname);
          const common = {
            startIcon: <NavIcon name={item.icon ?? 'apps'} fontSize="small" />,
            disabled: item.disabled,
            sx: {
              color: inverted ? 'inherit' : active ? 'primary.main' : 'text.primary',
              bgcolor: active ? (inverted ? 'rgba(255,255,255,0.16)' : 'action.selected') : undefined,
              px: 1.5,
            },
          };
          return item.link ? (
            <Button key={item.id} component={NavLink} to={item.link} {...common}>
              {item.title}
            </Button>
          ) : (
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

function menuEntries(items: NavItem[], pathname: string, close: () => void): React.ReactNode[] {
  return items
    .filter((i) => !i.hidden)
    .flatMap((item) => {
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
      return [
        item.externalLink ? (
          <MenuItem key={item.id} component="a" href={item.link} target={item.target ?? '_blank'} rel="noopener noreferrer" onClick={close}>
            {item.title}
          </MenuItem>
        ) : (
          <MenuItem
            key={item.id}
            component={NavLink}
            to={item.link ?? '/'}
            disabled={item.disabled}
            selected={isLinkActive(item.link, pathname, item.exactMatch)}
            onClick={close}
            sx={{ pl: 3 }}
          >
            {item.title}
          </MenuItem>
        ),
      ];
    });
}
