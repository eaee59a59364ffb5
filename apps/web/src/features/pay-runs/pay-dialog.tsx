import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { businessDateKey } from '@wf/shared/domain/format';
import { formatSgd } from '@wf/shared/domain/money';
import { latestLawfulPaymentDates } from '@wf/shared/domain/pay/pay-run';
import { formatDate } from '@wf/shared/domain/format';
import { DateField, INVALID_DATE } from '../../components/date-field.tsx';
import { useT } from '../../lib/i18n/index.ts';
import type { PayRun } from '@wf/shared/contracts/pay-runs/pay-runs';
import { runErrorText } from './run-errors.ts';
import { CancelAndConfirm, useDialogAction } from '../../components/management/dialog/dialog-parts.tsx';
import * as clock from '@wf/shared/domain/clock';

/** Mark a finance-approved run paid: the date the bank paid and its reference (both required). */
export function PayDialog({
  run,
  onPay,
  onClose,
}: {
  run: PayRun;
  onPay(body: { paymentDate: string; reference: string; lateReason?: string }): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useT();
  const [paymentDate, setPaymentDate] = useState<string | null>(businessDateKey(clock.now()));
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  const action = useDialogAction((err) => runErrorText(err, t), onClose);
  const { error, busy } = action;
  const dateMissing = !paymentDate || paymentDate === INVALID_DATE;
  const refMissing = reference.trim() === '';
  // Paying after the Employment Act's latest lawful date needs a reason, unless the approval gave one (issue #25 item 5).
  const lawful = latestLawfulPaymentDates(run.periodEnd).salary;
  const askReason = !dateMissing && paymentDate! > lawful && !run.latePaymentReason;
  const [lateReason, setLateReason] = useState('');
  const reasonMissing = askReason && lateReason.trim() === '';
  const submit = async () => {
    setTouched(true);
    if (dateMissing || refMissing || reasonMissing) return;
    await action.run(() => onPay({ paymentDate: paymentDate!, reference: reference.trim(), ...(askReason ? { lateReason: lateReason.trim() } : {}) }));
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="pay-run-title">
      <DialogTitle id="pay-run-title">{t('pay-runs.confirm.payTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('pay-runs.confirm.payText', { amount: formatSgd(run.netCents), count: run.workerCount })}
        </DialogContentText>
        <Stack spacing={2}>
          <DateField
            label={t('pay-runs.pay.date')}
            value={paymentDate}
            onChange={setPaymentDate}
            required
            error={touched && dateMissing}
            helperText={touched && dateMissing ? t('validation.required') : undefined}
          />
          <TextField
            label={t('pay-runs.pay.reference')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            required
            error={touched && refMissing}
            helperText={touched && refMissing ? t('validation.required') : t('pay-runs.pay.referenceHint')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {askReason && (
            <TextField
              label={t('pay-runs.late.reason')}
              value={lateReason}
              onChange={(e) => setLateReason(e.target.value)}
              required
              multiline
              minRows={2}
              error={touched && reasonMissing}
              helperText={t('pay-runs.late.payText', { date: formatDate(lawful) })}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <CancelAndConfirm
        onCancel={onClose}
        label={t('pay-runs.actions.pay')}
        color="success"
        disabled={busy}
        onConfirm={() => void submit()}
      />
    </Dialog>
  );
}
