import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { AssignmentRow, AssignmentWarning, RosterDetail } from '@wf/shared/contracts/rosters/rosters';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { useAssignments } from './roster-changes.ts';
import { rosterErrorText, warningsOf } from './roster-errors.ts';
import { WARNING_KEYS } from './labels.ts';
import { CancelAndConfirm, DialogError } from '../../components/management/dialog/dialog-parts.tsx';

/** Two workers of the roster trade shifts (each re-checked; warnings asked before). */
export function SwapDialog({ roster, assignment, onClose }: { roster: RosterDetail; assignment: AssignmentRow; onClose(): void }) {
  const { t } = useT();
  const { swap } = useAssignments(roster.id);
  const [other, setOther] = useState('');
  const [warnings, setWarnings] = useState<AssignmentWarning[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const candidates = roster.shifts
    .filter((s) => s.id !== assignment.shiftId)
    .flatMap((s) => s.assignments.map((a) => ({ a, label: `${a.workerName} · ${positionText(t, s.position)} ${s.start}–${s.end}` })));
  const run = (acceptWarnings: boolean) => {
    setError(null);
    swap.mutate(
      { body: { assignmentId: assignment.id, otherAssignmentId: other, acceptWarnings } },
      {
        onSuccess: onClose,
        onError: (err) => {
          const w = warningsOf(err);
          if (w) setWarnings(w);
          else setError(rosterErrorText(err, t));
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('rosters.swap.title', { name: assignment.workerName })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('rosters.swap.text')}</DialogContentText>
        {candidates.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('rosters.swap.none')}
          </Typography>
        ) : (
          <RadioGroup value={other} onChange={(e) => setOther(e.target.value)} sx={{ mt: 1 }} aria-label={t('rosters.swap.with')}>
            {candidates.map(({ a, label }) => (
              <FormControlLabel key={a.id} value={a.id} control={<Radio />} label={label} />
            ))}
          </RadioGroup>
        )}
        {warnings && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('rosters.swap.warnings')}
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {warnings.map((w) => (
                <li key={w}>{t(WARNING_KEYS[w])}</li>
              ))}
            </ul>
          </Alert>
        )}
        <DialogError error={error} />
      </DialogContent>
      <CancelAndConfirm
        onCancel={onClose}
        label={warnings ? t('rosters.swap.swapAnyway') : t('rosters.swap.swap')}
        disabled={!other || swap.isPending}
        onConfirm={() => run(Boolean(warnings))}
      />
    </Dialog>
  );
}
