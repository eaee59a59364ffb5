import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AbsenceExcuse, type AttendanceBody, type AttendanceRow, type RestDayRequestBody } from '@wf/shared/contracts/rosters/rosters';
import { RateChip } from './rate-chip.tsx';
import { PayLine } from './attendance-pay-line.tsx';
import { AbsenceExcuseEditor } from './attendance-excuse.tsx';
import { DisabledWhy } from '../../components/management/access/disabled-why.tsx';
import { formatDateTime } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { ATTENDANCE_STATUS, REST_DAY_WORK_AT, type RestDayWorkAt } from '@wf/shared/enums/rosters';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { sgtClock } from './roster-dates.ts';
import { formatHours } from '@wf/shared/domain/format';

/** What a row asks the sheet to do; the sheet adds a reason when it is locked. */
export type RowAction =
  | { kind: 'record'; row: AttendanceRow; body: AttendanceBody }
  | { kind: 'noShow'; row: AttendanceRow }
  | { kind: 'restDayRequest'; row: AttendanceRow; restDayWorkAt: RestDayRequestBody['restDayWorkAt'] }
  | { kind: 'excuse'; row: AttendanceRow; excuse: AbsenceExcuse | null; excuseNote: string | null }
  | { kind: 'clear'; row: AttendanceRow };

