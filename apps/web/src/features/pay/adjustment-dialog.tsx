import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ADJUSTMENT_ERRORS, type AdjustmentCategory, type AdjustmentStatus } from '@wf/shared/contracts/pay/adjustments';
import { ADJUSTMENT_CATEGORY, ADJUSTMENT_STATUS } from '@wf/shared/enums/pay';
import type { WorkerOption } from '@wf/shared/contracts/certificates/certificates';
import { formatDate } from '@wf/shared/domain/format';
import { formatSgd } from '@wf/shared/domain/money';
import { ApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/index.ts';
import { DateField } from '../../components/date-field.tsx';
import { MoneyField } from '../../components/management/form/money-field.tsx';
import { errorText, useDebounced } from '../../components/management/list/list-tools.tsx';
import { adjustmentEndpoints, payEndpoints } from '@wf/shared/contracts/pay/endpoints';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { PROJECT_OPTIONS } from './project-options.ts';
import { CancelAndConfirm } from '../../components/management/dialog/dialog-parts.tsx';

/** On a shift payment (from the worker's Pay tab), or on a worker for a period (worker picked here). */
export type AdjustmentTarget = { shiftPaymentId: string; workerName: string; date: string } | null;

/** Add an adjustment: category, amount (a deduction subtracts; a correction may), reason. */
export function AdjustmentDialog({ target, onClose, onCreated }: { target: AdjustmentTarget; onClose(): void; onCreated(): void }) {
  const { t } = useT();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Every adjustment change refreshes the adjustment lists (both review pages) and the worker's Pay tab.
  const create = useEndpointMutation(adjustmentEndpoints.create, { invalidates: [adjustmentEndpoints, payEndpoints] });
  const [worker, setWorker] = useState<WorkerOption | null>(null);
  const [workerText, setWorkerText] = useState('');
  const [projectId, setProjectId] = useState('');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [category, setCategory] = useState<AdjustmentCategory>('transport');
  const [cents, setCents] = useState<number | null>(null);
  const [subtract, setSubtract] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  // The body the server called a possible duplicate (issue 29, item 7): sent again unchanged, it is saved.
  const [duplicate, setDuplicate] = useState<{ body: string; text: string } | null>(null);
  const search = useDebounced(workerText.trim(), 300);
  const workers = useEndpoint(certificateEndpoints.workerOptions, { query: { search: search || undefined } }, { enabled: !target });
  const projects = useEndpoint(projectEndpoints.list, PROJECT_OPTIONS, { enabled: !target });

  const negative = category === 'deduction' || (category === 'correction' && subtract);
  const missing = {
    worker: !target && !worker,
    from: !target && !from,
    to: !target && !to,
    amount: cents === null || Number.isNaN(cents) || cents <= 0,
    reason: reason.trim() === '',
  };
  const req = (k: keyof typeof missing) => (tried && missing[k] ? t('validation.required') : undefined);

  const submit = async () => {
    setTried(true);
    setError(null);
    if (Object.values(missing).some(Boolean)) return;
    const amountCents = negative ? -cents! : cents!;
    const body = target
      ? { shiftPaymentId: target.shiftPaymentId, category, amountCents, reason: reason.trim() }
      : { workerId: worker!.id, projectId: projectId || null, periodStart: from, periodEnd: to, category, amountCents, reason: reason.trim() };
    const asked = duplicate?.body === JSON.stringify(body);
    try {
      await create.mutateAsync({ body: asked ? { ...body, confirmDuplicate: true } : body });
      onCreated();
    } catch (e) {
      if (e instanceof ApiError && e.code === ADJUSTMENT_ERRORS.possibleDuplicate) {
        const c = e.current as { createdAt: string; createdByName: string | null; status: AdjustmentStatus };
        setDuplicate({
          body: JSON.stringify(body),
          text: t('pay.adjustments.possibleDuplicate', { at: formatDate(c.createdAt), name: c.createdByName ?? t('common.dash'), status: t(ADJUSTMENT_STATUS.key(c.status)) }),
        });
      } else if (e instanceof ApiError && e.code === ADJUSTMENT_ERRORS.negativeNet) {
        const c = e.current as { weekStart: string; netCents: number };
        setError(t('pay.adjustments.negativeNet', { week: formatDate(c.weekStart), net: formatSgd(c.netCents) }));
      } else setError(errorText(e, t));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone}>
      <DialogTitle>{target ? t('pay.create.titleShift', { name: target.workerName, date: formatDate(target.date) }) : t('pay.create.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {!target && (
            <>
              <Autocomplete
                options={workers.data?.items ?? []}
                value={worker}
                onChange={(_e, v) => setWorker(v)}
                inputValue={workerText}
                onInputChange={(_e, v) => setWorkerText(v)}
                getOptionLabel={(o) => (o.employeeCode ? `${o.name} (${o.employeeCode})` : o.name)}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                filterOptions={(x) => x}
                renderInput={(params) => (
                  <TextField {...params} required label={t('pay.create.worker')} error={Boolean(req('worker'))} helperText={req('worker')} />
                )}
              />
              <TextField select label={t('pay.create.project')} value={projectId} onChange={(e) => setProjectId(e.target.value)}>
                <MenuItem value="">{t('pay.create.noProject')}</MenuItem>
                {(projects.data?.items ?? []).map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.name}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <DateField required label={t('pay.create.from')} value={from} onChange={setFrom} error={Boolean(req('from'))} helperText={req('from')} fullWidth />
                <DateField required label={t('pay.create.to')} value={to} onChange={setTo} error={Boolean(req('to'))} helperText={req('to') ?? t('pay.create.toHint')} fullWidth />
              </Stack>
            </>
          )}
          <TextField select required label={t('pay.create.category')} value={category} onChange={(e) => setCategory(e.target.value as AdjustmentCategory)}>
            {ADJUSTMENT_CATEGORY.values.map((c) => (
              <MenuItem key={c} value={c}>
                {t(ADJUSTMENT_CATEGORY.key(c))}
              </MenuItem>
            ))}
          </TextField>
          <MoneyField
            required
            label={negative ? t('pay.create.amountSubtract') : t('pay.create.amountAdd')}
            value={cents}
            onChange={setCents}
            error={Boolean(req('amount'))}
            helperText={req('amount')}
          />
          {category === 'correction' && (
            <FormControlLabel control={<Switch checked={subtract} onChange={(e) => setSubtract(e.target.checked)} />} label={t('pay.create.subtract')} />
          )}
          <TextField
            required
            multiline
            minRows={2}
            label={t('pay.create.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(req('reason'))}
            helperText={req('reason') ?? t('pay.create.reasonHint')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {duplicate && !error && <Alert severity="warning">{duplicate.text}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <CancelAndConfirm
        onCancel={onClose}
        label={duplicate ? t('pay.create.submitAnyway') : t('pay.create.submit')}
        disabled={create.isPending}
        onConfirm={() => void submit()}
      />
    </Dialog>
  );
}
