import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/TaskAlt';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import type { BoardShift } from '@wf/shared/contracts/rosters/rosters';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { staffing, type Staffing } from './roster-dates.ts';
import { STAFFING_KEYS } from './labels.ts';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Colour, icon and text of a staffing level: never colour alone. */
export const STAFFING_LOOK: Record<Staffing, { palette: 'warning' | 'success' | 'info'; bg: string; Icon: typeof CheckCircleIcon }> = {
  under: { palette: 'warning', bg: 'rgba(237, 108, 2, 0.08)', Icon: ReportProblemIcon },
  full: { palette: 'success', bg: 'rgba(46, 125, 50, 0.08)', Icon: CheckCircleIcon },
  over: { palette: 'info', bg: 'rgba(2, 136, 209, 0.08)', Icon: GroupAddIcon },
};

/** The level's text colour, readable on its tint in either scheme (WCAG AA): the dark shade on light, the light one on dark. */
const textColor = (palette: (typeof STAFFING_LOOK)[Staffing]['palette'] | 'error') => (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette[palette].light : theme.palette[palette].dark;

/** "2/3 filled · Understaffed" with its icon, in the staffing level's colour. */
export function StaffingBadge({ filled, headcount, short = false }: { filled: number; headcount: number; short?: boolean }) {
  const { t } = useT();
  const level = staffing(filled, headcount);
  const { palette, Icon } = STAFFING_LOOK[level];
  return (
    <Stack direction="row" spacing={0.5} sx={{ position: 'relative', alignItems: 'center', color: textColor(palette) }} title={short ? t(STAFFING_KEYS[level]) : undefined}>
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 700, color: 'inherit' }}>
        {t('rosters.board.filled', { filled, headcount })}
      </Typography>
      {/* Dense, the word is the tooltip on screen; a screen reader reads it with the link's text. */}
      <Typography variant="caption" sx={short ? visuallyHidden : { color: 'inherit' }}>
        {t(STAFFING_KEYS[level])}
      </Typography>
    </Stack>
  );
}

/** "Needs replacement": a decline left the shift short (never colour alone: icon and words). */
export function NeedsReplacement() {
  const { t } = useT();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: textColor('error') }}>
      <PersonOffIcon sx={{ fontSize: 16 }} aria-hidden />
      <Typography variant="caption" sx={{ fontWeight: 700, color: 'inherit' }}>
        {t('rosters.replacement.needed')}
      </Typography>
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
      sx={{
        display: 'block',
        textDecoration: 'none',
        color: 'text.primary',
        borderLeft: 4,
        borderColor: `${look.palette}.main`,
        bgcolor: look.bg,
        borderRadius: 1,
        px: 1,
        py: dense ? 0.5 : 1,
        '&:hover': { filter: 'brightness(0.96)' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3, fontSize: dense ? 13 : undefined }} noWrap title={positionText(t, shift.position)}>
        {positionText(t, shift.position)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.3 }}>
        {times}
      </Typography>
      <StaffingBadge filled={shift.filled} headcount={shift.headcount} short={dense} />
      {shift.filled + shift.declined > 0 && <ConfirmationCounts shift={shift} short={dense} />}
      {shift.needsReplacement && <NeedsReplacement />}
    </Box>
  );
}
