import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { navAction, type ClientNavItem } from './nav-model.ts';
import { NAV_DARK_BG, navHeadingColor } from './nav-contrast.ts';
import { useT } from './shell-context.tsx';
import { NavIcon } from './nav-icon.tsx';
import { hasActiveChild, isLinkActive, toggleExpanded } from './nav-state.ts';

export type DrawerMode = 'side' | 'over';
export type DrawerAppearance = 'default' | 'compact' | 'dense' | 'thin';

/** Spec section 9: 280 px, compact 112, dense 80 (expands on hover), thin 80. */
export const NAV_WIDTH: Record<DrawerAppearance, number> = { default: 280, compact: 112, dense: 80, thin: 80 };

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

/** The full tree: groups, collapsables, basic links, dividers, spacers. */
export function NavTree({ items, autoCollapse, dark, onNavigate }: { items: ClientNavItem[]; autoCollapse: boolean; dark?: boolean; onNavigate?(): void }) {
  const { pathname } = useLocation();
  const headingColor = navHeadingColor(useTheme(), !!dark);
  const initiallyOpen = useMemo(() => {
    const s = new Set<string>();
    const walk = (list: ClientNavItem[]) => {
      for (const i of list) {
        if ((i.type === 'collapsable' || i.type === 'aside') && hasActiveChild(i, pathname)) s.add(i.id);
        if (i.children) walk(i.children);
      }
    };
    walk(items);
    return s;
  }, [items, pathname]);
  const [expanded, setExpanded] = useState<Set<string>>(initiallyOpen);
  // A collapsable expands when one of its child links becomes active.
  useEffect(() => {
    setExpanded((prev) => {
      const missing = [...initiallyOpen].filter((id) => !prev.has(id));
      return missing.length ? new Set([...prev, ...missing]) : prev;
    });
  }, [initiallyOpen]);

  const render = (list: ClientNavItem[], depth: number): ReactNode[] =>
    list.map((item) => {
        switch (item.type) {
          // Every child of a list is a list item (WCAG 1.3.1): the rule and the spacer too.
          case 'divider':
            return (
              <li key={item.id}>
                <Divider sx={{ my: 1, borderColor: dark ? 'rgba(255,255,255,0.12)' : 'divider' }} />
              </li>
            );
          case 'spacer':
            return <Box key={item.id} component="li" aria-hidden sx={{ flex: 1 }} />;
          case 'group':
            return (
              <Box key={item.id} component="li" sx={{ listStyle: 'none' }}>
                <ListSubheader
                  component="div"
                  disableSticky
                  sx={{ bgcolor: 'transparent', color: headingColor, fontWeight: 700, fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.6, lineHeight: '32px', mt: 1 }}
                >
                  {item.title}
                  {item.subtitle && <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', textTransform: 'none' }}>{item.subtitle}</Typography>}
                </ListSubheader>
                <List disablePadding>{render(item.children ?? [], depth)}</List>
              </Box>
            );
          case 'collapsable':
          case 'aside': {
            const open = expanded.has(item.id);
            return (
              <Box key={item.id} component="li" sx={{ listStyle: 'none' }}>
                <ListItemButton
                  disabled={item.disabled}
                  aria-expanded={open}
                  onClick={() => setExpanded((e) => toggleExpanded(e, item, list, autoCollapse))}
                  sx={{ pl: 2 + depth * 2, borderRadius: 1.5, mx: 1, my: 0.25 }}
                >
                  {item.icon && (
                    <ListItemIcon sx={{ minWidth: 36, color: 'inherit', opacity: 0.8 }}>
                      <NavIcon name={item.icon} fontSize="small" />
                    </ListItemIcon>
                  )}
                  <ListItemText primary={item.title} secondary={item.subtitle} slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500 } } }} />
                  {item.badge && <Chip size="small" label={item.badge.title} color="primary" sx={{ mr: 1 }} />}
                  {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                </ListItemButton>
                <Collapse in={open} timeout="auto" unmountOnExit>
                  <List disablePadding>{render(item.children ?? [], depth + 1)}</List>
                </Collapse>
              </Box>
            );
          }
          case 'basic':
          default:
            return (
              <li key={item.id}>
                <BasicItem item={item} depth={depth} pathname={pathname} onNavigate={onNavigate} />
              </li>
            );
        }
      });

  return <List disablePadding sx={{ py: 1 }}>{render(items, 0)}</List>;
}

function BasicItem({ item, depth, pathname, onNavigate }: { item: ClientNavItem; depth: number; pathname: string; onNavigate?(): void }) {
  const content = (
    <>
      {item.icon && (
        <ListItemIcon sx={{ minWidth: 36, color: 'inherit', opacity: 0.8 }}>
          <NavIcon name={item.icon} fontSize="small" />
        </ListItemIcon>
      )}
      <ListItemText primary={item.title} secondary={item.subtitle} slotProps={{ primary: { sx: { fontSize: 14 } } }} />
      {item.badge && <Chip size="small" label={item.badge.title} color="primary" />}
    </>
  );
  const sx = { pl: 2 + depth * 2 + (item.icon ? 0 : depth > 0 ? 2.5 : 0), borderRadius: 1.5, mx: 1, my: 0.25 };
  const action = navAction(item);
  const button =
    action.kind === 'function' ? (
      // The item's handler runs instead of a navigation.
      <ListItemButton
        data-nav-function={item.id}
        onClick={() => {
          action.run();
          onNavigate?.();
        }}
        sx={sx}
      >
        {content}
      </ListItemButton>
    ) : action.kind === 'external' ? (
      <ListItemButton component="a" href={action.href} target={action.target} rel="noopener noreferrer" sx={sx}>
        {content}
      </ListItemButton>
    ) : action.kind === 'route' ? (
      <ListItemButton component={NavLink} to={action.to} end={item.exactMatch} selected={isLinkActive(item.link, pathname, item.exactMatch)} onClick={onNavigate} sx={sx}>
        {content}
      </ListItemButton>
    ) : (
      <ListItemButton disabled sx={sx}>
        {content}
      </ListItemButton>
    );
  return item.tooltip ? <Tooltip title={item.tooltip} placement="right">{button}</Tooltip> : button;
}

/** Thin / collapsed dense: one icon per top-level entry; a collapsable opens a small tree below. */
function IconItems({ items, dark }: { items: ClientNavItem[]; dark?: boolean }) {
  const { pathname } = useLocation();
  const flat = items.flatMap((i) => (i.type === 'group' ? (i.children ?? []) : [i])).filter((i) => i.type !== 'spacer');
  return (
    <List disablePadding sx={{ py: 1 }}>
      {flat.map((item) =>
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
function CompactItems({ items, position }: { items: ClientNavItem[]; position: 'left' | 'right' }) {
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
