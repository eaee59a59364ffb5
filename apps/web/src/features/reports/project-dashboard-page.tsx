import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProjectDashboard } from '@wf/shared/contracts/reports/dashboards';
import { formatDate } from '@wf/shared/domain/format';
import { formatBasisPoints } from '@wf/shared/domain/reports/report-figures';
import { useT } from '../../lib/i18n/index.ts';
import { boardLink, DashboardPage, FigureCard } from './dashboard-cards.tsx';
import { ActivityPanel, CertificatesPanel, NoShowPanel, TodayRostersPanel } from './project-dashboard-panels.tsx';
import { reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { certificatePages } from '@wf/shared/contracts/certificates/pages';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

const BOARD = rosterPages.list();
const CERTS_30 = certificatePages.list({ filter: 'expiring_30' });

/** /dashboards/project: a manager's operations overview (their projects and those nobody manages; an admin's all). */
export function Component() {
  const { t } = useT();
  const q = useEndpoint(reportEndpoints.projectDashboard);
  return (
    <DashboardPage title={t('reports.project.title')} q={q}>
      {(d) => <ProjectFigures d={d} />}
    </DashboardPage>
  );
}

function ProjectFigures({ d }: { d: ProjectDashboard }) {
  const { t } = useT();
  const day = boardLink('day', d.today);
  const week = boardLink('week', d.today);
  const w = d.weekShifts;
  const noShowTo = d.noShows.rosters[0] ? `${BOARD}/${d.noShows.rosters[0].rosterId}/attendance` : week;
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary" data-testid="project-dashboard-scope">
        {t(`reports.project.scope.${d.scope}`, {
          today: formatDate(d.today),
          from: formatDate(d.week.from),
          to: formatDate(d.week.to),
        })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
        }}
        data-testid="project-figures"
      >
        <FigureCard
          label={t('reports.project.today')}
          value={d.todayShifts.shifts}
          hint={t('reports.project.places', { places: d.todayShifts.places, headcount: d.todayShifts.headcount })}
          to={day}
        />
        <FigureCard
          label={t('reports.project.week')}
          value={w.shifts}
          hint={t('reports.project.places', { places: w.places, headcount: w.headcount })}
          to={week}
        />
        <FigureCard
          label={t('reports.project.fillRate')}
          value={w.fillRateBasisPoints === null ? '–' : formatBasisPoints(w.fillRateBasisPoints)}
          hint={t('reports.project.short', { count: w.short })}
          to={week}
        />
        <FigureCard
          label={t('reports.project.pending')}
          value={w.pending}
          hint={t('reports.project.confirmed', { count: w.confirmed })}
          to={week}
        />
        <FigureCard
          label={t('reports.project.declined')}
          value={w.declined}
          hint={t('reports.project.declinedHint')}
          to={week}
        />
        <FigureCard
          label={t('reports.project.noShows')}
          value={d.noShows.count}
          hint={t('reports.project.noShowsHint', { recorded: d.noShows.recorded, from: formatDate(d.noShows.from) })}
          to={noShowTo}
        />
        <FigureCard
          label={t('reports.project.certs')}
          value={d.certificatesExpiring.count}
          hint={t('reports.project.certsHint')}
          to={CERTS_30}
        />
        {d.tasksDue && (
          <FigureCard
            label={t('reports.project.tasks')}
            value={d.tasksDue.count}
            hint={t('reports.project.overdue', { count: d.tasksDue.overdue })}
            to={d.tasksDue.link}
          />
        )}
      </Box>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <TodayRostersPanel d={d} to={day} />
        <NoShowPanel d={d} />
      </Stack>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <CertificatesPanel d={d} to={CERTS_30} />
        <ActivityPanel />
      </Stack>
    </Stack>
  );
}
