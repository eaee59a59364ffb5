import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useT } from '../../lib/i18n/index.ts';
import { rosterErrorText } from './roster-errors.ts';

/** A confirmation that needs a reason (unpublish, unlock, changing a locked sheet); shows the server's refusal. */
export function ReasonDialog({
  title,
  text,
  confirmLabel,
  required = true,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  required?: boolean;
  danger?: boolean;
  onConfirm(reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        <TextField
          label={required ? t('rosters.reason.required') : t('rosters.reason.optional')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required={required}
          fullWidth
          multiline
          minRows={2}
          autoFocus
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.back')}</Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          disabled={busy || (required && reason.trim() === '')}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await onConfirm(reason.trim());
              onClose();
            } catch (err) {
              setError(rosterErrorText(err, t));
            } finally {
              setBusy(false);
            }
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
