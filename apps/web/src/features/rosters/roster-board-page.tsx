import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ButtonGroup from '@mui/material/ButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventNoteIcon from '@mui/icons-material/EventNote';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { CreateButton, ListPage, LoadErrorAlert } from '../../components/management/list/list-toolbar.tsx';
import { EmptyState, errorText } from '../../components/management/list/list-tools.tsx';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { addDays, dayLabel, isCalendarDate, longDayLabel, mondayOf, todaySgt } from './roster-dates.ts';
import { EntityFilter, useBoardFilters } from './board-filters.tsx';
import { BoardWeek } from './board-week.tsx';
import { BoardDay } from './board-day.tsx';
import { RosterListView } from './roster-list-view.tsx';
import { UnansweredList } from './unanswered-list.tsx';
import { WeekPlannerDialog } from './week-planner-dialog.tsx';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

const VIEWS = ['week', 'day', 'list'] as const;
type View = (typeof VIEWS)[number];

/** /roster-management/list: the roster board (week, day) and the plain list; view, date and filters in the URL. */
export function Component() {
  const { t, lang } = useT();
  const can = useCan();
  const [params] = useSearchParams();
  const filters = useBoardFilters();
  const view: View = (VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as View) : 'week';
  const rawDate = params.get('date');
  const date = isCalendarDate(rawDate) ? rawDate : todaySgt();
  const monday = mondayOf(date);
  const scope = { clientId: filters.clientId, projectId: filters.projectId, locationId: filters.locationId };
  const boardQuery = { view: view === 'day' ? ('day' as const) : ('week' as const), date: view === 'day' ? date : monday, ...scope };
  const board = useEndpoint(rosterEndpoints.board, { query: boardQuery }, { keepPrevious: true, enabled: view !== 'list' });
  const step = view === 'day' ? 1 : 7;
  const go = (next: string | undefined) => filters.set({ date: next });
  const canCreate = can(rosterEndpoints.create);
  const canPlan = can(rosterEndpoints.weekPlanCreate);
  const [planning, setPlanning] = useState(false);
  const rangeLabel =
    view === 'day' ? longDayLabel(date, lang) : `${dayLabel(monday, lang, false)} – ${dayLabel(addDays(monday, 6), lang, false)}`;

  return (
    <ListPage
      title={t('rosters.board.title')}
      subtitle={t('rosters.board.subtitle')}
      actions={
        <Stack direction="row" spacing={1}>
          {canPlan && (
            <Button variant="outlined" startIcon={<DateRangeIcon />} onClick={() => setPlanning(true)}>
              {t('rosters.planner.open')}
            </Button>
          )}
          {canCreate && <CreateButton to={rosterPages.create()}>{t('rosters.board.newRoster')}</CreateButton>}
        </Stack>
      }
    >
      {planning && <WeekPlannerDialog onClose={() => setPlanning(false)} />}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}>
          <ButtonGroup size="small" role="group" aria-label={t('rosters.board.view')}>
            {VIEWS.map((v) => (
              <Button
                key={v}
                variant={v === view ? 'contained' : 'outlined'}
                aria-pressed={v === view}
                onClick={() => filters.set({ view: v === 'week' ? undefined : v })}
                sx={{ px: 2 }}
              >
                {t(`rosters.board.views.${v}`)}
              </Button>
            ))}
          </ButtonGroup>
          {view !== 'list' && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Tooltip title={t(view === 'day' ? 'rosters.board.prevDay' : 'rosters.board.prevWeek')}>
                <IconButton onClick={() => go(addDays(date, -step))} aria-label={t(view === 'day' ? 'rosters.board.prevDay' : 'rosters.board.prevWeek')}>
                  <ChevronLeftIcon />
                </IconButton>
              </Tooltip>
              <Button size="small" onClick={() => go(undefined)}>
                {t('rosters.board.today')}
              </Button>
              <Tooltip title={t(view === 'day' ? 'rosters.board.nextDayNav' : 'rosters.board.nextWeek')}>
                <IconButton onClick={() => go(addDays(date, step))} aria-label={t(view === 'day' ? 'rosters.board.nextDayNav' : 'rosters.board.nextWeek')}>
                  <ChevronRightIcon />
                </IconButton>
              </Tooltip>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, ml: 1 }} aria-live="polite">
                {rangeLabel}
              </Typography>
            </Stack>
          )}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <EntityFilter kind="clients" filters={filters} />
          <EntityFilter kind="projects" filters={filters} />
          <EntityFilter kind="locations" filters={filters} />
        </Stack>
      </Paper>

      {view === 'list' ? (
        <RosterListView filters={scope} />
      ) : (
        <>
          <LoadErrorAlert query={board} retry>
            {errorText(board.error, t)}
          </LoadErrorAlert>
          <Box sx={{ height: 4, mb: 1 }}>{board.isFetching && <LinearProgress aria-label={t('rosters.board.loading')} />}</Box>
          {board.data && board.data.locations.length === 0 && (
            <Paper variant="outlined">
              <EmptyState
                icon={<EventNoteIcon />}
                title={t('rosters.board.emptyTitle')}
                text={t('rosters.board.emptyText')}
                action={
                  canCreate && <CreateButton to={rosterPages.create()}>{t('rosters.board.newRoster')}</CreateButton>
                }
              />
            </Paper>
          )}
          {board.data &&
            board.data.locations.length > 0 &&
            (view === 'day' ? (
              <BoardDay board={board.data} canCreate={canCreate} canAttendance={can(rosterEndpoints.attendance)} />
            ) : (
              <BoardWeek board={board.data} canCreate={canCreate} />
            ))}
          {board.data && board.data.locations.length > 0 && <UnansweredList rows={board.data.unanswered} />}
        </>
      )}
    </ListPage>
  );
}
