import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { AdjustmentRow } from '@wf/shared/contracts/pay/adjustments';
import { formatSgd } from '@wf/shared/domain/money';
import { useT } from '../../lib/i18n/index.ts';
import { errorText } from '../../components/management/list-tools.tsx';
import { CATEGORY_KEYS } from './labels.ts';

/** Reject an adjustment: the reason is required and goes to its creator. */
export function RejectDialog({
  row,
  onReject,
  onClose,
}: {
  row: AdjustmentRow;
  onReject(reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const missing = reason.trim() === '';
  const submit = async () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    try {
      await onReject(reason.trim());
      onClose();
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('pay.reject.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('pay.reject.text', {
            category: t(CATEGORY_KEYS[row.category]),
            amount: formatSgd(row.amountCents),
            name: row.workerName,
            creator: row.createdByName,
          })}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={t('pay.reject.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={touched && missing}
          helperText={touched && missing ? t('validation.required') : t('pay.reject.hint')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void submit()}>
          {t('pay.reject.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