/** One worker's attendance: clock-in and -out as entered, what it made (status, paid times), who entered it. */
export function AttendanceRowEditor({
  row,
  editable,
  notYet = null,
  busy,
  onAction,
}: {
  row: AttendanceRow;
  /** The viewer may record attendance on this sheet (role, lock). */
  editable: boolean;
  /** Why this shift's attendance cannot be recorded yet (it has not started), or null. */
  notYet?: string | null;
  busy: boolean;
  onAction(a: RowAction): void;
}) {
  const { t, lang } = useT();
  const [clockIn, setClockIn] = useState(row.clockInRaw ?? '');
  const [clockOut, setClockOut] = useState(row.clockOutRaw ?? '');
  const [brk, setBrk] = useState(breakText(row));
  const [seen, setSeen] = useState(row);
  if (seen !== row) {
    // The sheet was answered again (saved, as rostered): show what is stored.
    setSeen(row);
    setClockIn(row.clockInRaw ?? '');
    setClockOut(row.clockOutRaw ?? '');
    setBrk(breakText(row));
  }
  // A shift paid in an approved pay run cannot change (the server refuses with PAY_LOCKED), nor one
  // not started (SHIFT_NOT_STARTED): its fields and actions are off, and the row says why, in its
  // text and on each action (issue 29, item 7).
  const why = row.pay?.locked === true ? t('rosters.attendance.paidWhy') : notYet;
  const off = !editable || why !== null;
  const whyId = `why-${row.assignmentId}`;
  const changed = clockIn !== (row.clockInRaw ?? '') || clockOut !== (row.clockOutRaw ?? '') || brk !== breakText(row);
  return (
    <Box
      component="li"
      aria-label={row.workerName}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        // A time field shows "hh:mm AM" and its clock button: 150 px keep them whole. Wide: the entry on
        // one line (worker, rostered, in, out, break, status), what it made and the actions below it.
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(170px, 1.3fr) minmax(90px, 0.7fr) minmax(150px, 1fr) minmax(150px, 1fr) minmax(140px, 0.9fr) minmax(110px, 0.8fr)' },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '& > .wide': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        '& > .made': { gridColumn: { xs: '1 / -1', md: '1 / 5' } },
        '& > .acts': { gridColumn: { xs: '1 / -1', md: '5 / -1' } },
      }}
    >
      <Box className="wide">
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {row.workerName}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {[row.employeeCode, positionText(t, row.position)].filter(Boolean).join(' · ')}
        </Typography>
        {row.rate && (
          <Box sx={{ mt: 0.5 }}>
            <RateChip rate={row.rate} />
          </Box>
        )}
      </Box>
      <Typography variant="body2" className="wide">
        {t('rosters.attendance.rostered', { start: sgtClock(row.rosteredStart), end: sgtClock(row.rosteredEnd) })}
      </Typography>
      <TextField
        size="small"
        type="time"
        label={t('rosters.attendance.clockIn')}
        value={clockIn}
        onChange={(e) => setClockIn(e.target.value)}
        disabled={off}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': t('rosters.attendance.clockInFor', { name: row.workerName }) } }}
      />
      <TextField
        size="small"
        type="time"
        label={t('rosters.attendance.clockOut')}
        value={clockOut}
        onChange={(e) => setClockOut(e.target.value)}
        disabled={off}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': t('rosters.attendance.clockOutFor', { name: row.workerName }) } }}
      />
      <TextField
        size="small"
        type="number"
        label={t('rosters.attendance.breakTaken')}
        value={brk}
        placeholder={String(row.breakMinutes)}
        onChange={(e) => setBrk(e.target.value)}
        disabled={off}
        helperText={t('rosters.attendance.breakRostered', { minutes: row.breakMinutes })}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: 0, step: 5, inputMode: 'numeric', 'aria-label': t('rosters.attendance.breakFor', { name: row.workerName }) },
        }}
      />
      <Box>
        {row.status ? (
          <EnumChip of={ATTENDANCE_STATUS} value={row.status} />
        ) : (
          <Chip size="small" variant="outlined" label={t('rosters.attendance.notEntered')} />
        )}
        {row.lateMinutes ? (
          <Typography variant="caption" component="div" color="warning.dark">
            {t('rosters.attendance.lateBy', { minutes: row.lateMinutes })}
          </Typography>
        ) : null}
        {row.earlyMinutes ? (
          <Typography variant="caption" component="div" color="warning.dark">
            {t('rosters.attendance.earlyBy', { minutes: row.earlyMinutes })}
          </Typography>
        ) : null}
      </Box>
      <Box className="made" role="group" aria-label={t('rosters.attendance.payOf', { name: row.workerName })}>
        {row.paidStartAt && (
          <Typography variant="body2">
            {t('rosters.attendance.paid', {
              start: sgtClock(row.paidStartAt),
              end: row.paidEndAt ? sgtClock(row.paidEndAt) : '…',
              hours: formatHours(row.paidMinutes ?? 0),
            })}
          </Typography>
        )}
        <PayLine row={row} />
        {row.pay?.dayKind === 'rest_day' && (
          <TextField
            select
            size="small"
            sx={{ mt: 1, minWidth: 260 }}
            label={t('rosters.attendance.restDayAsk.label')}
            value={row.restDayWorkAt ?? ''}
            disabled={off || busy}
            helperText={t('rosters.attendance.restDayAsk.help')}
            onChange={(e) => onAction({ kind: 'restDayRequest', row, restDayWorkAt: e.target.value === '' ? null : (e.target.value as RestDayWorkAt) })}
            slotProps={{
              // Empty = the pay settings' answer: shown by its words, not as a blank field.
              select: { displayEmpty: true },
              inputLabel: { shrink: true },
              htmlInput: { 'aria-label': t('rosters.attendance.restDayAsk.for', { name: row.workerName }) },
            }}
          >
            <MenuItem value="">{t('rosters.attendance.restDayAsk.default')}</MenuItem>
            {REST_DAY_WORK_AT.values.map((v) => (
              <MenuItem key={v} value={v}>
                {t(REST_DAY_WORK_AT.key(v))}
              </MenuItem>
            ))}
          </TextField>
        )}
        {row.status === 'no_show' && <AbsenceExcuseEditor row={row} off={off || busy} onAction={onAction} />}
        {row.enteredAt && (
          <Typography variant="caption" color="text.secondary" component="div">
            {row.updatedAt && row.updatedAt !== row.enteredAt
              ? t('rosters.attendance.changedBy', { name: row.updatedByName ?? t('common.dash'), at: formatDateTime(row.updatedAt, lang) })
              : t('rosters.attendance.enteredBy', { name: row.enteredByName ?? t('common.dash'), at: formatDateTime(row.enteredAt, lang) })}
          </Typography>
        )}
      </Box>
      {editable && (
        <Box className="acts" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: { md: 'flex-end' }, alignItems: 'center' }}>
          {why && (
            <Typography id={whyId} variant="caption" color="text.secondary" sx={{ width: '100%', textAlign: { md: 'right' } }}>
              {why}
            </Typography>
          )}
          <DisabledWhy why={why} textId={whyId}>
            <Button
              size="small"
              variant="contained"
              disabled={busy || !clockIn || !changed}
              onClick={() => onAction({ kind: 'record', row, body: { clockIn, clockOut: clockOut || null, actualBreakMinutes: brk === '' ? null : Number(brk) } })}
              aria-label={t('rosters.attendance.saveFor', { name: row.workerName })}
            >
              {t('rosters.attendance.save')}
            </Button>
          </DisabledWhy>
          {row.status !== 'no_show' && (
            <DisabledWhy why={why} textId={whyId}>
              <Button
                size="small"
                color="error"
                disabled={busy}
                onClick={() => onAction({ kind: 'noShow', row })}
                aria-label={t('rosters.attendance.noShowFor', { name: row.workerName })}
              >
                {t('rosters.attendance.noShow')}
              </Button>
            </DisabledWhy>
          )}
          {row.attendanceId && (
            <DisabledWhy why={why} textId={whyId}>
              <Button size="small" disabled={busy} onClick={() => onAction({ kind: 'clear', row })}>
                {t('rosters.attendance.clear')}
              </Button>
            </DisabledWhy>
          )}
        </Box>
      )}
    </Box>
  );
}


/** The break taken as the field shows it: empty when the rostered one was taken. */
const breakText = (row: AttendanceRow) => (row.actualBreakMinutes === null ? '' : String(row.actualBreakMinutes));
