import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import GroupsIcon from '@mui/icons-material/PeopleOutlined';
import type { AssignmentWarning, EligibleWorker, ShiftRow } from '@wf/shared/contracts/rosters/rosters';
import { formatDateTime, useDebounced } from '../../components/management/list/list-tools.tsx';
import { now } from '@wf/shared/domain/clock';
import { shiftEnded } from '@wf/shared/domain/rosters/staffing';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { useAssignments } from './roster-changes.ts';
import { rosterErrorText, warningsOf } from './roster-errors.ts';
import { WARNING_KEYS } from './labels.ts';
import { StaffingBadge } from './shift-chip.tsx';
import { shiftTimes } from './shift-card.tsx';
import { PickerSearch, WorkerOption } from './worker-option.tsx';
import { FillResult } from './fill-result.tsx';
import { useNarrow } from './use-narrow.ts';

type Ask = { worker: EligibleWorker; warnings: AssignmentWarning[] };

/**
 * Put a worker on a shift: eligible workers first, ranked by the server (valid certificates, not
 * working that day, fewest hours this week); search by name, code, phone or the ID's last four;
 * workers who cannot take it shown with the reasons on request; warnings asked before assigning.
 */
export function AssignmentPicker({ rosterId, shift, onClose }: { rosterId: string; shift: ShiftRow; onClose(): void }) {
  const { t, lang } = useT();
  const phone = useNarrow(600);
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const [showAll, setShowAll] = useState(false);
  const [ask, setAsk] = useState<Ask | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { assign, fill } = useAssignments(rosterId);
  const query = {
    search: debounced || undefined,
    includeIneligible: showAll ? ('true' as const) : ('false' as const),
    page: 1,
    pageSize: 50,
  };
  const workers = useEndpoint(rosterEndpoints.eligibleWorkers, { params: { id: shift.id }, query }, { keepPrevious: true });
  const full = shift.filled >= shift.headcount;

  const run = (worker: EligibleWorker, acceptWarnings: boolean) => {
    setNotice(null);
    assign.mutate(
      { params: { id: shift.id }, body: { workerId: worker.workerId, acceptWarnings } },
      {
        onSuccess: () => {
          setAsk(null);
          setNotice({ severity: 'success', text: t('rosters.picker.assigned', { name: worker.name }) });
        },
        onError: (err) => {
          const warnings = warningsOf(err);
          if (warnings) setAsk({ worker, warnings });
          else {
            setAsk(null);
            setNotice({
              severity: 'error',
              text: t('rosters.picker.refused', { name: worker.name, reason: rosterErrorText(err, t) }),
            });
          }
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="picker-title">
      <DialogTitle id="picker-title">
        {t('rosters.picker.title', {
          position: positionText(t, shift.position),
          times: shiftTimes(shift, t('rosters.board.nextDay')),
        })}
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
          <StaffingBadge
            filled={shift.filled}
            headcount={shift.headcount}
            declined={shift.declined}
            endsAt={shift.endsAt}
          />
          <Button
            size="small"
            startIcon={<GroupsIcon />}
            disabled={full || fill.isPending}
            onClick={() => fill.mutate({ params: { id: shift.id }, body: { acceptWarnings: false } })}
          >
            {t('rosters.picker.fillFromRegulars')}
          </Button>
        </Stack>
        {/* Back-filling an ended shift is allowed (who actually worked it), never silent: the server mails nobody. */}
        {shiftEnded(shift.endsAt, now()) && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('rosters.picker.ended', { at: formatDateTime(shift.endsAt, lang) })}
          </Alert>
        )}
        {fill.data && (
          <FillResult
            result={fill.data}
            onAcceptWarnings={() => fill.mutate({ params: { id: shift.id }, body: { acceptWarnings: true } })}
          />
        )}
        {fill.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {rosterErrorText(fill.error, t)}
          </Alert>
        )}
        {full && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('rosters.picker.full')}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
          <PickerSearch label={t('rosters.picker.search')} value={search} onChange={setSearch} phone={phone} />
          <FormControlLabel
            control={<Checkbox checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />}
            label={t('rosters.picker.showIneligible')}
          />
        </Stack>
        {ask && (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={
              <Stack spacing={1}>
                <Button
                  color="inherit"
                  size="small"
                  variant="outlined"
                  onClick={() => run(ask.worker, true)}
                  disabled={assign.isPending}
                >
                  {t('rosters.picker.assignAnyway')}
                </Button>
                <Button color="inherit" size="small" onClick={() => setAsk(null)}>
                  {t('common.cancel')}
                </Button>
              </Stack>
            }
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('rosters.picker.warningsFor', { name: ask.worker.name })}
            </Typography>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {ask.warnings.map((w) => (
                <li key={w}>{t(WARNING_KEYS[w])}</li>
              ))}
            </ul>
          </Alert>
        )}
        {notice && (
          <Alert severity={notice.severity} sx={{ mb: 2 }} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
        {workers.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={t('rosters.picker.loading')} />}
        {workers.isError && <Alert severity="error">{rosterErrorText(workers.error, t)}</Alert>}
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('rosters.picker.workers')}
        >
          {(workers.data?.items ?? []).map((w) => (
            <WorkerOption
              key={w.workerId}
              worker={w}
              disabled={full || assign.isPending}
              onAssign={() => (w.warnings.length > 0 ? setAsk({ worker: w, warnings: w.warnings }) : run(w, false))}
            />
          ))}
        </Stack>
        {workers.data && workers.data.items.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {showAll ? t('rosters.picker.noneFound') : t('rosters.picker.noneEligible')}
          </Typography>
        )}
        {workers.data && workers.data.total > workers.data.items.length && (
          <Typography variant="caption" color="text.secondary">
            {t(workers.data.totalCapped ? 'rosters.picker.moreThan' : 'rosters.picker.more', {
              shown: workers.data.items.length,
              total: workers.data.total,
            })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('rosters.picker.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
