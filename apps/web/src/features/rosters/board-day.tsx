import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { RosterBoard } from '@wf/shared/contracts/rosters/rosters';
import { useT } from '../../lib/i18n/index.ts';
import { ROSTER_STATUS } from '@wf/shared/enums/rosters';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { DayHeading, newRosterPath, rosterPath } from './board-week.tsx';
import { ShiftChip } from './shift-chip.tsx';

/** One day: a card per location with a roster (its shifts in full), then the locations without one. */
export function BoardDay({
  board,
  canCreate,
  canAttendance,
}: {
  board: RosterBoard;
  canCreate: boolean;
  canAttendance: boolean;
}) {
  const { t } = useT();
  const date = board.days[0]!;
  const withRoster = board.locations.filter((l) => l.cells[0]?.roster);
  const without = board.locations.filter((l) => !l.cells[0]?.roster);
  return (
    <Stack spacing={2}>
      <DayHeading board={board} date={date} long />
      {withRoster.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="text.secondary">{t('rosters.board.noRostersThatDay')}</Typography>
        </Paper>
      )}
      {withRoster.map((l) => {
        const roster = l.cells[0]!.roster!;
        return (
          <Paper key={l.locationId} variant="outlined" component="section" aria-label={l.locationName} sx={{ p: 2 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1.5 }}
            >
              <Box>
                <Typography variant="h6" component="h2" sx={{ fontSize: 17, fontWeight: 700 }}>
                  {l.locationName}{' '}
                  <EnumChip of={ROSTER_STATUS} value={roster.status} variant="outlined" />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {l.projectCode} · {l.projectName} · {l.clientName}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button component={RouterLink} to={rosterPath(roster.id)} size="small" variant="outlined">
                  {t('rosters.board.openRoster')}
                </Button>
                {canAttendance && (
                  <Button
                    component={RouterLink}
                    to={`${rosterPath(roster.id)}/attendance`}
                    size="small"
                    startIcon={<FactCheckIcon />}
                  >
                    {t('rosters.board.attendance')}
                  </Button>
                )}
              </Stack>
            </Stack>
            <Box
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
              }}
            >
              {roster.shifts.map((s) => (
                <ShiftChip key={s.id} shift={s} to={rosterPath(roster.id)} />
              ))}
            </Box>
            {roster.shifts.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('rosters.board.noShifts')}
              </Typography>
            )}
          </Paper>
        );
      })}
      {without.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {t('rosters.board.withoutRoster', { count: without.length })}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {without.map((l) =>
              canCreate ? (
                <Button
                  key={l.locationId}
                  component={RouterLink}
                  to={newRosterPath(l.locationId, date)}
                  size="small"
                  startIcon={<AddIcon />}
                  variant="outlined"
                >
                  {l.locationName}
                </Button>
              ) : (
                <Chip key={l.locationId} label={l.locationName} />
              ),
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
