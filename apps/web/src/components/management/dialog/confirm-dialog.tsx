import { useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorText } from '../list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { DialogError, useDialogAction } from './dialog-parts.tsx';

/** A confirmation for an action that changes or removes a record; optional reason; shows the server's refusal. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  danger,
  withReason,
  describeError,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  withReason?: boolean;
  /** The server's refusal as text (default: the one error text of the lists). */
  describeError?: (err: unknown) => string;
  onConfirm(reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  // Done: the reason is cleared and the dialog closes (the error is already cleared by the run).
  const { error, setError, busy, run } = useDialogAction(
    (err) => (describeError ? describeError(err) : errorText(err, t)),
    () => {
      setReason('');
      onClose();
    },
  );
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {withReason && (
          <TextField
            label={t('management.reasonOptional')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        )}
        <DialogError error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.back')}</Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => void run(() => onConfirm(reason.trim()))}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A button that opens a ConfirmDialog for its action (archive, delete...): the one shape of every
 * confirmed record action. `onConfirm` runs the feature's mutation; the dialog shows its refusal.
 */
export function ConfirmButton({
  label,
  color,
  ...dialog
}: {
  label: ReactNode;
  color?: ButtonProps['color'];
} & Omit<Parameters<typeof ConfirmDialog>[0], 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color={color} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && <ConfirmDialog open {...dialog} onClose={() => setOpen(false)} />}
    </>
  );
}
