import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { rosterUpdateBody, type RosterDetail, type RosterUpdateBody } from '@wf/shared/contracts/rosters/rosters';
import { useT } from '../../lib/i18n/index.ts';
import { useRosterChanges } from './roster-changes.ts';
import { rosterErrorText } from './roster-errors.ts';
import { ShiftFields, type ShiftsForm } from './shift-fields.tsx';
import { shiftLocks } from './shift-locks.ts';

type Form = RosterUpdateBody & ShiftsForm;

function toForm(r: RosterDetail): Form {
  return {
    version: r.version,
    notes: r.notes ?? '',
    shifts: r.shifts.map((s) => ({
      id: s.id,
      positionId: s.positionId,
      start: s.start,
      end: s.end,
      breakMinutes: s.breakMinutes,
      headcount: s.headcount,
      payRateCentsOverride: s.payRateCentsOverride,
      notes: s.notes ?? '',
    })),
  };
}

/** The roster's shifts as a form (kept by id, new ones added, removed ones dropped); a published roster tells its workers. */
export function RosterEditForm({ roster, onDone }: { roster: RosterDetail; onDone(): void }) {
  const { t } = useT();
  const { update } = useRosterChanges();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState, register } = useForm<Form, unknown, RosterUpdateBody>({
    resolver: zodResolver(rosterUpdateBody) as never,
    defaultValues: toForm(roster),
  });
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      sx={{ p: { xs: 2, md: 3 } }}
      onSubmit={handleSubmit((body) => {
        setError(null);
        update.mutate({ params: { id: roster.id }, body }, { onSuccess: onDone, onError: (err) => setError(rosterErrorText(err, t)) });
      })}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('rosters.shifts.editTitle')}
      </Typography>
      {roster.status === 'published' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('rosters.shifts.publishedNote')}
        </Alert>
      )}
      {/* A paid shift's fixed fields and a staffed shift's removal are off with the reason the server would give. */}
      <ShiftFields
        control={control}
        errors={formState.errors}
        positions={roster.positions}
        showsPay={roster.showsPay}
        lockOf={shiftLocks(roster.shifts, t)}
      />
      <TextField {...register('notes')} label={t('rosters.create.notes')} fullWidth multiline minRows={2} sx={{ mt: 2 }} />
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onDone}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('rosters.shifts.save')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
