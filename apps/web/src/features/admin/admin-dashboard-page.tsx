import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { AdminDashboard, AuditEntry } from '@wf/shared/contracts/admin/admin';
import { formatDayMonth, formatMonth } from '@wf/shared/domain/format';
import { formatSgd } from '@wf/shared/domain/money';
import { formatBasisPoints } from '@wf/shared/domain/reports/report-figures';
import { useT } from '../../lib/i18n/index.ts';
import { boardLink, CountTable, DashboardPage, FigureCard, Panel } from '../reports/index.ts';
import { WORKER_STATUS } from '@wf/shared/enums/workers';
import { WORKER_LIST_OF } from '../workers/index.ts';
import { adminEndpoints } from '@wf/shared/contracts/admin/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { AuditEntryDialog } from './audit-log-page.tsx';
import { AwaitingTable, RecentAudit, StaffTable } from './dashboard-parts.tsx';
import { staffPages } from '@wf/shared/contracts/admin/pages';
import { workerPages } from '@wf/shared/contracts/workers/pages';
import { reportPages } from '@wf/shared/contracts/reports/pages';

const PENDING = workerPages.pending();
const STAFF = staffPages.list();
const AUDIT = staffPages.auditLog();
/** The monthly report of a month ('YYYY-MM') by client: the list behind the month's pay and billing. */
const monthReport = (month: string) => reportPages.monthly({ date: `${month}-01`, by: 'client' });

/** This month's figures as the panel lists them: catalogue key (admin.dashboard.money.*) and value. */
const moneyRows = (m: AdminDashboard['payThisMonth']) =>
  [
    ['pay', formatSgd(m.payCents)],
    ['bill', formatSgd(m.billCents)],
    ['margin', formatSgd(m.marginCents)],
    ['marginPercent', formatBasisPoints(m.marginBasisPoints)],
    ['shifts', String(m.shifts)],
  ] as const;

/**
 * /admin-management/admin-dashboard, v2 (issue #28): headcounts by status, registrations per week,
 * this week's shifts filled against headcount, this month's pay and billing, staff, recent audit
 * entries as sentences. The hr and finance dashboards' frame; every figure links to its list.
 */
export function Component() {
  const { t } = useT();
  const q = useEndpoint(adminEndpoints.dashboard);
  return (
    <DashboardPage title={t('admin.dashboard.title')} q={q}>
      {(d) => <AdminFigures d={d} />}
    </DashboardPage>
  );
}

function AdminFigures({ d }: { d: AdminDashboard }) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const status = (s: AdminDashboard['workersByStatus'][number]['status']) =>
    d.workersByStatus.find((w) => w.status === s)?.count ?? 0;
  const week = d.shiftsFilled.days;
  const wanted = week.reduce((a, x) => a + x.headcount, 0);
  const taken = week.reduce((a, x) => a + x.places, 0);
  const short = week.reduce((a, x) => a + x.short, 0);
  const weekBoard = boardLink('week', d.shiftsFilled.from);
  const m = d.payThisMonth;
  const day = (date: string) => formatDayMonth(date, lang);
  return (
    <Stack spacing={3}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <FigureCard label={t('admin.dashboard.activeWorkers')} value={status('active')} to={WORKER_LIST_OF.active} />
        <FigureCard label={t('admin.dashboard.pendingApplications')} value={status('pending')} to={PENDING} />
        <FigureCard
          label={t('admin.dashboard.shiftsFilled')}
          value={t('admin.dashboard.placesOf', { places: taken, headcount: wanted })}
          hint={t('admin.dashboard.shortShifts', { count: short })}
          to={weekBoard}
        />
        <FigureCard
          label={t('admin.dashboard.payThisMonth')}
          value={formatSgd(m.payCents)}
          hint={t('admin.dashboard.billAndMargin', {
            bill: formatSgd(m.billCents),
            margin: formatSgd(m.marginCents),
            percent: formatBasisPoints(m.marginBasisPoints),
          })}
          to={monthReport(m.month)}
        />
      </Stack>

      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <Panel title={t('admin.dashboard.workersByStatus')}>
          <CountTable
            rows={d.workersByStatus.map((w) => ({
              key: w.status,
              label: t(WORKER_STATUS.key(w.status)),
              to: WORKER_LIST_OF[w.status],
              count: w.count,
            }))}
          />
        </Panel>
        <Panel title={t('admin.dashboard.weekly')} to={PENDING} flex={1.6}>
          <Box data-testid="chart-registrations">
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: d.registrationsPerWeek.map((w) => day(w.weekStart)) }]}
              series={[{ data: d.registrationsPerWeek.map((w) => w.count), label: t('admin.dashboard.registrations') }]}
              hideLegend
              onAxisClick={() => void navigate(PENDING)}
            />
          </Box>
        </Panel>
      </Stack>

      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <Panel
          title={t('admin.dashboard.shiftsWeek', { from: day(d.shiftsFilled.from), to: day(d.shiftsFilled.to) })}
          to={weekBoard}
          flex={1.6}
        >
          <Box data-testid="chart-shifts">
            <BarChart
              height={260}
              xAxis={[{ scaleType: 'band', data: week.map((x) => day(x.date)) }]}
              series={[
                { data: week.map((x) => x.headcount), label: t('admin.dashboard.headcount'), color: '#90a4ae' },
                { data: week.map((x) => x.places), label: t('admin.dashboard.placesTaken'), color: '#2e7d32' },
              ]}
              onAxisClick={(_e, a) => {
                const x = a ? week[a.dataIndex] : undefined;
                if (x) void navigate(boardLink('day', x.date));
              }}
            />
          </Box>
        </Panel>
        <Panel title={t('admin.dashboard.payPanel', { month: formatMonth(m.month, lang) })} to={monthReport(m.month)}>
          <Table size="small" aria-label={t('admin.dashboard.payPanelAria')}>
            <TableBody>
              {moneyRows(m).map(([key, value]) => (
                <TableRow key={key}>
                  <TableCell>
                    <Link component={RouterLink} to={monthReport(m.month)}>
                      {t(`admin.dashboard.money.${key}`)}
                    </Link>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {value}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Panel>
      </Stack>

      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <Panel title={t('admin.dashboard.staffByRole')} to={STAFF}>
          <StaffTable staff={d.staff} />
        </Panel>
        <Panel title={t('admin.dashboard.awaiting')} to={`${STAFF}?awaiting=1`}>
          <AwaitingTable awaiting={d.awaitingActivation} />
        </Panel>
      </Stack>

      <Panel title={t('admin.dashboard.recent')} to={AUDIT}>
        <RecentAudit entries={d.recentAudit} onOpen={setOpen} />
        <Button sx={{ mt: 1 }} component={RouterLink} to={AUDIT}>
          {t('admin.dashboard.fullAudit')}
        </Button>
      </Panel>
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
