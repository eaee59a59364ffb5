import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BankFileCheck, PayeeProblem } from '@wf/shared/contracts/payroll-files/payroll-files';
import { useT } from '../../lib/i18n/index.ts';
import { payrollFileEndpoints as f } from '@wf/shared/contracts/payroll-files/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { RUN_VIEWS } from './run-changes.ts';
import { runErrorText } from './run-errors.ts';

type Payee = BankFileCheck['payees'][number];
const NAME_PROBLEMS: readonly PayeeProblem[] = ['nameNonAscii', 'nameReplaced', 'nameTooLong'];

/** One worker to fix: what the layout cannot take and, for a name, the account holder name to record. */
function PayeeToFix({ payee }: { payee: Payee }) {
  const { t } = useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useEndpointMutation(f.setBankAccountName, {
    invalidates: RUN_VIEWS,
    onError: (err) => setError(runErrorText(err, t)),
  });
  const nameProblem = payee.problems.some((p) => NAME_PROBLEMS.includes(p));
  const who = payee.employeeCode ? `${payee.workerName} (${payee.employeeCode})` : payee.workerName;
  return (
    <Stack component="li" spacing={1} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }} data-testid="payee-to-fix">
      <Typography variant="subtitle2">{who}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('pay-runs.bankFile.fileName', { name: payee.payeeName })} {payee.problems.map((p) => t(`pay-runs.bankFile.problem.${p}`)).join(' ')}
      </Typography>
      {nameProblem && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            fullWidth
            label={t('pay-runs.bankFile.accountName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!error}
            helperText={error ?? t('pay-runs.bankFile.accountNameHint')}
            slotProps={{ htmlInput: { maxLength: 140 } }}
          />
          <Button variant="outlined" disabled={save.isPending || name.trim() === ''} onClick={() => { setError(null); save.mutate({ params: { id: payee.workerId }, body: { bankAccountName: name } }); }}>
            {t('common.save')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** What stops a bank's layout: settings to set, then the workers to fix (none of it is changed silently). */
export function BankFileProblems({ check, onSettings }: { check: BankFileCheck; onSettings(): void }) {
  const { t } = useT();
  return (
    <Stack spacing={2}>
      {check.settingsMissing.length > 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onSettings}>
              {t('pay-runs.bankFile.openSettings')}
            </Button>
          }
        >
          <AlertTitle>{t('pay-runs.bankFile.settingsMissing')}</AlertTitle>
          {check.settingsMissing.map((s) => t(`pay-runs.bankFile.${s}`)).join(', ')}
        </Alert>
      )}
      {check.payees.length > 0 && (
        <Alert severity="error" data-testid="payees-to-fix">
          <AlertTitle>{t('pay-runs.bankFile.payeesTitle', { count: check.payees.length })}</AlertTitle>
          {t('pay-runs.bankFile.payeesText')}
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {check.payees.map((p) => (
              <PayeeToFix key={p.workerId} payee={p} />
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
