import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { navAction, type ClientNavItem } from './nav-model.ts';
import { NavIcon } from './nav-icon.tsx';
import { hasActiveChild, isLinkActive } from './nav-state.ts';
import { NavTree } from './nav-tree.tsx';
import { NAV_WIDTH } from './nav-width.ts';

/** The side navigation's narrow looks: icons only (thin, collapsed dense) and compact (icon above title). */

/** Thin / collapsed dense: one icon per top-level entry; a collapsable opens a small tree below. */
export function IconItems({ items, dark }: { items: ClientNavItem[]; dark?: boolean }) {
  const { pathname } = useLocation();
  const flat = items.flatMap((i) => (i.type === 'group' ? (i.children ?? []) : [i])).filter((i) => i.type !== 'spacer');
  return (
    <List disablePadding sx={{ py: 1 }}>
      {flat.map((item) =>
        // Every child of a list is a list item (WCAG 1.3.1), the rule too.
        item.type === 'divider' ? (
          <li key={item.id}>
            <Divider sx={{ my: 1, borderColor: dark ? 'rgba(255,255,255,0.12)' : 'divider' }} />
          </li>
        ) : item.function ? (
          <li key={item.id}>
            <Tooltip title={item.title ?? ''} placement="right">
              <ListItemButton
                onClick={() => {
                  const action = navAction(item);
                  if (action.kind === 'function') action.run();
                }}
                disabled={item.disabled}
                aria-label={item.title}
                data-nav-function={item.id}
                sx={{ justifyContent: 'center', mx: 1, my: 0.5, borderRadius: 1.5, minHeight: 44 }}
              >
                <NavIcon name={item.icon ?? 'apps'} fontSize="small" />
              </ListItemButton>
            </Tooltip>
          </li>
        ) : (
          <li key={item.id}>
            <Tooltip title={item.title ?? ''} placement="right">
              <ListItemButton
                component={NavLink}
                to={item.link ?? firstLink(item) ?? '/'}
                selected={item.link ? isLinkActive(item.link, pathname, item.exactMatch) : hasActiveChild(item, pathname)}
                disabled={item.disabled}
                aria-label={item.title}
                sx={{ justifyContent: 'center', mx: 1, my: 0.5, borderRadius: 1.5, minHeight: 44 }}
              >
                <NavIcon name={item.icon ?? 'apps'} fontSize="small" />
              </ListItemButton>
            </Tooltip>
          </li>
        ),
      )}
    </List>
  );
}

/** Compact (112 px): icon above title per aside entry; its panel lists the entry's children. */
export function CompactItems({ items, position }: { items: ClientNavItem[]; position: 'left' | 'right' }) {
  const { pathname } = useLocation();
  const [aside, setAside] = useState<string | null>(null);
  // The panel opens beside the drawer: at its right edge (drawer on the left) or its left edge.
  const [edge, setEdge] = useState(NAV_WIDTH.compact);
  // A route change closes an open aside.
  useEffect(() => {
    setAside(null);
  }, [pathname]);
  const open = items.find((i) => i.id === aside);
  return (
    <>
      <List disablePadding sx={{ py: 1 }}>
        {items
          .filter((i) => i.type !== 'divider' && i.type !== 'spacer')
          .map((item) => (
            <li key={item.id}>
              <ListItemButton
                selected={aside === item.id || hasActiveChild(item, pathname)}
                onClick={(e) => {
                  const nav = e.currentTarget.closest('[data-testid="vertical-navigation"]')?.getBoundingClientRect();
                  if (nav) setEdge(position === 'right' ? window.innerWidth - nav.left : nav.right);
                  setAside((a) => (a === item.id ? null : item.id));
                }}
                aria-label={item.title}
                sx={{ flexDirection: 'column', mx: 1, my: 0.5, borderRadius: 1.5, py: 1.5 }}
              >
                <NavIcon name={item.icon ?? 'apps'} />
                <Typography variant="caption" sx={{ mt: 0.5, textAlign: 'center', lineHeight: 1.2 }}>
                  {item.title}
                </Typography>
              </ListItemButton>
            </li>
          ))}
      </List>
      {open && (
        <Box
          data-testid="nav-aside"
          data-position={position}
          sx={{ position: 'fixed', [position === 'right' ? 'right' : 'left']: edge, top: 0, bottom: 0, width: 280, bgcolor: 'background.paper', color: 'text.primary', boxShadow: 8, zIndex: 1200, overflowY: 'auto' }}
        >
          <Typography variant="subtitle2" sx={{ px: 3, pt: 3, color: 'primary.main', fontWeight: 700, textTransform: 'uppercase' }}>
            {open.title}
          </Typography>
          <NavTree items={open.children ?? []} autoCollapse dark={false} onNavigate={() => setAside(null)} />
        </Box>
      )}
      {open && <Box onClick={() => setAside(null)} sx={{ position: 'fixed', inset: 0, zIndex: 1100 }} />}
    </>
  );
}

function firstLink(item: ClientNavItem): string | undefined {
  if (item.link) return item.link;
  for (const c of item.children ?? []) {
    const l = firstLink(c);
    if (l) return l;
  }
  return undefined;
}
