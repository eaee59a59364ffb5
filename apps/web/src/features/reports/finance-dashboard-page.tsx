import { Fragment } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { FinanceDashboard } from '@wf/shared/contracts/reports/dashboards';
import { formatSgd } from '@wf/shared/domain/money';
import { formatBasisPoints, marginBasisPoints } from '@wf/shared/domain/reports/report-figures';
import { useT } from '../../lib/i18n/index.ts';
import { CountTable, DashboardPage, FigureCard, Panel } from './dashboard-cards.tsx';
import { monthLabel } from './report-period.ts';
import { reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { PAY_RUN_STATUS } from '@wf/shared/enums/pay-runs';
import { adjustmentPages } from '@wf/shared/contracts/pay/pages';
import { payRunPages } from '@wf/shared/contracts/pay-runs/pages';
import { reportPages } from '@wf/shared/contracts/reports/pages';

const REPORT = reportPages.monthly();
const RUNS = payRunPages.financeList();
/** Not in finance's menu (its four links: docs/product/roles.md#menus): opened from here. */
const STATEMENTS = reportPages.billingStatements();
const dollars = (cents: number) => cents / 100;
/** An axis tick in whole thousands of dollars: S$120k. */
const axisDollars = (v: number) => (v >= 1000 ? `S$${Math.round(v / 1000).toLocaleString('en-SG')}k` : `S$${Math.round(v)}`);

/** The margin table's bill and cost: columns from a small tablet up, a line under each client on a phone (with narrower cell padding, so 360 px fits). */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'table-row', sm: 'none' } } as const;

/** /finance-management/finance-dashboard: finance's landing page. */
export function Component() {
  const { t } = useT();
  const q = useEndpoint(reportEndpoints.financeDashboard);
  return (
    <DashboardPage
      title={t('reports.finance.title')}
      q={q}
      actions={
        <Button component={RouterLink} to={STATEMENTS} variant="outlined" startIcon={<ReceiptLongIcon />}>
          {t('reports.nav.finance-management.billing-statements')}
        </Button>
      }>
      {(d) => <FinanceFigures d={d} />}
    </DashboardPage>
  );
}

function FinanceFigures({ d }: { d: FinanceDashboard }) {
  const { t, lang } = useT();
  const navigate = useNavigate();
  const current = d.byMonth.at(-1)!;
  const monthReport = (month: string, by = 'client') => `${REPORT}?date=${month}-01&by=${by}`;
  const open = d.runsByStatus.filter((r) => r.status !== 'paid').reduce((a, r) => a + r.count, 0);
  return (
    <Stack spacing={3}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        <FigureCard
          label={t('reports.finance.billThisMonth', { month: monthLabel(current.month, lang) })}
          value={formatSgd(current.billCents)}
          hint={t('reports.finance.payHint', { pay: formatSgd(current.payCents) })}
          to={monthReport(current.month)}
        />
        <FigureCard
          label={t('reports.finance.adjustments')}
          value={d.adjustmentsAwaitingFinance.count}
          hint={formatSgd(d.adjustmentsAwaitingFinance.amountCents)}
          to={adjustmentPages.finance()}
        />
        <FigureCard label={t('reports.finance.openRuns')} value={open} to={RUNS} />
        <FigureCard
          label={t('reports.finance.cpfDue', { month: monthLabel(d.cpfDueThisMonth.month, lang) })}
          value={formatSgd(d.cpfDueThisMonth.employeeCents + d.cpfDueThisMonth.employerCents)}
          hint={t('reports.finance.cpfHint', {
            employee: formatSgd(d.cpfDueThisMonth.employeeCents),
            employer: formatSgd(d.cpfDueThisMonth.employerCents),
            runs: d.cpfDueThisMonth.runs,
          })}
          to={RUNS}
        />
      </Stack>

      <Panel title={t('reports.finance.byMonth')}>
        <Box data-testid="chart-by-month">
          <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: d.byMonth.map((m) => monthLabel(m.month, lang)) }]}
            yAxis={[{ valueFormatter: axisDollars, width: 64 }]}
            series={[
              { data: d.byMonth.map((m) => dollars(m.payCents)), label: t('reports.col.pay'), valueFormatter: (v) => formatSgd(Math.round((v ?? 0) * 100)) },
              { data: d.byMonth.map((m) => dollars(m.billCents)), label: t('reports.col.bill'), valueFormatter: (v) => formatSgd(Math.round((v ?? 0) * 100)) },
            ]}
            onAxisClick={(_e, a) => {
              const m = a ? d.byMonth[a.dataIndex] : undefined;
              if (m) void navigate(monthReport(m.month));
            }}
          />
        </Box>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
          {d.byMonth.map((m) => (
            <Link key={m.month} component={RouterLink} to={monthReport(m.month)} variant="body2">
              {t('reports.finance.monthLink', { month: monthLabel(m.month, lang) })}
            </Link>
          ))}
        </Stack>
      </Panel>

      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <Panel title={t('reports.finance.marginByClient', { month: monthLabel(current.month, lang) })} flex={1.6} to={monthReport(current.month)}>
          {d.marginByClient.length === 0 ? (
            <Typography color="text.secondary">{t('reports.finance.nothingBilled')}</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" sx={{ "& td, & th": { px: { xs: 1, sm: 2 } } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('reports.col.client')}</TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>{t('reports.col.bill')}</TableCell>
                    <TableCell align="right" sx={WIDE_ONLY}>{t('reports.col.employmentCost')}</TableCell>
                    <TableCell align="right">{t('reports.col.margin')}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>{t("reports.col.marginPercent")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.marginByClient.map((c) => (
                    <Fragment key={c.clientId}>
                      <TableRow sx={{ '& > td': { borderBottomWidth: { xs: 0, sm: 1 } } }}>
                        <TableCell>
                          <Link component={RouterLink} to={`${monthReport(current.month, 'project')}&clientId=${c.clientId}`}>
                            {c.name}
                          </Link>
                        </TableCell>
                        <TableCell align="right" sx={WIDE_ONLY}>{formatSgd(c.billCents)}</TableCell>
                        <TableCell align="right" sx={WIDE_ONLY}>{formatSgd(c.employmentCostCents)}</TableCell>
                        <TableCell align="right" sx={{ color: c.marginCents < 0 ? 'error.main' : undefined }}>
                          {formatSgd(c.marginCents)}
                        </TableCell>
                        <TableCell align="right">{formatBasisPoints(marginBasisPoints(c.marginCents, c.billCents))}</TableCell>
                      </TableRow>
                      {/* On a phone the bill and the cost take a line under the client: the margin stays in view without a sideways scroll. */}
                      <TableRow sx={PHONE_ONLY}>
                        <TableCell colSpan={3} sx={{ pt: 0, color: 'text.secondary', typography: 'caption' }}>
                          {t('reports.finance.billAndCost', { bill: formatSgd(c.billCents), cost: formatSgd(c.employmentCostCents) })}
                        </TableCell>
                      </TableRow>
                    </Fragment>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Panel>
        <Panel title={t('reports.finance.runsByStatus')} to={RUNS}>
          <CountTable rows={d.runsByStatus.map((r) => ({ key: r.status, label: t(PAY_RUN_STATUS.key(r.status)), to: `${RUNS}?status=${r.status}`, count: r.count }))} />
        </Panel>
      </Stack>
    </Stack>
  );
}
