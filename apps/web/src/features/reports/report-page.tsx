import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import { REPORT_GROUPS, type ReportGroup } from '@wf/shared/contracts/reports/reports';
import { today } from '@wf/shared/domain/clock';
import type { ReportPeriodKind } from '@wf/shared/domain/reports/report-figures';
import { useT } from '../../lib/i18n/index.ts';
import { useUrlParamsUpdate } from '../../lib/url-params.ts';
import { ExportButton, PageHeader, errorText } from '../../components/management/list/list-tools.tsx';
import { ListLoadError } from '../../components/management/list/list-page-parts.tsx';
import { ReportFilters } from './report-filters.tsx';
import { ReportTable } from './report-table.tsx';
import { ShiftsDialog, type DrillTarget } from './report-shifts-dialog.tsx';
import { periodLabel } from './report-period.ts';
import { reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { call } from '../../lib/call.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import type { ReportQueryInput } from './report-period.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The report's filters as the URL holds them (so a dashboard can link to one view, and Back returns to it). */
function useReportQuery(period: ReportPeriodKind): ReportQueryInput {
  const [params] = useSearchParams();
  const date = params.get('date');
  const by = params.get('by');
  return {
    period,
    date: date && DATE.test(date) ? date : today(),
    by: REPORT_GROUPS.includes(by as ReportGroup) ? (by as ReportGroup) : 'worker',
    clientId: params.get('clientId') ?? undefined,
    projectId: params.get('projectId') ?? undefined,
    position: params.get('position') ?? undefined,
  };
}

/** /report-management/report-list (monthly) and /report-management/weekly-report-list (weekly). */
function ReportPage({ period }: { period: ReportPeriodKind }) {
  const { t, lang } = useT();
  const query = useReportQuery(period);
  const update = useUrlParamsUpdate();
  const [drill, setDrill] = useState<DrillTarget | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const report = useEndpoint(reportEndpoints.report, { query }, { keepPrevious: true });
  const options = useEndpoint(reportEndpoints.options, undefined, { staleTime: 60_000 });
  const r = report.data;
  const title = t(period === 'month' ? 'reports.monthly.title' : 'reports.weekly.title');
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeader
        title={title}
        subtitle={r ? periodLabel(period, r.start, r.end, lang) : undefined}
        actions={
          <ExportButton
            base={`${period === 'month' ? 'monthly' : 'weekly'}-report`}
            download={(format) => call(reportEndpoints.export, { query: { ...query, format } })}
            disabled={!r || r.rows.length === 0}
            onError={setNotice}
          />
        }
      />
      <ReportFilters query={query} options={options.data} update={update} />
      {report.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={t('reports.loading')} />}
      <ListLoadError list={report} retry />
      {options.isError && <Alert severity="warning">{errorText(options.error, t)}</Alert>}
      {r && <ReportTable report={r} onDrill={setDrill} />}
      {drill && <ShiftsDialog query={query} target={drill} onClose={() => setDrill(null)} />}
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} message={notice} />
    </Box>
  );
}

export function MonthlyReportPage() {
  return <ReportPage period="month" />;
}

export function WeeklyReportPage() {
  return <ReportPage period="week" />;
}
