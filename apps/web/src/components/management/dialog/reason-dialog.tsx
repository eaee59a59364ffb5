import { useState, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useT } from '../../../lib/i18n/index.ts';
import { errorText as defaultErrorText } from '../list/list-tools.tsx';
import { CancelAndConfirm, DialogError, useDialogAction } from './dialog-parts.tsx';

export type ReasonDialogProps = {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  reasonLabel: string;
  /** Under the field while it is fine (e.g. who reads the reason). */
  hint?: string;
  required?: boolean;
  danger?: boolean;
  /** The server's refusal as text (default: the one error text of the lists). */
  describeError?: (err: unknown) => string;
  onConfirm(reason: string): Promise<unknown>;
  onClose(): void;
};

/**
 * A confirmation that takes a reason (reject, unpublish, unlock, change a locked record). A required
 * reason left empty says so under the field when confirmed; the server's refusal shows in the dialog,
 * which stays open with what was typed.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { t } = useT();
  const { title, text, confirmLabel, reasonLabel, hint, required = true, danger = false, onConfirm, onClose } = props;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const { error, busy, run } = useDialogAction(
    (err) => (props.describeError ? props.describeError(err) : defaultErrorText(err, t)),
    onClose,
  );
  const missing = required && reason.trim() === '';
  const confirm = async () => {
    setTouched(true);
    if (missing) return;
    await run(() => onConfirm(reason.trim()));
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={reasonLabel}
          required={required}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={touched && missing}
          helperText={touched && missing ? t('validation.required') : hint}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <DialogError error={error} />
      </DialogContent>
      <CancelAndConfirm
        onCancel={onClose}
        label={confirmLabel}
        color={danger ? 'error' : 'primary'}
        disabled={busy}
        onConfirm={() => void confirm()}
      />
    </Dialog>
  );
}
