import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BANK_NAMES } from '@wf/shared/enums/registration';
import { PROCESSING_MODES, type PaymentSettings, type PaymentSettingsBody } from '@wf/shared/contracts/payroll-files/payroll-files';
import { UOB_PAYROLL_PURPOSE_CODES } from '@wf/shared/domain/pay/uob-fast-giro';
import { ApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/index.ts';
import { CancelAndConfirm, DialogError, useDialogAction } from '../../components/management/dialog/dialog-parts.tsx';
import { payrollFileEndpoints as f } from '@wf/shared/contracts/payroll-files/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { RUN_VIEWS } from './run-changes.ts';
import { runErrorText } from './run-errors.ts';

type Form = Omit<PaymentSettingsBody, 'payingBank'> & { payingBank: string };

/**
 * The business's payment settings a bank's layout needs in its header: the paying bank, the debit
 * account, its name as the bank has it, the bank's company ID, GIRO or FAST, the purpose code.
 */
export function PaymentSettingsDialog({ settings, onClose }: { settings: PaymentSettings; onClose(): void }) {
  const { t } = useT();
  const [form, setForm] = useState<Form>({ ...settings, payingBank: settings.payingBank ?? '' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const action = useDialogAction((err) => runErrorText(err, t), onClose);
  const save = useEndpointMutation(f.savePaymentSettings, { invalidates: RUN_VIEWS });
  const set = (key: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const help = (message: string | undefined, hint?: string) => (message ? t(message) : hint);
  const submit = () =>
    void action.run(
      () => save.mutateAsync({ body: { ...form, payingBank: (form.payingBank || null) as PaymentSettingsBody['payingBank'] } }),
      (err) => setFields(err instanceof ApiError ? (err.fields ?? {}) : {}),
    );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="payment-settings-title">
      <DialogTitle id="payment-settings-title">{t('pay-runs.bankFile.settingsTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('pay-runs.bankFile.settingsText')}</DialogContentText>
        <Stack spacing={2}>
          <TextField select label={t('pay-runs.bankFile.payingBank')} value={form.payingBank} onChange={set('payingBank')} error={!!fields.payingBank} helperText={help(fields.payingBank)}>
            <MenuItem value="">{t('pay-runs.bankFile.notSet')}</MenuItem>
            {BANK_NAMES.map((b) => (
              <MenuItem key={b} value={b}>
                {b}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('pay-runs.bankFile.debitAccount')}
            value={form.debitAccount}
            onChange={set('debitAccount')}
            error={!!fields.debitAccount}
            helperText={help(fields.debitAccount, t('pay-runs.bankFile.debitAccountHint'))}
            slotProps={{ htmlInput: { maxLength: 30, inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <TextField
            label={t('pay-runs.bankFile.originatorName')}
            value={form.originatorName}
            onChange={set('originatorName')}
            error={!!fields.originatorName}
            helperText={help(fields.originatorName, t('pay-runs.bankFile.originatorNameHint'))}
            slotProps={{ htmlInput: { maxLength: 140 } }}
          />
          <TextField
            label={t('pay-runs.bankFile.companyId')}
            value={form.companyId}
            onChange={set('companyId')}
            error={!!fields.companyId}
            helperText={help(fields.companyId, t('pay-runs.bankFile.companyIdHint'))}
            slotProps={{ htmlInput: { maxLength: 12 } }}
          />
          <TextField select label={t('pay-runs.bankFile.processingMode')} value={form.processingMode} onChange={set('processingMode')}>
            {PROCESSING_MODES.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`pay-runs.bankFile.mode.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t('pay-runs.bankFile.purposeCode')} value={form.purposeCode} onChange={set('purposeCode')}>
            {UOB_PAYROLL_PURPOSE_CODES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`pay-runs.bankFile.purpose.${c}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <DialogError error={action.error} />
      </DialogContent>
      <CancelAndConfirm onCancel={onClose} disabled={action.busy} onConfirm={submit} />
    </Dialog>
  );
}
