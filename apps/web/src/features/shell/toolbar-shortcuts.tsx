import { useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import CheckIcon from '@mui/icons-material/Check';
import type { Shortcut } from '@wf/shared/contracts/shell/shortcuts';
import { ApiError } from '../../lib/api.ts';
import { ShortcutEditor, ShortcutsGrid } from './shortcuts-parts.tsx';
import { shellEndpoints as e } from '@wf/shared/contracts/shell/endpoints';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { useT } from './shell-context.tsx';
import { initialShortcutsState, shortcutsReducer } from './shortcuts-machine.ts';

/** Shortcuts panel: 2-column grid, modes view / modify / add / edit (see shortcuts-machine.ts). */
export function ShortcutsPanel() {
  const { t } = useT();
  const navigate = useNavigate();
  const { data: shortcuts = [] } = useEndpoint(e.shortcuts);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [state, dispatch] = useReducer(shortcutsReducer, initialShortcutsState);
  const [error, setError] = useState<string | null>(null);
  // The list reloads before the panel goes back to it.
  const create = useEndpointMutation(e.createShortcut, { invalidates: [e.shortcuts] });
  const update = useEndpointMutation(e.updateShortcut, { invalidates: [e.shortcuts] });
  const remove = useEndpointMutation(e.removeShortcut, { invalidates: [e.shortcuts] });
  const save = () => {
    const { id, ...f } = state.form;
    const shortcut = { ...f, description: f.description.trim() || null };
    (id ? update.mutateAsync({ body: { id, shortcut } }) : create.mutateAsync({ body: { shortcut } })).then(
      () => {
        setError(null);
        dispatch({ type: 'saved' });
      },
      (err: unknown) => setError(err instanceof ApiError ? err.message : t('shell.couldNotSave')),
    );
  };

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

        {(state.mode === 'view' || state.mode === 'modify') && (
          <ShortcutsGrid shortcuts={shortcuts} modify={state.mode === 'modify'} onPick={go} />
        )}
        {(state.mode === 'add' || state.mode === 'edit') && (
          <ShortcutEditor
            mode={state.mode}
            form={f}
            dispatch={dispatch}
            error={error}
            onSave={save}
            saving={create.isPending || update.isPending}
            onRemove={(id) => remove.mutate({ query: { id } }, { onSuccess: () => dispatch({ type: 'deleted' }) })}
            removing={remove.isPending}
          />
        )}
      </Popover>
    </>
  );
}
