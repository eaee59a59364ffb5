import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import type { ReportGroup } from '@wf/shared/contracts/reports/reports';
import { formatDate } from '@wf/shared/domain/format';
import { emptyFigures, withMargin } from '@wf/shared/domain/reports/report-figures';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { ListLoadError } from '../../components/management/list/list-page-parts.tsx';
import { FigureCells, FigureHeads } from './report-table.tsx';
import { reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import type { ReportQueryInput } from './report-period.ts';

/** What was clicked: a row (its group and id) or the totals (null). */
export type DrillTarget = { by: ReportGroup | null; id: string | null; label: string };

const PAGE_SIZE = 50;
const FILTER_OF: Record<ReportGroup, 'workerId' | 'projectId' | 'clientId'> = { worker: 'workerId', project: 'projectId', client: 'clientId' };

/** The shifts behind a report row or its totals, a page at a time, with their figures. */
export function ShiftsDialog({ query, target, onClose }: { query: ReportQueryInput; target: DrillTarget; onClose(): void }) {
  const { t } = useT();
  const fullScreen = useMediaQuery('(max-width:600px)');
  const [page, setPage] = useState(0);
  const { by: _by, ...filters } = query;
  const q = { ...filters, ...(target.by && target.id ? { [FILTER_OF[target.by]]: target.id } : {}), page: page + 1, pageSize: PAGE_SIZE };
  const shifts = useEndpoint(reportEndpoints.shifts, { query: q }, { keepPrevious: true });
  const d = shifts.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xl" fullScreen={fullScreen} aria-labelledby="report-shifts-title">
      <DialogTitle id="report-shifts-title">{t('reports.shifts.title', { name: target.label })}</DialogTitle>
      <DialogContent dividers>
        {shifts.isFetching && <LinearProgress aria-label={t('reports.loading')} />}
        <ListLoadError list={shifts} retry />
        {d && (
          <TableContainer>
            <Table size="small" aria-label={t('reports.shifts.title', { name: target.label })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('reports.col.date')}</TableCell>
                  <TableCell>{t('reports.col.worker')}</TableCell>
                  <TableCell>{t('reports.col.project')}</TableCell>
                  <TableCell>{t('reports.col.position')}</TableCell>
                  <TableCell>{t('reports.col.dayKind')}</TableCell>
                  <FigureHeads shifts={false} />
                </TableRow>
              </TableHead>
              <TableBody>
                {d.items.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(s.date)}</TableCell>
                    <TableCell>{s.workerName}</TableCell>
                    <TableCell>{s.projectName}</TableCell>
                    <TableCell>{positionText(t, s.position)}</TableCell>
                    <TableCell>{t(`reports.dayKind.${s.dayKind}`)}</TableCell>
                    <FigureCells f={s} />
                  </TableRow>
                ))}
              </TableBody>
              <TableFooter>
                {d.notOnShift.lines > 0 && (
                  // The whole business's totals hold the cost on no shift, as the report's totals do.
                  <TableRow>
                    <TableCell colSpan={5}>
                      {t('reports.notOnShift.label')}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {t('reports.notOnShift.detail', { count: d.notOnShift.lines })}
                      </Typography>
                    </TableCell>
                    <FigureCells f={{ ...withMargin({ ...emptyFigures(), employmentCostCents: d.notOnShift.employmentCostCents }), shifts: undefined }} />
                  </TableRow>
                )}
                <TableRow>
                  <TableCell colSpan={5} sx={{ fontWeight: 700 }}>
                    {t('reports.shifts.total', { count: d.total })}
                  </TableCell>
                  <FigureCells f={{ ...d.totals, shifts: undefined }} bold />
                </TableRow>
              </TableFooter>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        {d && d.total > PAGE_SIZE && (
          <TablePagination
            component="div"
            count={d.total}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_e, p) => setPage(p)}
          />
        )}
        <Button onClick={onClose}>{t('reports.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
