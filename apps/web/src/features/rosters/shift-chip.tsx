import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/TaskAlt';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { now } from '@wf/shared/domain/clock';
import { placesShort, shiftFill, type ShiftFill } from '@wf/shared/domain/rosters/staffing';
import type { BoardShift } from '@wf/shared/contracts/rosters/rosters';
import { useT, type TFunction } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
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

type Palette = 'warning' | 'success' | 'info' | 'error' | 'neutral';

/** Colour, icon and text of a shift's fill state (domain/rosters/staffing.ts): never colour alone. */
export const STAFFING_LOOK: Record<ShiftFill, { palette: Palette; bg: string; Icon: typeof CheckCircleIcon }> = {
  under: { palette: 'warning', bg: 'rgba(237, 108, 2, 0.08)', Icon: ReportProblemIcon },
  replace: { palette: 'error', bg: 'rgba(237, 108, 2, 0.08)', Icon: PersonOffIcon },
  // Ended short: nothing to act on any more, so neutral grey, no call to action.
  ended_short: { palette: 'neutral', bg: 'rgba(128, 128, 128, 0.10)', Icon: EventBusyIcon },
  full: { palette: 'success', bg: 'rgba(46, 125, 50, 0.08)', Icon: CheckCircleIcon },
  over: { palette: 'info', bg: 'rgba(2, 136, 209, 0.08)', Icon: GroupAddIcon },
};

/** The border colour of a fill state's chip. */
export const lookBorder = (palette: Palette): string => (palette === 'neutral' ? 'grey.500' : `${palette}.main`);

/** The level's text colour, readable on its tint in either scheme (WCAG AA): the dark shade on light, the light one on dark. */
const textColor = (palette: Palette) => (theme: Theme) =>
  palette === 'neutral'
    ? theme.palette.text.secondary
    : theme.palette.mode === 'dark'
      ? theme.palette[palette].light
      : theme.palette[palette].dark;

/** The facts a shift's fill state is read from; without `declined`/`endsAt` (a list row) it is plain under/full/over. */
type FillProps = { filled: number; headcount: number; declined?: number; endsAt?: string | null };

/** One rule for the board, the shift card and the picker: the fill state at the one clock's now. */
export const fillOf = (s: FillProps): ShiftFill => shiftFill(s, now());

/** The fill state's words: "Understaffed", "Needs replacement", "Short by 1"... */
export function fillWord(t: TFunction, s: FillProps): string {
  const state = fillOf(s);
  return state === 'ended_short'
    ? t('rosters.staffing.endedShort', { count: placesShort(s) })
    : t(STAFFING_KEYS[state]);
}

/** "2/3 · Understaffed" (or "Needs replacement", "Short by 1"...) with its icon, in the fill state's colour. */
export function StaffingBadge({ short = false, ...s }: FillProps & { short?: boolean }) {
  const { t } = useT();
  const { palette, Icon } = STAFFING_LOOK[fillOf(s)];
  const word = fillWord(t, s);
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ position: 'relative', alignItems: 'center', color: textColor(palette) }}
      title={short ? word : undefined}
    >
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 700, color: 'inherit' }}>
        {t('rosters.board.filled', { filled: s.filled, headcount: s.headcount })}
      </Typography>
      {/* Dense, the word is the tooltip on screen; a screen reader reads it with the link's text. */}
      <Typography
        variant="caption"
        sx={short ? visuallyHidden : { color: 'inherit', fontWeight: palette === 'error' ? 700 : undefined }}
      >
        {word}
      </Typography>
    </Stack>
  );
}

/**
 * The dense chip's visible line for a shift to act on or one that ended short: "Needs replacement"
 * (red, a call to action) or "Short by 1" (grey, none). Nothing for the other states.
 */
export function FillNote(s: FillProps) {
  const { t } = useT();
  const state = fillOf(s);
  if (state !== 'replace' && state !== 'ended_short') return null;
  const { palette, Icon } = STAFFING_LOOK[state];
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: textColor(palette) }} aria-hidden>
      <Icon sx={{ fontSize: 16 }} />
      <Typography variant="caption" sx={{ fontWeight: state === 'replace' ? 700 : 400, color: 'inherit' }}>
        {fillWord(t, s)}
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
  const look = STAFFING_LOOK[fillOf(shift)];
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
        borderColor: lookBorder(look.palette),
        bgcolor: look.bg,
        borderRadius: 1,
        px: 1,
        py: dense ? 0.5 : 1,
        '&:hover': { filter: 'brightness(0.96)' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, lineHeight: 1.3, fontSize: dense ? 13 : undefined }}
        noWrap
        title={positionText(t, shift.position)}
      >
        {positionText(t, shift.position)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.3 }}>
        {times}
      </Typography>
      <StaffingBadge
        filled={shift.filled}
        headcount={shift.headcount}
        declined={shift.declined}
        endsAt={shift.endsAt}
        short={dense}
      />
      {shift.filled + shift.declined > 0 && <ConfirmationCounts shift={shift} short={dense} />}
      {dense && (
        <FillNote filled={shift.filled} headcount={shift.headcount} declined={shift.declined} endsAt={shift.endsAt} />
      )}
    </Box>
  );
}
