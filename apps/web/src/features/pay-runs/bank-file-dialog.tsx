import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { BANK_FILE_FORMATS, type BankFileFormat } from '@wf/shared/contracts/pay-runs/pay-runs';
import { addDays } from '@wf/shared/domain/certificates/expiry';
import { businessDateKey } from '@wf/shared/domain/format';
import { formatSgd } from '@wf/shared/domain/money';
import { DateField, INVALID_DATE } from '../../components/date-field.tsx';
import { CancelAndConfirm, DialogError } from '../../components/management/dialog/dialog-parts.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { BankFileProblems } from './bank-file-payees.tsx';
import type { PayRun } from '@wf/shared/contracts/pay-runs/pay-runs';
import { payrollFileEndpoints as f } from '@wf/shared/contracts/payroll-files/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { PaymentSettingsDialog } from './payment-settings-dialog.tsx';
import { runErrorText } from './run-errors.ts';
import * as clock from '@wf/shared/domain/clock';

/**
 * The bank file of an approved run: the generic CSV, or UOB's Bulk FAST/GIRO layout with its value
 * date. For a bank's layout the dialog first lists what stops it (settings, workers whose name or
 * account the bank cannot take, each fixed here or on the worker's record) and makes the file only
 * when nothing does.
 */
export function BankFileDialog({
  run,
  download,
  onClose,
}: {
  run: PayRun;
  download(format: BankFileFormat, valueDate: string | undefined): Promise<void>;
  onClose(): void;
}) {
  const { t } = useT();
  const todayKey = businessDateKey(clock.now());
  const [format, setFormat] = useState<BankFileFormat>('uob-giro');
  const [valueDate, setValueDate] = useState<string | null>(addDays(todayKey, 1));
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bankLayout = format !== 'csv';
  const dateOk = !!valueDate && valueDate !== INVALID_DATE && valueDate >= todayKey && valueDate <= addDays(todayKey, 30);
  const check = useEndpoint(
    f.bankFileCheck,
    { params: { id: run.id }, query: { format, ...(valueDate ? { valueDate } : {}) } },
    { enabled: bankLayout && dateOk },
  );
  const settings = useEndpoint(f.paymentSettings, {}, { enabled: settingsOpen });
  const ready = !bankLayout || (dateOk && check.data?.ready === true);
  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      await download(format, bankLayout ? valueDate! : undefined);
      onClose();
    } catch (err) {
      setError(runErrorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="bank-file-title">
      <DialogTitle id="bank-file-title">{t('pay-runs.bankFile.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <RadioGroup value={format} onChange={(e) => setFormat(e.target.value as BankFileFormat)} aria-label={t('pay-runs.bankFile.format')}>
            {BANK_FILE_FORMATS.map((f) => (
              <FormControlLabel key={f} value={f} control={<Radio />} label={t(`pay-runs.bankFile.formats.${f}`)} />
            ))}
          </RadioGroup>
          {bankLayout && (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <DateField
                  label={t('pay-runs.bankFile.valueDate')}
                  value={valueDate}
                  onChange={setValueDate}
                  minDate={todayKey}
                  maxDate={addDays(todayKey, 30)}
                  required
                  error={!dateOk}
                  helperText={dateOk ? t('pay-runs.bankFile.valueDateHint') : t('pay-runs.bankFile.valueDateInvalid')}
                />
                <Button variant="text" onClick={() => setSettingsOpen(true)}>
                  {t('pay-runs.bankFile.openSettings')}
                </Button>
              </Stack>
              {check.isFetching && <LinearProgress aria-label={t('pay-runs.bankFile.checking')} />}
              {check.error && <Alert severity="error">{runErrorText(check.error, t)}</Alert>}
              {check.data && <BankFileProblems check={check.data} onSettings={() => setSettingsOpen(true)} />}
              {check.data?.ready && (
                <Alert severity="success" data-testid="bank-file-ready">
                  {t('pay-runs.bankFile.ready', { count: check.data.payments, amount: formatSgd(check.data.totalCents) })}
                </Alert>
              )}
            </>
          )}
        </Stack>
        <DialogError error={error} />
      </DialogContent>
      <CancelAndConfirm onCancel={onClose} label={t('pay-runs.bankFile.make')} disabled={busy || !ready} onConfirm={() => void make()} />
      {settingsOpen && settings.data && <PaymentSettingsDialog settings={settings.data} onClose={() => setSettingsOpen(false)} />}
    </Dialog>
  );
}
