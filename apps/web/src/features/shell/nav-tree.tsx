import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
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
import { navHeadingColor } from './nav-contrast.ts';
import { NavIcon } from './nav-icon.tsx';
import { hasActiveChild, holdsSection, isLinkActive, toggleExpanded } from './nav-state.ts';

/** The full tree: groups, collapsables, basic links, dividers, spacers. */
export function NavTree({ items, autoCollapse, dark, onNavigate }: { items: ClientNavItem[]; autoCollapse: boolean; dark?: boolean; onNavigate?(): void }) {
  const { pathname } = useLocation();
  const headingColor = navHeadingColor(useTheme(), !!dark);
  const initiallyOpen = useMemo(() => {
    const s = new Set<string>();
    const walk = (list: ClientNavItem[]) => {
      for (const i of list) {
        if ((i.type === 'collapsable' || i.type === 'aside') && hasActiveChild(i, pathname)) s.add(i.id);
        // The collapsable of the page's section opens too (hr's landing page is its dashboard,
        // linked from Dashboards: Employee Management still opens on it).
        else if (i.type === 'collapsable' && holdsSection(i, pathname)) s.add(i.id);
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
