import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/TaskAlt';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import type { BoardShift } from '@wf/shared/contracts/rosters/rosters';
import { useT } from '../../lib/i18n/index.ts';
import { staffing, type Staffing } from './roster-dates.ts';
import { STAFFING_KEYS } from './labels.ts';

/** Colour, icon and text of a staffing level: never colour alone. */
export const STAFFING_LOOK: Record<Staffing, { color: string; bg: string; Icon: typeof CheckCircleIcon }> = {
  under: { color: 'warning.dark', bg: 'rgba(237, 108, 2, 0.08)', Icon: ReportProblemIcon },
  full: { color: 'success.dark', bg: 'rgba(46, 125, 50, 0.08)', Icon: CheckCircleIcon },
  over: { color: 'info.dark', bg: 'rgba(2, 136, 209, 0.08)', Icon: GroupAddIcon },
};

/** "2/3 filled · Understaffed" with its icon, in the staffing level's colour. */
export function StaffingBadge({ filled, headcount, short = false }: { filled: number; headcount: number; short?: boolean }) {
  const { t } = useT();
  const level = staffing(filled, headcount);
  const { color, Icon } = STAFFING_LOOK[level];
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color }} title={short ? t(STAFFING_KEYS[level]) : undefined}>
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 700, color: 'inherit' }}>
        {t('rosters.board.filled', { filled, headcount })}
      </Typography>
      {!short && (
        <Typography variant="caption" sx={{ color: 'inherit' }}>
          {t(STAFFING_KEYS[level])}
        </Typography>
      )}
    </Stack>
  );
}

/** Confirmed / declined / no answer counts of a shift. */
export function ConfirmationCounts({
  shift,
  short = false,
}: {
  shift: Pick<BoardShift, 'confirmed' | 'declined' | 'unanswered'>;
  short?: boolean;
}) {
  const { t } = useT();
  return (
    <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.3 }}>
      {t(short ? 'rosters.board.confirmationsShort' : 'rosters.board.confirmations', {
        confirmed: shift.confirmed,
        declined: shift.declined,
        unanswered: shift.unanswered,
      })}
    </Typography>
  );
}

/**
 * One shift on the board: position, times, filled/headcount and answers. A link to its roster
 * (Tab reaches it, Enter opens it); the accessible name says all of it in words.
 */
export function ShiftChip({ shift, to, dense = false }: { shift: BoardShift; to: string; dense?: boolean }) {
  const { t } = useT();
  const level = staffing(shift.filled, shift.headcount);
  const look = STAFFING_LOOK[level];
  const times = `${shift.start}–${shift.end}${shift.crossesMidnight ? ` ${t('rosters.board.nextDay')}` : ''}`;
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={t('rosters.board.shiftLabel', {
        position: shift.position,
        times,
        filled: shift.filled,
        headcount: shift.headcount,
        staffing: t(STAFFING_KEYS[level]),
        confirmed: shift.confirmed,
        declined: shift.declined,
        unanswered: shift.unanswered,
      })}
      sx={{
        display: 'block',
        textDecoration: 'none',
        color: 'text.primary',
        borderLeft: 4,
        borderColor: look.color,
        bgcolor: look.bg,
        borderRadius: 1,
        px: 1,
        py: dense ? 0.5 : 1,
        '&:hover': { filter: 'brightness(0.96)' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3, fontSize: dense ? 13 : undefined }} noWrap title={shift.position}>
        {shift.position}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.3 }}>
        {times}
      </Typography>
      <StaffingBadge filled={shift.filled} headcount={shift.headcount} short={dense} />
      {shift.filled > 0 && <ConfirmationCounts shift={shift} short={dense} />}
    </Box>
  );
}
