import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { WorkerDetail } from '@wf/shared/contracts/workers/workers';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import {
  DESTRUCTIVE,
  LAST_DAY_REQUIRED,
  REASON_REQUIRED,
  type WorkerAction,
} from '@wf/shared/domain/workers/status-machine';
import { DateField } from '../../components/date-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/index.ts';
import { ACTION_KEYS } from './labels.ts';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { invalidateEndpoints, useEndpointMutation } from '../../lib/use-endpoint.ts';

/** Confirms an action, asking for the reason and last working day where the machine needs them. */
export function TransitionDialog({
  worker,
  action,
  onClose,
  onDone,
}: {
  worker: WorkerDetail;
  action: WorkerAction;
  onClose: () => void;
  /** After the change, with the message to show. */
  onDone: (message: string) => void;
}) {
  const { t } = useT();
  const keys = ACTION_KEYS[action];
  const client = useQueryClient();
  // Every worker list and page shows the changed record; a conflict (someone changed the worker first) reloads it too.
  const transition = useEndpointMutation(workerEndpoints.transition, {
    invalidates: [workerEndpoints],
    awaitRefetch: false,
    onError: (err) => {
      if (err instanceof ApiError && err.code === ERROR_CODES.conflict) void invalidateEndpoints(client, [workerEndpoints]);
    },
  });
  const [reason, setReason] = useState('');
  const [lastWorkingDay, setLastWorkingDay] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  /** Someone else changed the worker first (409 with a newer version): confirming again makes no sense. */
  const [stale, setStale] = useState(false);
  const busy = transition.isPending;
  const needsReason = REASON_REQUIRED.has(action);
  const needsDay = LAST_DAY_REQUIRED.has(action);

  const confirm = async () => {
    const errs: Record<string, string> = {};
    if (needsReason && !reason.trim()) errs.reason = t('workers.transition.giveReason');
    if (needsDay && !lastWorkingDay) errs.lastWorkingDay = t('workers.transition.chooseLastDay');
    setErrors(errs);
    if (Object.keys(errs).length > 0) return;
    setError(null);
    const version = worker.version;
    try {
      await transition.mutateAsync({
        params: { id: worker.id, action },
        body: { version, reason: reason.trim() || undefined, lastWorkingDay: needsDay ? lastWorkingDay : undefined },
      });
      onDone(t('workers.transition.done', { action: t(keys.done), name: worker.name }));
    } catch (e) {
      if (e instanceof ApiError && e.code === ERROR_CODES.conflict) {
        // The answer carries the worker's current state in `fields`; a newer version means it changed meanwhile.
        const current = e.fields?.version;
        setStale(current !== undefined && current !== String(version));
        setError(e.message);
      } else if (e instanceof ApiError) {
        setErrors(Object.fromEntries(Object.entries(e.fields ?? {}).map(([k]) => [k, t('validation.required')])));
        setError(e.message);
      } else setError(t('workers.transition.failed'));
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t(keys.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <strong>{worker.name}</strong> {t('common.dash')} {t(keys.text)}
        </DialogContentText>
        <Stack spacing={2}>
          {(needsReason || action === 'rejectRejoin' || action === 'cancelDischarge' || action === 'reconsider') && (
            <TextField
              label={needsReason ? t('workers.transition.reason') : t('workers.transition.noteOptional')}
              required={needsReason}
              multiline
              minRows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={!!errors.reason}
              helperText={errors.reason}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              autoFocus
            />
          )}
          {needsDay && (
            <DateField
              label={t('workers.transition.lastWorkingDay')}
              required
              value={lastWorkingDay}
              onChange={(d) => setLastWorkingDay(d ?? '')}
              error={!!errors.lastWorkingDay}
              helperText={errors.lastWorkingDay}
            />
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {error ? t('common.close') : t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={DESTRUCTIVE.has(action) ? 'error' : 'primary'}
          onClick={() => void confirm()}
          disabled={busy || stale}
        >
          {busy ? t('workers.transition.working') : t(keys.label)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
