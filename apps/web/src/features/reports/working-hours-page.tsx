import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { today } from '@wf/shared/domain/clock';
import { formatDayMonth, formatHours } from '@wf/shared/domain/format';
import { reportPeriod } from '@wf/shared/domain/reports/report-figures';
import { useT } from '../../lib/i18n/index.ts';
import { useUrlParamsUpdate } from '../../lib/url-params.ts';
import { EmptyState, ExportButton, PageHeader } from '../../components/management/list/list-tools.tsx';
import { ListLoadError, NoticeSnackbar } from '../../components/management/list/list-page-parts.tsx';
import { ReportFilters } from './report-filters.tsx';
import { monthLabel } from './report-period.ts';
import { reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { call } from '../../lib/call.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';

const PAGE_SIZE = 50;
const over = { bgcolor: 'error.light', color: 'error.contrastText', fontWeight: 700 } as const;

/** /report-management/working-hours-report: paid hours per worker per day of a month, with totals and flags. */
export function Component() {
  const { t, lang } = useT();
  const [params] = useSearchParams();
  const update = useUrlParamsUpdate();
  const month = reportPeriod(
    'month',
    /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : today(),
  );
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = {
    clientId: params.get('clientId') ?? undefined,
    projectId: params.get('projectId') ?? undefined,
    position: params.get('position') ?? undefined,
  };
  const period = { from: month.start, to: month.end, ...filters };
  const query = { ...period, page, pageSize: PAGE_SIZE };
  const options = useEndpoint(reportEndpoints.options, undefined, { staleTime: 60_000 });
  const [notice, setNotice] = useState<string | null>(null);
  const q = useEndpoint(reportEndpoints.workingHours, { query }, { keepPrevious: true });
  const d = q.data;
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeader
        title={t('reports.hours.title')}
        subtitle={monthLabel(month.start, lang)}
        actions={
          <ExportButton
            base="working-hours"
            download={(format) => call(reportEndpoints.workingHoursExport, { query: { ...period, format } })}
            disabled={!d || d.rows.length === 0}
            onError={setNotice}
          />
        }
      />
      <ReportFilters
        query={{ period: 'month', date: month.start, ...filters }}
        options={options.data}
        update={(changes) => update({ ...changes, page: undefined })}
        groups={false}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.hours.legend')}
      </Typography>
      {q.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={t('reports.loading')} />}
      <ListLoadError list={q} retry />
      {d && d.rows.length === 0 && (
        <Paper variant="outlined">
          <EmptyState title={t('reports.empty.title')} text={t('reports.empty.text')} />
        </Paper>
      )}
      {d && d.rows.length > 0 && (
        <TableContainer
          component={Paper}
          variant="outlined"
          sx={{ maxHeight: '70vh' }}
          tabIndex={0}
          role="region"
          aria-label={t('reports.hours.title')}
        >
          <Table size="small" stickyHeader aria-label={t('reports.hours.title')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ position: 'sticky', left: 0, zIndex: 3, minWidth: 180 }}>
                  {t('reports.col.worker')}
                </TableCell>
                {d.dates.map((date) => (
                  <TableCell key={date} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatDayMonth(date, lang)}
                  </TableCell>
                ))}
                <TableCell align="right">{t('reports.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {d.rows.map((w) => (
                <TableRow key={w.workerId} hover>
                  <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>
                    {w.name}
                    {w.overWeek.length > 0 && (
                      <Typography variant="caption" color="error" component="div">
                        {t('reports.hours.overWeek', {
                          weeks: w.overWeek.map((m) => formatDayMonth(m, lang)).join(', '),
                        })}
                      </Typography>
                    )}
                  </TableCell>
                  {w.minutes.map((m, i) => (
                    <TableCell key={d.dates[i]} align="right" sx={w.overDay.includes(d.dates[i]!) ? over : undefined}>
                      {m ? formatHours(m) : ''}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {formatHours(w.totalMinutes)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', fontWeight: 700 }}>
                  {t('reports.total')}
                </TableCell>
                {d.columnTotals.map((m, i) => (
                  <TableCell key={d.dates[i]} align="right" sx={{ fontWeight: 700 }}>
                    {m ? formatHours(m) : ''}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {formatHours(d.totalMinutes)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
      {d && d.total > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={d.total}
          page={page - 1}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_e, p) => update({ page: p ? String(p + 1) : undefined })}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} hideAfter={6000} />
    </Box>
  );
}
