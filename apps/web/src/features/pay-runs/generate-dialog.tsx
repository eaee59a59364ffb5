import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useT } from '../../lib/i18n/index.ts';
import type { PayRunFrequency } from '@wf/shared/contracts/pay-runs/pay-runs';
import { payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { STAGE_PATHS } from './run-stage.ts';
import { useRunChange } from './run-changes.ts';
import { periodChoices } from './periods.ts';
import { periodText } from './run-columns.tsx';
import { overlappingRunId, runErrorText } from './run-errors.ts';
import { CancelAndConfirm } from '../../components/management/dialog/dialog-parts.tsx';

/** Generate a draft run: weekly or monthly, for a period (the last complete one by default). */
export function GenerateDialog({ onClose, onCreated }: { onClose(): void; onCreated(id: string): void }) {
  const { t } = useT();
  const generate = useRunChange(payRunEndpoints.generate);
  const [frequency, setFrequency] = useState<PayRunFrequency>('monthly');
  const choices = useMemo(() => periodChoices(frequency), [frequency]);
  const [periodStart, setPeriodStart] = useState(choices[1]!.start);
  const [error, setError] = useState<{ text: string; runId: string | null } | null>(null);
  const pick = (f: PayRunFrequency | null) => {
    if (!f) return;
    setFrequency(f);
    setPeriodStart(periodChoices(f)[1]!.start);
    setError(null);
  };
  const submit = async () => {
    setError(null);
    try {
      const run = await generate.mutateAsync({ body: { frequency, periodStart } });
      onCreated(run.id);
    } catch (err) {
      setError({ text: runErrorText(err, t), runId: overlappingRunId(err) });
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="generate-run-title">
      <DialogTitle id="generate-run-title">{t('pay-runs.generate.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('pay-runs.generate.text')}</DialogContentText>
        <Stack spacing={2}>
          <ToggleButtonGroup exclusive fullWidth size="small" value={frequency} onChange={(_e, v: PayRunFrequency | null) => pick(v)} aria-label={t('pay-runs.col.frequency')}>
            <ToggleButton value="weekly">{t('pay-runs.frequency.weekly')}</ToggleButton>
            <ToggleButton value="monthly">{t('pay-runs.frequency.monthly')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField select label={t('pay-runs.generate.period')} value={periodStart} onChange={(e) => setPeriodStart(e.target.value)}>
            {choices.map((p, i) => (
              <MenuItem key={p.start} value={p.start}>
                {i === 0 ? t('pay-runs.generate.current', { period: periodText({ periodStart: p.start, periodEnd: p.end }) }) : periodText({ periodStart: p.start, periodEnd: p.end })}
              </MenuItem>
            ))}
          </TextField>
          {error && (
            <Alert
              severity="error"
              action={
                error.runId && (
                  <Button color="inherit" size="small" component={RouterLink} to={`${STAGE_PATHS.hr}/${error.runId}`}>
                    {t('pay-runs.generate.openExisting')}
                  </Button>
                )
              }
            >
              {error.text}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <CancelAndConfirm
        onCancel={onClose}
        label={t('pay-runs.generate.submit')}
        disabled={generate.isPending}
        onConfirm={() => void submit()}
      />
    </Dialog>
  );
}
