import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import CircleIcon from '@mui/icons-material/Circle';
import { LANGUAGES, type LanguageId } from '@wf/shared/contracts/shell/settings';
import { PRESENCE, ROLE, type PresenceStatus } from '@wf/shared/enums/accounts';
import { NavMenuItem } from './horizontal-navigation.tsx';
import { bindNavigation, visibleItems } from './nav-model.ts';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { userQuery } from '../../lib/use-can.ts';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { useShellSettings, useT } from './shell-context.tsx';
import { SHELL_NAV_BINDINGS, USER_MENU, USER_MENU_KEYS } from './shell-nav-bindings.ts';

const FLAGS: Record<string, string> = { en: 'EN', tr: 'TR', zh: '中' };

export function LanguageSwitcher() {
  const { lang, setLang, t } = useT<LanguageId>();
  const { update } = useShellSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('shell.language')}>
        <Button
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          // The name holds the visible code (WCAG 2.5.3, label in name).
          aria-label={t('shell.languageButton', { code: FLAGS[lang] ?? lang })}
          data-testid="language-button"
          sx={{ minWidth: 40, fontWeight: 700 }}
        >
          {FLAGS[lang]}
        </Button>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((l) => (
          <MenuItem
            key={l.id}
            selected={l.id === lang}
            onClick={() => {
              // Shown at once, and saved to the account (main-layout follows the saved setting).
              setLang(l.id);
              update({ language: l.id });
              setAnchor(null);
            }}
          >
            <Box component="span" sx={{ width: 28, fontWeight: 700 }}>
              {FLAGS[l.id]}
            </Box>
            {l.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** docs/product/shell.md#toolbar: the two console messages when fullscreen is unsupported or fails. */
export async function toggleFullscreen(doc: Document = document): Promise<void> {
  if (!doc.fullscreenEnabled || !doc.documentElement.requestFullscreen) {
    console.log('Fullscreen is not available in this browser.');
    return;
  }
  if (doc.fullscreenElement) {
    await doc.exitFullscreen().catch(() => undefined);
    return;
  }
  try {
    await doc.documentElement.requestFullscreen();
  } catch {
    console.error('Entering fullscreen mode failed.');
  }
}

export function FullscreenToggle() {
  const { t } = useT();
  const [full, setFull] = useState(false);
  return (
    <Tooltip title={t('shell.fullscreen')}>
      <IconButton
        color="inherit"
        aria-label={t('shell.fullscreen')}
        onClick={async () => {
          await toggleFullscreen();
          setFull(!!document.fullscreenElement);
        }}
      >
        {full ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
}

const STATUS_COLOR: Record<PresenceStatus, string> = {
  online: '#22c55e',
  away: '#f59e0b',
  busy: '#ef4444',
  'not-visible': '#94a3b8',
};

/** Avatar with presence; menu with name, email, status choices (saved), profile, settings and sign-out. */
export function UserMenu({ showName }: { showName?: boolean }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const { data: user } = useQuery(userQuery);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const entries = useMemo(() => visibleItems(bindNavigation(USER_MENU, SHELL_NAV_BINDINGS), { user }), [user]);
  // The presence is saved; the answer is the user as saved.
  const status = useEndpointMutation(commonEndpoints.updateUser, {
    onSuccess: (u) => client.setQueryData(userQuery.queryKey, u),
  });
  if (!user) return null;
  return (
    <>
      <IconButton
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        // With the name shown, the button is named by it (WCAG 2.5.3, label in name; the avatar's
        // initial is hidden from assistive technology); with the avatar alone, "User menu".
        aria-label={showName ? undefined : t('shell.userMenu')}
        aria-haspopup="menu"
        data-testid="user-menu-button"
        sx={{ p: 0.5 }}
      >
        <Badge
          aria-hidden={showName || undefined}
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          badgeContent={
            <CircleIcon
              sx={{ fontSize: 12, color: STATUS_COLOR[user.status], bgcolor: 'background.paper', borderRadius: '50%' }}
            />
          }
        >
          <Avatar src={user.avatar ?? undefined} alt={user.name} sx={{ width: 34, height: 34 }}>
            {user.name[0]}
          </Avatar>
        </Badge>
        {showName && (
          <Typography sx={{ ml: 1, color: 'inherit', fontSize: 14, fontWeight: 600 }} noWrap>
            {user.name}
          </Typography>
        )}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, minWidth: 220 }}>
          <Typography variant="caption" color="text.secondary">
            {t('shell.signedInAs')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} data-testid="user-name">
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            @{user.username} · {t(ROLE.key(user.role))}
          </Typography>
        </Box>
        <Divider />
        {PRESENCE.values.map((s) => (
          <MenuItem key={s} selected={user.status === s} onClick={() => status.mutate({ body: { user: { status: s } } })}>
            <ListItemIcon>
              <CircleIcon sx={{ fontSize: 12, color: STATUS_COLOR[s] }} />
            </ListItemIcon>
            {t(PRESENCE.key(s))}
          </MenuItem>
        ))}
        <Divider />
        {entries.map((item) => (
          <NavMenuItem
            key={item.id}
            item={item}
            pathname={pathname}
            onDone={() => setAnchor(null)}
            label={(k => (k ? t(k) : item.title))(USER_MENU_KEYS[item.id])}
            testId={item.id === 'user.sign-out' ? 'sign-out-link' : undefined}
          />
        ))}
      </Menu>
    </>
  );
}
