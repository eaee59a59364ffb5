import type { Dispatch } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import type { Shortcut } from '@wf/shared/contracts/shell/shortcuts';
import { ICON_NAMES, NavIcon } from './nav-icon.tsx';
import { useT } from './shell-context.tsx';
import { isShortcutFormValid, type ShortcutsEvent, type ShortcutsState } from './shortcuts-machine.ts';

/** The shortcuts in two columns (in modify mode each shows a pencil and a click selects it for editing). */
export function ShortcutsGrid({ shortcuts, modify, onPick }: { shortcuts: Shortcut[]; modify: boolean; onPick(s: Shortcut): void }) {
  const { t } = useT();
  return shortcuts.length === 0 ? (
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
          onClick={() => onPick(s)}
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
          {modify && (
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
  );
}

/** Adding or editing one shortcut: label, description, icon, link, in-app routing; delete when editing. */
export function ShortcutEditor(props: {
  mode: 'add' | 'edit';
  form: ShortcutsState['form'];
  dispatch: Dispatch<ShortcutsEvent>;
  error: string | null;
  onSave(): void;
  saving: boolean;
  onRemove(id: string): void;
  removing: boolean;
}) {
  const { t } = useT();
  const { form: f, dispatch, error } = props;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (isShortcutFormValid(f)) props.onSave();
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
        {props.mode === 'edit' && (
          <Button color="error" onClick={() => f.id && props.onRemove(f.id)} disabled={props.removing}>
            {t('common.delete')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => dispatch({ type: 'cancel' })}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!isShortcutFormValid(f) || props.saving}>
          {props.mode === 'add' ? t('shell.add') : t('shell.update')}
        </Button>
      </Box>
    </Box>
  );
}
