import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { StaffUserRow } from '@wf/shared/contracts/admin/admin';
import type { Role } from '@wf/shared/roles';
import { ApiError } from '../../lib/api.ts';
import { useMessageText, useT } from '../../lib/i18n/index.ts';
import { ACCOUNT_STATUS } from '@wf/shared/enums/accounts';
import { errorText, roleOptions } from './labels.ts';
import { menuOptions } from '../../components/management/list/list-tools.tsx';
import { useDialogAction } from '../../components/management/dialog/dialog-parts.tsx';

/** Edit name, role and status of a staff account. */
export function EditStaffDialog(props: {
  user: StaffUserRow;
  onClose(): void;
  onSave(body: { name?: string; role?: Role; accountStatus?: 'active' | 'disabled' }): Promise<unknown>;
}) {
  const { t } = useT();
  const message = useMessageText();
  const { user } = props;
  const [name, setName] = useState(user.name);
  const [role, setRole] = useState<Role | ''>(user.role ?? '');
  const [status, setStatus] = useState<'active' | 'disabled' | 'pending'>(user.accountStatus);
  const [fields, setFields] = useState<Record<string, string>>({});
  const { error, busy, run } = useDialogAction((err) => errorText(t, err), props.onClose);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body: { name?: string; role?: Role; accountStatus?: 'active' | 'disabled' } = {};
    if (name.trim() !== user.name) body.name = name;
    if (role && role !== user.role) body.role = role;
    if (status !== user.accountStatus && status !== 'pending') body.accountStatus = status;
    if (Object.keys(body).length === 0) return props.onClose();
    await run(
      () => props.onSave(body),
      (err) => setFields(err instanceof ApiError ? (err.fields ?? {}) : {}),
    );
  }

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="edit-staff-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="edit-staff-title">{t('admin.staff.editTitle', { name: user.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label={t('common.name')} value={name} onChange={(e) => setName(e.target.value)} required error={!!fields.name || !name.trim()} helperText={message(fields.name)} slotProps={{ htmlInput: { maxLength: 120 } }} />
            <TextField select label={t('admin.staff.role')} value={role} onChange={(e) => setRole(e.target.value as Role)} error={!!fields.role} helperText={message(fields.role)}>
              {menuOptions(roleOptions(t))}
            </TextField>
            <TextField
              select
              label={t('common.status')}
              value={status}
              onChange={(e) => setStatus(e.target.value as 'active' | 'disabled')}
              helperText={status === 'disabled' && user.accountStatus !== 'disabled' ? t('admin.staff.disabledHint') : user.accountStatus === 'pending' ? t('admin.staff.pendingHint') : undefined}
            >
              {user.accountStatus === 'pending' && <MenuItem value="pending">{t(ACCOUNT_STATUS.key('pending'))}</MenuItem>}
              {user.accountStatus !== 'pending' && <MenuItem value="active">{t(ACCOUNT_STATUS.key('active'))}</MenuItem>}
              <MenuItem value="disabled">{t(ACCOUNT_STATUS.key('disabled'))}</MenuItem>
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            {busy ? t('common.saving') : t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Yes/no before a consequential action; shows the server's refusal in place. */
export function ConfirmDialog(props: {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  onClose(): void;
  onConfirm(): Promise<unknown>;
}) {
  const { t } = useT();
  const { error, busy, run } = useDialogAction((err) => errorText(t, err), props.onClose);
  const confirm = () => run(props.onConfirm);
  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" fullWidth aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{props.title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common.cancel')}</Button>
        <Button onClick={confirm} variant="contained" color={props.danger ? 'error' : 'primary'} disabled={busy}>
          {busy ? t('admin.working') : props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Activates a pending sign-up with the chosen role. */
export function ActivateDialog(props: { user: StaffUserRow; onClose(): void; onActivate(role: Role): Promise<unknown> }) {
  const { t } = useT();
  const [role, setRole] = useState<Role>('hr');
  const { error, busy, run } = useDialogAction((err) => errorText(t, err), props.onClose);
  const submit = () => run(() => props.onActivate(role));
  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" fullWidth aria-labelledby="activate-title">
      <DialogTitle id="activate-title">{t('admin.staff.activateTitle', { name: props.user.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {!props.user.emailConfirmed && <Alert severity="warning">{t('admin.staff.notConfirmedWarning')}</Alert>}
          <DialogContentText>
            {t('admin.staff.activateText', { email: props.user.email })}
          </DialogContentText>
          <TextField select label={t('admin.staff.role')} value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {menuOptions(roleOptions(t))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common.cancel')}</Button>
        <Button onClick={submit} variant="contained" disabled={busy}>
          {busy ? t('admin.staff.activating') : t('admin.staff.activate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
