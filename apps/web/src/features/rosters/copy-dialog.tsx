import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RosterCopyResult, RosterDetail } from '@wf/shared/contracts/rosters/rosters';
import { DateField } from '../../components/date-field.tsx';
import { formatDate } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { ROSTER_LISTS } from './roster-changes.ts';
import { rosterErrorText } from './roster-errors.ts';
import { addDays, isCalendarDate } from './roster-dates.ts';
import { CopyResultView } from './copy-result.tsx';

/** Copy a roster to other dates (picked one by one, or the same weekday of the next four weeks). */
export function CopyDialog({ roster, onClose }: { roster: RosterDetail; onClose(): void }) {
  const { t } = useT();
  const [dates, setDates] = useState<string[]>([]);
  const [picked, setPicked] = useState<string | null>(null);
  const [withAssignments, setWithAssignments] = useState(false);
  const [result, setResult] = useState<RosterCopyResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const copy = useEndpointMutation(rosterEndpoints.copy, { invalidates: ROSTER_LISTS, awaitRefetch: false });
  const add = (list: string[]) => setDates((d) => [...new Set([...d, ...list])].filter((x) => x !== roster.date).sort());
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('rosters.copy.title')}</DialogTitle>
      <DialogContent>
        {result ? (
          <CopyResultView result={result} />
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <DateField label={t('rosters.copy.date')} value={picked} onChange={setPicked} sx={{ flex: 1 }} />
              <Button sx={{ mt: 1 }} disabled={!isCalendarDate(picked)} onClick={() => picked && add([picked])}>
                {t('rosters.copy.addDate')}
              </Button>
            </Stack>
            <Button sx={{ alignSelf: 'flex-start' }} onClick={() => add([1, 2, 3, 4].map((w) => addDays(roster.date, 7 * w)))}>
              {t('rosters.copy.nextFourWeeks')}
            </Button>
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} aria-live="polite">
              {dates.map((d) => (
                <Chip key={d} label={formatDate(d)} onDelete={() => setDates((all) => all.filter((x) => x !== d))} />
              ))}
              {dates.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('rosters.copy.noDates')}
                </Typography>
              )}
            </Stack>
            <FormControlLabel
              control={<Checkbox checked={withAssignments} onChange={(e) => setWithAssignments(e.target.checked)} />}
              label={t('rosters.create.includeAssignments')}
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{result ? t('rosters.copy.done') : t('common.cancel')}</Button>
        {!result && (
          <Button
            variant="contained"
            disabled={dates.length === 0 || copy.isPending}
            onClick={() =>
              copy.mutate(
                { params: { id: roster.id }, body: { dates, includeAssignments: withAssignments } },
                { onSuccess: setResult, onError: (err) => setError(rosterErrorText(err, t)) },
              )
            }
          >
            {t('rosters.copy.copy', { count: dates.length })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
