import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CelebrationIcon from '@mui/icons-material/Celebration';
import type { RosterBoard } from '@wf/shared/contracts/rosters/rosters';
import { useT } from '../../lib/i18n/index.ts';
import { dayLabel, todaySgt } from './roster-dates.ts';
import { ROSTER_STATUS } from '@wf/shared/enums/rosters';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { ShiftChip } from './shift-chip.tsx';
import { useNarrow } from './use-narrow.ts';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

type BoardLocation = RosterBoard['locations'][number];
type Cell = BoardLocation['cells'][number];

export const rosterPath = (id: string) => rosterPages.record(id);
export const newRosterPath = (locationId: string, date: string) =>
  rosterPages.create({ locationId, date });

/** The holiday of a date, if any. */
export function holidayOf(board: RosterBoard, date: string) {
  return board.holidays.find((h) => h.date === date);
}

/** A day's heading: weekday and date, "Today", the public holiday (icon and name, not colour only). */
export function DayHeading({ board, date, long = false }: { board: RosterBoard; date: string; long?: boolean }) {
  const { t, lang } = useT();
  const holiday = holidayOf(board, date);
  const today = date === todaySgt();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant={long ? 'h6' : 'subtitle2'} component="span" sx={{ fontWeight: 700 }}>
        {dayLabel(date, lang)}
        {today && (
          <Chip size="small" color="primary" label={t('rosters.board.today')} sx={{ ml: 1, height: 20 }} />
        )}
      </Typography>
      {holiday && (
        <Chip
          size="small"
          icon={<CelebrationIcon />}
          color="secondary"
          variant="outlined"
          label={t('rosters.board.holiday', { name: holiday.name })}
          sx={{ maxWidth: '100%' }}
        />
      )}
    </Stack>
  );
}

/** One location's day: its roster (status, shifts) or a way to create one. */
export function BoardCell({ location, cell, canCreate }: { location: BoardLocation; cell: Cell; canCreate: boolean }) {
  const { t } = useT();
  if (!cell.roster) {
    return canCreate ? (
      <Link
        component={RouterLink}
        to={newRosterPath(location.locationId, cell.date)}
        underline="hover"
        variant="caption"
        aria-label={t('rosters.board.addRosterFor', { location: location.locationName, date: cell.date })}
        sx={{ display: 'inline-flex', alignItems: 'center', color: 'text.secondary' }}
      >
        <AddIcon sx={{ fontSize: 16 }} aria-hidden />
        {t('rosters.board.addRoster')}
      </Link>
    ) : (
      <Typography variant="caption" color="text.disabled">
        {t('rosters.board.noRoster')}
      </Typography>
    );
  }
  const { roster } = cell;
  return (
    <Stack spacing={0.75}>
      <Link component={RouterLink} to={rosterPath(roster.id)} underline="hover" variant="caption">
        <EnumChip
          of={ROSTER_STATUS}
          value={roster.status}
          variant="outlined"
          sx={{ height: 20, cursor: 'pointer' }}
          tabIndex={-1}
        />
      </Link>
      {roster.shifts.map((s) => (
        <ShiftChip key={s.id} shift={s} to={rosterPath(roster.id)} dense />
      ))}
      {roster.shifts.length === 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('rosters.board.noShifts')}
        </Typography>
      )}
    </Stack>
  );
}

function LocationHeading({ location }: { location: BoardLocation }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {location.locationName}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {location.projectCode} · {location.clientName}
      </Typography>
    </>
  );
}

/** The week: locations down, days across; on a phone, stacked by day. */
export function BoardWeek({ board, canCreate }: { board: RosterBoard; canCreate: boolean }) {
  const { t, lang } = useT();
  const narrow = useNarrow();
  if (narrow) {
    return (
      <Stack spacing={2}>
        {board.days.map((date, i) => {
          const rostered = board.locations.filter((l) => l.cells[i]?.roster);
          return (
            <Paper key={date} variant="outlined" component="section" aria-label={dayLabel(date, lang)} sx={{ p: 2 }}>
              <DayHeading board={board} date={date} />
              <Stack spacing={1.5} sx={{ mt: 1.5 }}>
                {rostered.map((l) => (
                  <Box key={l.locationId}>
                    <LocationHeading location={l} />
                    <Box sx={{ mt: 0.5 }}>
                      <BoardCell location={l} cell={l.cells[i]!} canCreate={canCreate} />
                    </Box>
                  </Box>
                ))}
                {rostered.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {t('rosters.board.noRostersThatDay')}
                  </Typography>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          tableLayout: 'fixed',
          minWidth: 980,
          '& th, & td': { borderBottom: 1, borderRight: 1, borderColor: 'divider', p: 0.75, verticalAlign: 'top' },
          '& thead th': { bgcolor: 'action.hover', textAlign: 'left' },
        }}
      >
        <caption style={{ position: 'absolute', left: -10000 }}>{t('rosters.board.weekCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" style={{ width: 170 }}>
              {t('rosters.board.location')}
            </th>
            {board.days.map((d) => (
              <th key={d} scope="col" style={holidayOf(board, d) ? { background: 'rgba(156, 39, 176, 0.06)' } : undefined}>
                <DayHeading board={board} date={d} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.locations.map((l) => (
            <tr key={l.locationId}>
              <th scope="row" style={{ fontWeight: 'normal' }}>
                <LocationHeading location={l} />
              </th>
              {l.cells.map((c) => (
                <td key={c.date} style={holidayOf(board, c.date) ? { background: 'rgba(156, 39, 176, 0.04)' } : undefined}>
                  <BoardCell location={l} cell={c} canCreate={canCreate} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
