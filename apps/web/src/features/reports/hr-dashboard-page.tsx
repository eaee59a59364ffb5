import { Link as RouterLink, useNavigate } from 'react-router';
import { BarChart } from '@mui/x-charts/BarChart';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { HrDashboard } from '@wf/shared/contracts/reports/dashboards';
import { formatDayMonth } from '@wf/shared/domain/format';
import { formatBasisPoints, marginBasisPoints } from '@wf/shared/domain/reports/report-figures';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { CountTable, DashboardPage, FigureCard, Panel } from './dashboard-cards.tsx';
import { reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { adjustmentPages } from '@wf/shared/contracts/pay/pages';
import { certificatePages } from '@wf/shared/contracts/certificates/pages';
import { projectPages } from '@wf/shared/contracts/projects/pages';
import { workerPages } from '@wf/shared/contracts/workers/pages';

const PENDING = workerPages.pending();
const CERTS = certificatePages.list();

/** The certificate list's expiry filters and their counts. */
const certRows = (d: HrDashboard) =>
  [
    ['expired', d.certificatesExpiring.expired],
    ['expiring_30', d.certificatesExpiring.in30],
    ['expiring_60', d.certificatesExpiring.in60],
    ['expiring_90', d.certificatesExpiring.in90],
  ] as const;

/** /employee-management/hr-dashboard: hr's landing page. No money on it (margins and bill amounts are never hr's). */
export function Component() {
  const { t } = useT();
  const q = useEndpoint(reportEndpoints.hrDashboard);
  return (
    <DashboardPage title={t('reports.hr.title')} q={q}>
      {(d) => <HrFigures d={d} />}
    </DashboardPage>
  );
}

function HrFigures({ d }: { d: HrDashboard }) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const p = d.pendingApplications;
  return (
    <Stack spacing={3}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <FigureCard
          label={t('reports.hr.pending')}
          value={p.count}
          hint={p.oldestCreatedAt ? t('reports.hr.oldest', { date: formatDayMonth(p.oldestCreatedAt.slice(0, 10), lang) }) : undefined}
          to={PENDING}
        />
        <FigureCard
          label={t('reports.hr.discharge')}
          value={d.dischargeRequests.discharge + d.dischargeRequests.rejoin}
          hint={t('reports.hr.dischargeHint', { discharge: d.dischargeRequests.discharge, rejoin: d.dischargeRequests.rejoin })}
          to={workerPages.dischargePending()}
        />
        <FigureCard label={t('reports.hr.certs30')} value={d.certificatesExpiring.in30} to={`${CERTS}?filter=expiring_30`} />
        <FigureCard label={t('reports.hr.adjustments')} value={d.adjustmentsAwaitingHr} to={adjustmentPages.hr()} />
      </Stack>

      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <Panel title={t('reports.hr.decisions')} flex={1.5}>
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: d.decisionsPerWeek.map((w) => formatDayMonth(w.weekStart, lang)) }]}
            series={[
              { data: d.decisionsPerWeek.map((w) => w.approved), label: t('reports.hr.approved'), color: '#2e7d32' },
              { data: d.decisionsPerWeek.map((w) => w.rejected), label: t('reports.hr.rejected'), color: '#c62828' },
            ]}
            onAxisClick={() => void navigate(workerPages.active())}
          />
        </Panel>
        <Panel title={t('reports.hr.pendingAge')} to={PENDING}>
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: p.byAge.map((b) => t(`reports.hr.age.${b.bucket}`)) }]}
            series={[{ data: p.byAge.map((b) => b.count), label: t('reports.hr.pending') }]}
            hideLegend
            onAxisClick={() => void navigate(PENDING)}
          />
        </Panel>
      </Stack>

      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <Panel title={t('reports.hr.certs')} to={CERTS}>
          <CountTable rows={certRows(d).map(([filter, n]) => ({ key: filter, label: t(`reports.hr.cert.${filter}`), to: `${CERTS}?filter=${filter}`, count: n }))} />
        </Panel>
        <Panel title={t('reports.hr.noShow')} flex={1.5}>
          {d.noShowByProject.length === 0 ? (
            <Typography color="text.secondary">{t('reports.hr.noShowNone')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('reports.col.project')}</TableCell>
                  <TableCell align="right">{t('reports.hr.attended')}</TableCell>
                  <TableCell align="right">{t('reports.hr.noShows')}</TableCell>
                  <TableCell align="right">{t('reports.hr.rate')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {d.noShowByProject.map((r) => (
                  <TableRow key={r.projectId}>
                    <TableCell>
                      <Link component={RouterLink} to={projectPages.record(r.projectId)}>
                        {r.name}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{r.shifts}</TableCell>
                    <TableCell align="right">{r.noShows}</TableCell>
                    <TableCell align="right">{formatBasisPoints(marginBasisPoints(r.noShows, r.shifts))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Panel>
      </Stack>

      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <Panel title={t('reports.hr.byPosition')} to={workerPages.active({ status: 'active' })} flex={1.5}>
          {d.workersByPosition.length === 0 ? (
            <Typography color="text.secondary">{t('reports.hr.noWorkers')}</Typography>
          ) : (
            <BarChart
              height={Math.max(160, 36 * d.workersByPosition.length)}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: d.workersByPosition.map((w) => positionText(t, w.position)), width: 150 }]}
              series={[{ data: d.workersByPosition.map((w) => w.count), label: t('reports.hr.activeWorkers') }]}
              hideLegend
              onAxisClick={() => void navigate(workerPages.active({ status: 'active' }))}
            />
          )}
        </Panel>
        <Panel title={t('reports.hr.byStatus')}>
          <CountTable
            rows={d.workersByStatus.map((w) => ({ key: w.status, label: t(`workers.status.${w.status}`), to: workerPages.active({ status: w.status }), count: w.count }))}
          />
        </Panel>
      </Stack>
    </Stack>
  );
}
