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
import { fieldMessage, ROLE_OPTIONS } from './labels.ts';
import { menuOptions } from '../../components/management/list-tools.tsx';

export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return 'Could not reach the server. Try again.';
}

/** Edit name, role and status of a staff account. */
export function EditStaffDialog(props: {
  user: StaffUserRow;
  onClose(): void;
  onSave(body: { name?: string; role?: Role; accountStatus?: 'active' | 'disabled' }): Promise<unknown>;
}) {
  const { user } = props;
  const [name, setName] = useState(user.name);
  const [role, setRole] = useState<Role | ''>(user.role ?? '');
  const [status, setStatus] = useState<'active' | 'disabled' | 'pending'>(user.accountStatus);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body: { name?: string; role?: Role; accountStatus?: 'active' | 'disabled' } = {};
    if (name.trim() !== user.name) body.name = name;
    if (role && role !== user.role) body.role = role;
    if (status !== user.accountStatus && status !== 'pending') body.accountStatus = status;
    if (Object.keys(body).length === 0) return props.onClose();
    setBusy(true);
    setError(null);
    try {
      await props.onSave(body);
      props.onClose();
    } catch (err) {
      setError(errorText(err));
      setFields(err instanceof ApiError ? (err.fields ?? {}) : {});
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="edit-staff-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="edit-staff-title">Edit {user.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required error={!!fields.name || !name.trim()} helperText={fieldMessage(fields.name)} slotProps={{ htmlInput: { maxLength: 120 } }} />
            <TextField select label="Role" value={role} onChange={(e) => setRole(e.target.value as Role)} error={!!fields.role} helperText={fieldMessage(fields.role)}>
              {menuOptions(ROLE_OPTIONS)}
            </TextField>
            <TextField
              select
              label="Status"
              value={status}
              onChange={(e) => setStatus(e.target.value as 'active' | 'disabled')}
              helperText={status === 'disabled' && user.accountStatus !== 'disabled' ? 'The user is signed out at once and cannot sign in.' : user.accountStatus === 'pending' ? 'A pending sign-up is activated with Activate.' : undefined}
            >
              {user.accountStatus === 'pending' && <MenuItem value="pending">Pending</MenuItem>}
              {user.accountStatus !== 'pending' && <MenuItem value="active">Active</MenuItem>}
              <MenuItem value="disabled">Disabled</MenuItem>
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            {busy ? 'Saving…' : 'Save'}
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm();
      props.onClose();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
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
        <Button onClick={props.onClose}>Cancel</Button>
        <Button onClick={confirm} variant="contained" color={props.danger ? 'error' : 'primary'} disabled={busy}>
          {busy ? 'Working…' : props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Activates a pending sign-up with the chosen role. */
export function ActivateDialog(props: { user: StaffUserRow; onClose(): void; onActivate(role: Role): Promise<unknown> }) {
  const [role, setRole] = useState<Role>('hr');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    setError(null);
    try {
      await props.onActivate(role);
      props.onClose();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" fullWidth aria-labelledby="activate-title">
      <DialogTitle id="activate-title">Activate {props.user.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {!props.user.emailConfirmed && <Alert severity="warning">This user has not confirmed their e-mail address yet; activation will be refused.</Alert>}
          <DialogContentText>
            {props.user.email} signed up and waits for an administrator. Choose their role; they can sign in at once and are told by e-mail.
          </DialogContentText>
          <TextField select label="Role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
            {menuOptions(ROLE_OPTIONS)}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button onClick={submit} variant="contained" disabled={busy}>
          {busy ? 'Activating…' : 'Activate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
