import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ABSENCE_EXCUSE } from '@wf/shared/enums/rosters';
import type { AbsenceExcuse, AttendanceRow } from '@wf/shared/contracts/rosters/rosters';
import { formatDateTime } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import type { RowAction } from './attendance-row.tsx';

/**
 * A no-show's excuse (decision 026): not excused, or with the employer's consent, a medical certificate
 * or another reasonable excuse, and a note. An excused absence does not forfeit a part-timer's public
 * holiday before or after it (Employment Act s.88(3)).
 */
export function AbsenceExcuseEditor({ row, off, onAction }: { row: AttendanceRow; off: boolean; onAction(a: RowAction): void }) {
  const { t, lang } = useT();
  const [kind, setKind] = useState<AbsenceExcuse | ''>(row.excuse?.kind ?? '');
  const [note, setNote] = useState(row.excuse?.note ?? '');
  const [seen, setSeen] = useState(row);
  if (seen !== row) {
    setSeen(row);
    setKind(row.excuse?.kind ?? '');
    setNote(row.excuse?.note ?? '');
  }
  const changed = kind !== (row.excuse?.kind ?? '') || (kind !== '' && note !== (row.excuse?.note ?? ''));
  return (
    <Box role="group" aria-label={t('rosters.attendance.excuse.for', { name: row.workerName })} sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        sx={{ minWidth: 260 }}
        label={t('rosters.attendance.excuse.label')}
        value={kind}
        disabled={off}
        helperText={t('rosters.attendance.excuse.help')}
        onChange={(e) => setKind(e.target.value as AbsenceExcuse | '')}
        slotProps={{
          select: { displayEmpty: true },
          inputLabel: { shrink: true },
          htmlInput: { 'aria-label': t('rosters.attendance.excuse.kindFor', { name: row.workerName }) },
        }}
      >
        <MenuItem value="">{t('rosters.attendance.excuse.none')}</MenuItem>
        {ABSENCE_EXCUSE.values.map((k) => (
          <MenuItem key={k} value={k}>
            {t(ABSENCE_EXCUSE.key(k))}
          </MenuItem>
        ))}
      </TextField>
      {kind !== '' && (
        <TextField
          size="small"
          sx={{ minWidth: 220 }}
          label={t('rosters.attendance.excuse.note')}
          value={note}
          disabled={off}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 500, 'aria-label': t('rosters.attendance.excuse.noteFor', { name: row.workerName }) } }}
        />
      )}
      <Button
        size="small"
        variant="outlined"
        disabled={off || !changed}
        onClick={() => onAction({ kind: 'excuse', row, excuse: kind === '' ? null : kind, excuseNote: kind === '' ? null : note.trim() || null })}
        aria-label={t('rosters.attendance.excuse.saveFor', { name: row.workerName })}
      >
        {t('rosters.attendance.excuse.save')}
      </Button>
      {row.excuse && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ width: '100%' }}>
          {t('rosters.attendance.excuse.recorded', { name: row.excuse.byName ?? t('common.dash'), at: formatDateTime(row.excuse.at, lang) })}
        </Typography>
      )}
    </Box>
  );
}
