import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import WarningIcon from '@mui/icons-material/Warning';
import type { AssignmentRow, ShiftRow } from '@wf/shared/contracts/rosters/rosters';
import { formatSgd } from '@wf/shared/domain/money';
import { ConfirmDialog } from '../../components/management/dialog/confirm-dialog.tsx';
import { useT, type TFunction } from '../../lib/i18n/index.ts';
import { DisabledWhy } from '../../components/management/access/disabled-why.tsx';
import { positionText } from '../../lib/position-text.ts';
import { CONFIRMATION } from '@wf/shared/enums/rosters';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { codeKey } from './labels.ts';
import { RateChip } from './rate-chip.tsx';
import { PayHidden } from '../../components/management/access/pay-hidden.tsx';
import { ConfirmationCounts, StaffingBadge } from './shift-chip.tsx';
import { formatHours } from '@wf/shared/domain/format';

/** "09:00–18:00 (next day) · 60 min break · 8 h paid" */
export function shiftTimes(s: Pick<ShiftRow, 'start' | 'end' | 'crossesMidnight'>, nextDay: string): string {
  return `${s.start}–${s.end}${s.crossesMidnight ? ` ${nextDay}` : ''}`;
}

/**
 * Why a worker cannot be swapped or unassigned, as the server would refuse it (issue 29, item 7): the
 * shift is paid in a pay run (PAY_LOCKED), or its attendance is recorded (ATTENDANCE_RECORDED). Null
 * when they can.
 */
export function assignmentBlockedReason(
  a: Pick<AssignmentRow, 'payLocked' | 'attendanceRecorded'>,
  t: TFunction,
): string | null {
  if (a.payLocked) return t('rosters.shift.paidWhy');
  if (a.attendanceRecorded) return t('rosters.shift.attendanceWhy');
  return null;
}

/** Swap and unassign of one assigned worker: off with the reason where the server would refuse them. */
function AssignmentActions({ a, onSwap, onUnassign }: { a: AssignmentRow; onSwap(): void; onUnassign(): void }) {
  const { t } = useT();
  const why = assignmentBlockedReason(a, t);
  const swap = (
    <IconButton
      key="swap"
      size="small"
      onClick={onSwap}
      aria-label={t('rosters.shift.swapWorker', { name: a.workerName })}
    >
      <SwapHorizIcon fontSize="small" />
    </IconButton>
  );
  const unassign = (
    <IconButton
      key="unassign"
      size="small"
      onClick={onUnassign}
      aria-label={t('rosters.shift.unassignWorker', { name: a.workerName })}
    >
      <PersonRemoveIcon fontSize="small" />
    </IconButton>
  );
  if (why) return <DisabledWhy why={why}>{[swap, unassign]}</DisabledWhy>;
  return (
    <>
      <Tooltip title={t('rosters.shift.swap')}>{swap}</Tooltip>
      <Tooltip title={t('rosters.shift.unassign')}>{unassign}</Tooltip>
    </>
  );
}

/** One shift of a roster: its plan, staffing, the assigned workers with their answers, and the assignment actions. */
export function ShiftCard({
  shift,
  canAssign,
  onAssign,
  onSwap,
  onUnassign,
}: {
  shift: ShiftRow;
  canAssign: boolean;
  onAssign(): void;
  onSwap(a: AssignmentRow): void;
  onUnassign(a: AssignmentRow): Promise<unknown>;
}) {
  const { t } = useT();
  const [removing, setRemoving] = useState<AssignmentRow | null>(null);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`${positionText(t, shift.position)} ${shift.start}–${shift.end}`}
      sx={{ p: 2 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {positionText(t, shift.position)} · {shiftTimes(shift, t('rosters.board.nextDay'))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {shift.payRateCents === null
              ? t('rosters.shift.summaryHours', {
                  breakMinutes: shift.breakMinutes,
                  hours: formatHours(shift.rosteredMinutes),
                })
              : t('rosters.shift.summary', {
                  breakMinutes: shift.breakMinutes,
                  hours: formatHours(shift.rosteredMinutes),
                  rate: formatSgd(shift.payRateCents),
                })}
            {shift.payRateCentsOverride !== null && ` · ${t('rosters.shift.rateOverride')}`}
          </Typography>
          {!shift.showsPay && <PayHidden />}
          {shift.notes && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {shift.notes}
            </Typography>
          )}
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: { sm: 'flex-end' } }}>
          <StaffingBadge
            filled={shift.filled}
            headcount={shift.headcount}
            declined={shift.declined}
            endsAt={shift.endsAt}
          />
          <ConfirmationCounts
            shift={{
              confirmed: shift.confirmed,
              declined: shift.declined,
              unanswered: shift.assignments.filter((a) => a.confirmation === 'none').length,
            }}
          />
        </Stack>
      </Stack>

      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }} aria-label={t('rosters.shift.workers')}>
        {shift.assignments.map((a) => (
          <Box
            component="li"
            key={a.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 0.75,
              borderTop: 1,
              borderColor: 'divider',
              flexWrap: 'wrap',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 160 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {a.workerName}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {[a.employeeCode, a.contactNumber].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            {a.acceptedWarnings.length > 0 && (
              <Tooltip title={a.acceptedWarnings.map((w) => t(codeKey(w))).join(' ')}>
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  icon={<WarningIcon />}
                  label={t('rosters.shift.warningsAccepted', { count: a.acceptedWarnings.length })}
                />
              </Tooltip>
            )}
            {shift.showsPay && <RateChip rate={a} />}
            <EnumChip of={CONFIRMATION} value={a.confirmation} />
            {canAssign && <AssignmentActions a={a} onSwap={() => onSwap(a)} onUnassign={() => setRemoving(a)} />}
          </Box>
        ))}
        {shift.assignments.length === 0 && (
          <Typography
            component="li"
            variant="body2"
            color="text.secondary"
            sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}
          >
            {t('rosters.shift.nobody')}
          </Typography>
        )}
      </Box>
      {canAssign && (
        <Button
          size="small"
          startIcon={<PersonAddIcon />}
          onClick={onAssign}
          sx={{ mt: 1 }}
          aria-label={t('rosters.shift.assignTo', {
            position: positionText(t, shift.position),
            times: `${shift.start}–${shift.end}`,
          })}
        >
          {t('rosters.shift.assign')}
        </Button>
      )}
      {removing && (
        <ConfirmDialog
          open
          title={t('rosters.confirm.unassignTitle', { name: removing.workerName })}
          text={t('rosters.confirm.unassignText')}
          confirmLabel={t('rosters.shift.unassign')}
          danger
          onConfirm={() => onUnassign(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Paper>
  );
}
