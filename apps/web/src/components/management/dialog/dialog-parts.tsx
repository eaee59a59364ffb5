import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useT } from '../../../lib/i18n/index.ts';

/**
 * A dialog's one action: `run(action)` is busy while it runs, closes the dialog (`done`) when it
 * succeeds, and otherwise keeps the dialog open with the refusal as text (`describe`); `onError`
 * sees the error too (e.g. to mark fields).
 */
export function useDialogAction(describe: (err: unknown) => string, done: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, onError?: (err: unknown) => void) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      done();
    } catch (err) {
      setError(describe(err));
      onError?.(err);
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}

/** A dialog's refusal or failure, under its content (nothing without one). */
export function DialogError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {error}
    </Alert>
  );
}

/**
 * A dialog's two actions: cancel (or back) and the main button. Without `onConfirm` the main
 * button submits the dialog's form.
 */
export function CancelAndConfirm({
  onCancel,
  label,
  cancelLabel,
  disabled,
  color,
  onConfirm,
}: {
  onCancel(): void;
  /** The main button's text; Save when not given. */
  label?: string;
  /** The first button's text; Cancel when not given. */
  cancelLabel?: string;
  disabled?: boolean;
  color?: 'primary' | 'error' | 'success';
  onConfirm?: () => void;
}) {
  const { t } = useT();
  return (
    <DialogActions>
      <Button onClick={onCancel}>{cancelLabel ?? t('common.cancel')}</Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant="contained"
        color={color}
        disabled={disabled}
        onClick={onConfirm}
      >
        {label ?? t('common.save')}
      </Button>
    </DialogActions>
  );
}
