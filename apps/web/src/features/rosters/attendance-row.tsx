import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AttendanceBody, AttendanceRow, RestDayRequestBody } from '@wf/shared/contracts/rosters/rosters';
import { formatSgd } from '@wf/shared/domain/money';
import { RateChip } from './rate-chip.tsx';
import { formatDateTime } from '../../components/management/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { ATTENDANCE_STATUS_COLORS, ATTENDANCE_STATUS_KEYS } from './labels.ts';
import { sgtClock } from './roster-dates.ts';
import { formatHours } from '@wf/shared/domain/format';

/** What a row asks the sheet to do; the sheet adds a reason when it is locked. */
export type RowAction =
  | { kind: 'record'; row: AttendanceRow; body: AttendanceBody }
  | { kind: 'noShow'; row: AttendanceRow }
  | { kind: 'restDayRequest'; row: AttendanceRow; restDayWorkAt: RestDayRequestBody['restDayWorkAt'] }
  | { kind: 'clear'; row: AttendanceRow };

/** One worker's attendance: clock-in and -out as entered, what it made (status, paid times), who entered it. */
export function AttendanceRowEditor({
  row,
  editable,
  busy,
  onAction,
}: {
  row: AttendanceRow;
  editable: boolean;
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
  // A shift paid in an approved pay run cannot change (the server refuses with PAY_LOCKED): its
  // fields and actions are off, and the row says why (issue 29, item 7).
  const paid = row.pay?.locked === true;
  const off = !editable || paid;
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
          <Chip size="small" color={ATTENDANCE_STATUS_COLORS[row.status]} label={t(ATTENDANCE_STATUS_KEYS[row.status])} />
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
            onChange={(e) => onAction({ kind: 'restDayRequest', row, restDayWorkAt: e.target.value === '' ? null : (e.target.value as 'employer' | 'employee') })}
            slotProps={{
              // Empty = the pay settings' answer: shown by its words, not as a blank field.
              select: { displayEmpty: true },
              inputLabel: { shrink: true },
              htmlInput: { 'aria-label': t('rosters.attendance.restDayAsk.for', { name: row.workerName }) },
            }}
          >
            <MenuItem value="">{t('rosters.attendance.restDayAsk.default')}</MenuItem>
            <MenuItem value="employer">{t('rosters.attendance.restDayAsk.employer')}</MenuItem>
            <MenuItem value="employee">{t('rosters.attendance.restDayAsk.employee')}</MenuItem>
          </TextField>
        )}
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
          {paid && (
            <Typography variant="caption" color="text.secondary" sx={{ width: '100%', textAlign: { md: 'right' } }}>
              {t('rosters.attendance.paidWhy')}
            </Typography>
          )}
          <Button
            size="small"
            variant="contained"
            disabled={busy || paid || !clockIn || !changed}
            onClick={() => onAction({ kind: 'record', row, body: { clockIn, clockOut: clockOut || null, actualBreakMinutes: brk === '' ? null : Number(brk) } })}
            aria-label={t('rosters.attendance.saveFor', { name: row.workerName })}
          >
            {t('rosters.attendance.save')}
          </Button>
          {row.status !== 'no_show' && (
            <Button
              size="small"
              color="error"
              disabled={busy || paid}
              onClick={() => onAction({ kind: 'noShow', row })}
              aria-label={t('rosters.attendance.noShowFor', { name: row.workerName })}
            >
              {t('rosters.attendance.noShow')}
            </Button>
          )}
          {row.attendanceId && (
            <Button size="small" disabled={busy || paid} onClick={() => onAction({ kind: 'clear', row })}>
              {t('rosters.attendance.clear')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

/** The break taken as the field shows it: empty when the rostered one was taken. */
const breakText = (row: AttendanceRow) => (row.actualBreakMinutes === null ? '' : String(row.actualBreakMinutes));

const DAY_KIND_KEYS = {
  rest_day: 'rosters.attendance.dayKind.rest_day',
  public_holiday: 'rosters.attendance.dayKind.public_holiday',
} as const;

/** The row's shift payment: its pay where the viewer may see it, overtime, the day's kind, a lock. */
function PayLine({ row }: { row: AttendanceRow }) {
  const { t } = useT();
  const p = row.pay;
  if (!p) return null;
  const parts = [
    p.totalCents !== null ? formatSgd(p.totalCents) : null,
    p.overtimeMinutes > 0 ? t('rosters.attendance.overtime', { hours: formatHours(p.overtimeMinutes) }) : null,
    p.dayKind !== 'normal' ? t(DAY_KIND_KEYS[p.dayKind]) : null,
    p.locked ? t('rosters.attendance.payLocked') : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {parts.join(' · ')}
    </Typography>
  );
}
