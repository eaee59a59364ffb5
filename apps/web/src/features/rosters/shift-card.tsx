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
import { ConfirmDialog } from '../../components/management/confirm-dialog.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { CONFIRMATION_COLORS, CONFIRMATION_KEYS, codeKey } from './labels.ts';
import { RateChip } from './rate-chip.tsx';
import { PayHidden } from '../../components/management/pay-hidden.tsx';
import { ConfirmationCounts, NeedsReplacement, StaffingBadge } from './shift-chip.tsx';
import { formatHours } from '@wf/shared/domain/format';

/** "09:00–18:00 (next day) · 60 min break · 8 h paid" */
export function shiftTimes(s: Pick<ShiftRow, 'start' | 'end' | 'crossesMidnight'>, nextDay: string): string {
  return `${s.start}–${s.end}${s.crossesMidnight ? ` ${nextDay}` : ''}`;
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
    <Paper variant="outlined" component="section" aria-label={`${positionText(t, shift.position)} ${shift.start}–${shift.end}`} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {positionText(t, shift.position)} · {shiftTimes(shift, t('rosters.board.nextDay'))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {shift.payRateCents === null
              ? t('rosters.shift.summaryHours', { breakMinutes: shift.breakMinutes, hours: formatHours(shift.rosteredMinutes) })
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
          <StaffingBadge filled={shift.filled} headcount={shift.headcount} />
          {shift.needsReplacement && <NeedsReplacement />}
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
            sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap' }}
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
            <Chip size="small" color={CONFIRMATION_COLORS[a.confirmation]} label={t(CONFIRMATION_KEYS[a.confirmation])} />
            {canAssign && (
              <>
                <Tooltip title={t('rosters.shift.swap')}>
                  <IconButton size="small" onClick={() => onSwap(a)} aria-label={t('rosters.shift.swapWorker', { name: a.workerName })}>
                    <SwapHorizIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('rosters.shift.unassign')}>
                  <IconButton
                    size="small"
                    onClick={() => setRemoving(a)}
                    aria-label={t('rosters.shift.unassignWorker', { name: a.workerName })}
                  >
                    <PersonRemoveIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </>
            )}
          </Box>
        ))}
        {shift.assignments.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
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
          aria-label={t('rosters.shift.assignTo', { position: positionText(t, shift.position), times: `${shift.start}–${shift.end}` })}
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
