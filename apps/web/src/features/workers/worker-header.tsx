import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import type { WorkerDetail } from '@wf/shared/contracts/workers/workers';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { DESTRUCTIVE, type WorkerAction, type WorkerStatus } from '@wf/shared/domain/workers/status-machine';
import { useT } from '../../lib/i18n/index.ts';
import { useCan } from '../../lib/use-can.ts';
import { DisabledWhy } from '../../components/management/access/disabled-why.tsx';
import { AddTaskButton } from '../apps/tasks/index.ts';
import { EMPLOYMENT_KEYS, POSITION_KEYS, valueText } from './fields.ts';
import { WORKER_STATUS } from '@wf/shared/enums/workers';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { ACTION_KEYS, formatDateTime, LIST_OF } from './labels.ts';

/** A worker page's title: the name, the status and the employee code. */
export function WorkerTitle({
  worker: w,
}: {
  worker: { name: string; status: WorkerStatus; employeeCode: string | null };
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {w.name}
      </Typography>
      <EnumChip of={WORKER_STATUS} value={w.status} size="medium" />
      {w.employeeCode && <Chip variant="outlined" label={w.employeeCode} />}
    </Stack>
  );
}

/** Back link, name, status and the buttons of the actions the user may take. */
export function WorkerHeader({
  worker: w,
  onAction,
  onEdit,
}: {
  worker: WorkerDetail;
  onAction: (action: WorkerAction) => void;
  onEdit: () => void;
}) {
  const { t, lang } = useT();
  const can = useCan();
  const canTransition = can(workerEndpoints.transition);
  const canEdit = can(workerEndpoints.update);
  return (
    <>
      <Button component={RouterLink} to={LIST_OF[w.status]} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('workers.detail.backToList')}
      </Button>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 2 }}
      >
        <Box>
          <WorkerTitle worker={w} />
          <Typography color="text.secondary">
            {valueText(t, EMPLOYMENT_KEYS, w.typeOfEmployment)} · {valueText(t, POSITION_KEYS, w.positionApplied)} ·{' '}
            {w.source === 'staff' ? t('workers.detail.createdByStaff') : t('workers.detail.registered')}{' '}
            {formatDateTime(w.createdAt, lang)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {canTransition &&
            w.allowedActions.map((a) => (
              // A 15-year-old applicant is approved only with the parental consent on file (the server refuses it before).
              <DisabledWhy key={a} why={a === 'approve' && w.requiresDocument && !w.consentReceivedAt ? t('workers.detail.needsConsent') : null}>
                <Button
                  variant={DESTRUCTIVE.has(a) ? 'outlined' : 'contained'}
                  color={a === 'blacklist' || a === 'reject' ? 'error' : 'primary'}
                  onClick={() => onAction(a)}
                >
                  {t(ACTION_KEYS[a].label)}
                </Button>
              </DisabledWhy>
            ))}
          {canEdit && (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
              {t('workers.detail.editDetails')}
            </Button>
          )}
          {/* A reminder in the caller's Tasks list, linked to this worker (e.g. call back an applicant). */}
          <AddTaskButton kind="worker" id={w.id} name={w.name} />
        </Stack>
      </Stack>
    </>
  );
}
