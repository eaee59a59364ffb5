import { useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import CheckIcon from '@mui/icons-material/Check';
import type { Shortcut } from '@wf/shared/contracts/shell/shortcuts';
import { ApiError } from '../../lib/api.ts';
import { ICON_NAMES, NavIcon } from './nav-icon.tsx';
import { shellApi, shellQueries } from './shell-api.ts';
import { useT } from './shell-context.tsx';
import { initialShortcutsState, isShortcutFormValid, shortcutsReducer } from './shortcuts-machine.ts';

/** Shortcuts panel: 2-column grid, modes view / modify / add / edit (see shortcuts-machine.ts). */
export function ShortcutsPanel() {
  const { t } = useT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data: shortcuts = [] } = useQuery(shellQueries.shortcuts);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [state, dispatch] = useReducer(shortcutsReducer, initialShortcutsState);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: shellQueries.shortcuts.queryKey });

  const save = useMutation({
    mutationFn: () => {
      const { id, ...f } = state.form;
      const shortcut = { ...f, description: f.description.trim() || null };
      return shellApi.saveShortcut(id, shortcut);
    },
    onSuccess: async () => {
      setError(null);
      await refresh();
      dispatch({ type: 'saved' });
    },
    onError: (e) => setError(e instanceof ApiError ? e.message : t('shell.couldNotSave')),
  });
  const remove = useMutation({
    mutationFn: shellApi.removeShortcut,
    onSuccess: async () => {
      await refresh();
      dispatch({ type: 'deleted' });
    },
  });

  const go = (s: Shortcut) => {
    if (state.mode === 'modify') {
      dispatch({ type: 'select', shortcut: s });
      return;
    }
    setAnchor(null);
    if (s.useRouter) void navigate(s.link);
    else window.open(s.link, '_blank', 'noopener,noreferrer');
  };

  const title = t('shell.shortcuts');
  const f = state.form;
  return (
    <>
      <Tooltip title={title}>
        <IconButton
          color="inherit"
          aria-label={title}
          data-testid="shortcuts-button"
          onClick={(e) => {
            dispatch({ type: 'open' });
            setError(null);
            setAnchor(e.currentTarget);
          }}
        >
          <BookmarksIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { width: { xs: '100vw', sm: 380 }, maxWidth: '100vw' },
            'data-testid': 'shortcuts-panel',
            'data-mode': state.mode,
          } as object,
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 2,
            py: 1.5,
            bgcolor: 'brand.main',
            color: 'brand.contrastText',
          }}
        >
          <Typography variant="h6" sx={{ flex: 1, fontSize: 18 }}>
            {state.mode === 'add' ? t('shell.addShortcut') : state.mode === 'edit' ? t('shell.editShortcut') : title}
          </Typography>
          {state.mode === 'view' && (
            <>
              <IconButton color="inherit" aria-label={t('shell.editShortcuts')} onClick={() => dispatch({ type: 'modify' })}>
                <EditIcon />
              </IconButton>
              <IconButton color="inherit" aria-label={t('shell.addShortcut')} onClick={() => dispatch({ type: 'add' })}>
                <AddIcon />
              </IconButton>
            </>
          )}
          {state.mode === 'modify' && (
            <>
              <IconButton color="inherit" aria-label={t('shell.addShortcut')} onClick={() => dispatch({ type: 'add' })}>
                <AddIcon />
              </IconButton>
              <IconButton color="inherit" aria-label={t('shell.done')} onClick={() => dispatch({ type: 'done' })}>
                <CheckIcon />
              </IconButton>
            </>
          )}
        </Box>

        {(state.mode === 'view' || state.mode === 'modify') &&
          (shortcuts.length === 0 ? (
            <Box sx={{ p: 4, textAlign: 'center' }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('shell.noShortcuts')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('shell.noShortcutsText')}
              </Typography>
            </Box>
          ) : (
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }} data-testid="shortcuts-grid">
              {shortcuts.map((s) => (
                <Box
                  key={s.id}
                  component="button"
                  type="button"
                  onClick={() => go(s)}
                  sx={{
                    all: 'unset',
                    cursor: 'pointer',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    p: 2.5,
                    borderRight: 1,
                    borderBottom: 1,
                    borderColor: 'divider',
                    '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                    position: 'relative',
                  }}
                >
                  {state.mode === 'modify' && (
                    <EditIcon sx={{ position: 'absolute', top: 8, right: 8, fontSize: 16, color: 'text.secondary' }} />
                  )}
                  <Box
                    sx={{
                      width: 48,
                      height: 48,
                      borderRadius: '50%',
                      bgcolor: 'action.selected',
                      display: 'grid',
                      placeItems: 'center',
                      mb: 1,
                    }}
                  >
                    <NavIcon name={s.icon} />
                  </Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {s.label}
                  </Typography>
                  {s.description && (
                    <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
                      {s.description}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          ))}

        {(state.mode === 'add' || state.mode === 'edit') && (
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (isShortcutFormValid(f)) save.mutate();
            }}
            sx={{ p: 2, display: 'grid', gap: 2 }}
          >
            <TextField
              label={t('shell.shortcutLabel')}
              required
              value={f.label}
              onChange={(e) => dispatch({ type: 'change', patch: { label: e.target.value } })}
              size="small"
            />
            <TextField
              label={t('shell.shortcutDescription')}
              value={f.description}
              onChange={(e) => dispatch({ type: 'change', patch: { description: e.target.value } })}
              size="small"
            />
            <TextField
              select
              label={t('shell.shortcutIcon')}
              required
              value={f.icon}
              onChange={(e) => dispatch({ type: 'change', patch: { icon: e.target.value } })}
              size="small"
            >
              {ICON_NAMES.map((n) => (
                <MenuItem key={n} value={n}>
                  <NavIcon name={n} fontSize="small" sx={{ mr: 1, verticalAlign: 'middle' }} /> {n}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('shell.shortcutLink')}
              required
              value={f.link}
              onChange={(e) => dispatch({ type: 'change', patch: { link: e.target.value } })}
              size="small"
              helperText={f.useRouter ? t('shell.shortcutLinkRouter') : t('shell.shortcutLinkExternal')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={f.useRouter}
                  onChange={(e) => dispatch({ type: 'change', patch: { useRouter: e.target.checked } })}
                />
              }
              label={t('shell.shortcutUseRouter')}
            />
            {error && (
              <Typography role="alert" color="error" variant="body2">
                {error}
              </Typography>
            )}
            <Box sx={{ display: 'flex', gap: 1 }}>
              {state.mode === 'edit' && (
                <Button color="error" onClick={() => f.id && remove.mutate(f.id)} disabled={remove.isPending}>
                  {t('common.delete')}
                </Button>
              )}
              <Box sx={{ flex: 1 }} />
              <Button onClick={() => dispatch({ type: 'cancel' })}>{t('common.cancel')}</Button>
              <Button type="submit" variant="contained" disabled={!isShortcutFormValid(f) || save.isPending}>
                {state.mode === 'add' ? t('shell.add') : t('shell.update')}
              </Button>
            </Box>
          </Box>
        )}
      </Popover>
    </>
  );
}
