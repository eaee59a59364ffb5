import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import DoneAllIcon from '@mui/icons-material/PlaylistAddCheck';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import type { AttendanceSheet } from '@wf/shared/contracts/rosters/rosters';
import { formatSgd } from '@wf/shared/domain/money';
import { Breadcrumb, PageHeader, formatDateTime } from '../../components/management/list/list-tools.tsx';
import { ConfirmDialog } from '../../components/management/dialog/confirm-dialog.tsx';
import { DisabledWhy } from '../../components/management/access/disabled-why.tsx';
import { recordLoadState } from '../../components/management/form/form-fields.tsx';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { attendanceNotYet } from '@wf/shared/domain/time-guards';
import { now } from '@wf/shared/domain/clock';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { useAttendance } from './roster-changes.ts';
import { rosterErrorText } from './roster-errors.ts';
import { longDayLabel } from './roster-dates.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { AttendanceRowEditor, type RowAction } from './attendance-row.tsx';
import { rosterPath } from './board-week.tsx';
import { formatHours } from '@wf/shared/domain/format';

type Pending = { kind: 'asRostered' | 'lock' | 'unlock' } | { kind: 'row'; action: RowAction };

/** /roster-management/list/:id/attendance: the day sheet of a roster. */
export function Component() {
  const { t, lang } = useT();
  const { id = '' } = useParams();
  const can = useCan();
  const sheet = useEndpoint(rosterEndpoints.attendance, { params: { id } });
  const m = useAttendance(id);
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const wait = recordLoadState(sheet, t('rosters.attendance.loading'));
  if (wait) return wait;
  const s = sheet.data!;
  const canRecord = can(rosterEndpoints.recordAttendance);
  const canUnlock = can(rosterEndpoints.unlockAttendance);
  // A locked sheet: only hr and admin (who may unlock) change it, each change with a reason.
  const editable = canRecord && (!s.locked || canUnlock);
  const busy = [m.record, m.noShow, m.clear, m.restDayRequest, m.excuse, m.asRostered].some((x) => x.isPending);
  const open = s.rows.filter((r) => !r.attendanceId).length;
  // Attendance opens when a shift starts (issue 29): rows of shifts not started are read-only, and the
  // sheet says from when.
  const at = now();
  const notStarted = s.rows.filter((r) => attendanceNotYet(new Date(r.rosteredStart), at));
  const opensAt = notStarted.map((r) => r.rosteredStart).sort()[0];
  const asRosteredWhy = notStarted.some((r) => !r.attendanceId) && opensAt ? t('rosters.timeGuard.notStarted', { at: formatDateTime(opensAt, lang) }) : null;

  const runRow = (action: RowAction, reason?: string) => {
    const params = { id: action.row.assignmentId };
    const r = reason || undefined;
    if (action.kind === 'record') return m.record.mutateAsync({ params, body: { ...action.body, reason: r } });
    if (action.kind === 'noShow') return m.noShow.mutateAsync({ params, body: { reason: r } });
    if (action.kind === 'restDayRequest') return m.restDayRequest.mutateAsync({ params, body: { restDayWorkAt: action.restDayWorkAt, reason: r } });
    if (action.kind === 'excuse')
      return m.excuse.mutateAsync({
        params,
        body: { excuse: action.excuse, excuseNote: action.excuseNote, updatedAt: action.row.updatedAt ?? '', reason: r },
      });
    return m.clear.mutateAsync({ params, body: { reason: r } });
  };
  const onRow = (action: RowAction) => {
    setError(null);
    if (s.locked) setPending({ kind: 'row', action });
    else runRow(action).catch((err: unknown) => setError(rosterErrorText(err, t)));
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1300 }}>
      <Breadcrumb to={rosterPath(id)} list={s.locationName} current={t('rosters.attendance.title')} />
      <PageHeader
        title={t('rosters.attendance.heading', { location: s.locationName })}
        chips={
          <>
            {s.locked ? (
              <Chip icon={<LockIcon />} color="warning" label={t('rosters.attendance.locked')} />
            ) : (
              <Chip icon={<LockOpenIcon />} variant="outlined" label={t('rosters.attendance.open')} />
            )}
          </>
        }
        subtitle={`${longDayLabel(s.date, lang)} · ${s.projectCode} · ${s.projectName} · ${s.clientName}`}
        actions={
          <>
            {canRecord && !s.locked && (
              <DisabledWhy why={asRosteredWhy}>
                <Button variant="contained" startIcon={<DoneAllIcon />} disabled={open === 0 || busy} onClick={() => setPending({ kind: 'asRostered' })}>
                  {t('rosters.attendance.asRostered')}
                </Button>
              </DisabledWhy>
            )}
            {canRecord && !s.locked && (
              <Button startIcon={<LockIcon />} onClick={() => setPending({ kind: 'lock' })}>
                {t('rosters.attendance.lock')}
              </Button>
            )}
            {s.locked && canUnlock && (
              <Button startIcon={<LockOpenIcon />} onClick={() => setPending({ kind: 'unlock' })}>
                {t('rosters.attendance.unlock')}
              </Button>
            )}
          </>
        }
      />
      {s.locked && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t(canUnlock ? 'rosters.attendance.lockedNoteHr' : 'rosters.attendance.lockedNote', {
            name: s.lockedByName ?? t('common.dash'),
            at: formatDateTime(s.lockedAt, lang),
          })}
        </Alert>
      )}
      {opensAt && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('rosters.timeGuard.notStartedRows', { count: notStarted.length, at: formatDateTime(opensAt, lang) })}
        </Alert>
      )}
      <SheetTotals sheet={s} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('rosters.attendance.rounding', { step: s.roundingStepMinutes })}
        {!s.showsPay && ` ${t('rosters.attendance.payHidden')}`}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ px: 2 }}>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, '& > li:first-of-type': { borderTop: 0 } }}
          aria-label={t('rosters.attendance.title')}
        >
          {s.rows.map((r) => (
            <AttendanceRowEditor
              key={r.assignmentId}
              row={r}
              editable={editable}
              notYet={notStarted.includes(r) ? t('rosters.timeGuard.notStarted', { at: formatDateTime(r.rosteredStart, lang) }) : null}
              busy={busy}
              onAction={onRow}
            />
          ))}
        </Box>
        {s.rows.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 3 }}>
            {t('rosters.attendance.nobody')}
          </Typography>
        )}
      </Paper>
      {pending?.kind === 'asRostered' && (
        <ConfirmDialog
          open
          title={t('rosters.attendance.asRosteredTitle')}
          text={t('rosters.attendance.asRosteredText', { count: open })}
          confirmLabel={t('rosters.attendance.asRostered')}
          onConfirm={() => m.asRostered.mutateAsync({ params: { id }, body: { reason: undefined } })}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'lock' && (
        <ConfirmDialog
          open
          title={t('rosters.attendance.lockTitle')}
          text={t('rosters.attendance.lockText')}
          confirmLabel={t('rosters.attendance.lock')}
          onConfirm={() => m.lock.mutateAsync({ params: { id } })}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'unlock' && (
        <ReasonDialog
          title={t('rosters.attendance.unlockTitle')}
          text={t('rosters.attendance.unlockText')}
          confirmLabel={t('rosters.attendance.unlock')}
          onConfirm={(reason) => m.unlock.mutateAsync({ params: { id }, body: { reason } })}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'row' && (
        <ReasonDialog
          title={t('rosters.attendance.lockedChangeTitle', { name: pending.action.row.workerName })}
          text={t('rosters.attendance.lockedChangeText')}
          confirmLabel={t('rosters.attendance.save')}
          onConfirm={(reason) => runRow(pending.action, reason)}
          onClose={() => setPending(null)}
        />
      )}
    </Box>
  );
}

/** The day's paid hours, and its pay for a viewer who may see it. */
function SheetTotals({ sheet }: { sheet: AttendanceSheet }) {
  const { t } = useT();
  const paid = sheet.rows.flatMap((r) => (r.pay ? [r.pay] : []));
  if (paid.length === 0) return null;
  const minutes = paid.reduce((n, p) => n + p.workedMinutes, 0);
  const cents = paid.reduce((n, p) => n + (p.totalCents ?? 0), 0);
  return (
    <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
      {sheet.showsPay
        ? t('rosters.attendance.totalsPay', { hours: formatHours(minutes), pay: formatSgd(cents) })
        : t('rosters.attendance.totals', { hours: formatHours(minutes) })}
    </Typography>
  );
}
