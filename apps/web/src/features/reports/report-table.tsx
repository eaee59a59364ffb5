import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Report } from '@wf/shared/contracts/reports/reports';
import { formatHours } from '@wf/shared/domain/format';
import { formatSgd } from '@wf/shared/domain/money';
import { emptyFigures, formatBasisPoints, withMargin, type ReportFigures } from '@wf/shared/domain/reports/report-figures';
import { useT } from '../../lib/i18n/index.ts';
import { EmptyState } from '../../components/management/list/list-tools.tsx';
import type { DrillTarget } from './report-shifts-dialog.tsx';

/** The figure columns, in the export's order (the export writes exactly these). */
export function FigureCells({ f, bold = false }: { f: Omit<ReportFigures, 'shifts'> & { shifts?: number }; bold?: boolean }) {
  const sx = { fontWeight: bold ? 700 : undefined, fontSize: '0.875rem', color: 'text.primary', whiteSpace: 'nowrap' } as const;
  return (
    <>
      {f.shifts !== undefined && (
        <TableCell align="right" sx={sx}>
          {f.shifts}
        </TableCell>
      )}
      <TableCell align="right" sx={sx}>
        {formatHours(f.paidMinutes)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {formatHours(f.overtimeMinutes)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {formatSgd(f.payCents)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {formatSgd(f.employmentCostCents)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {formatSgd(f.billCents)}
      </TableCell>
      <TableCell align="right" sx={{ ...sx, color: f.marginCents < 0 ? 'error.main' : 'text.primary' }}>
        {formatSgd(f.marginCents)}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {formatBasisPoints(f.marginBasisPoints)}
      </TableCell>
      <TableCell align="right" sx={{ ...sx, color: 'text.secondary' }}>
        {formatSgd(f.spreadCents)}
      </TableCell>
    </>
  );
}

export function FigureHeads({ shifts = true }: { shifts?: boolean }) {
  const { t } = useT();
  const keys = [...(shifts ? ['shifts'] : []), 'paidHours', 'overtimeHours', 'pay', 'employmentCost', 'bill', 'margin', 'marginPercent', 'spread'];
  return (
    <>
      {keys.map((k) => (
        <TableCell key={k} align="right" sx={{ verticalAlign: 'bottom', lineHeight: 1.3 }}>
          {t(`reports.col.${k}`)}
        </TableCell>
      ))}
    </>
  );
}

/** The report's rows and totals; a row's name (and the totals) open the shifts behind them. */
export function ReportTable({ report, onDrill }: { report: Report; onDrill(target: DrillTarget): void }) {
  const { t } = useT();
  if (report.rows.length === 0)
    return (
      <Paper variant="outlined">
        <EmptyState title={t('reports.empty.title')} text={t('reports.empty.text')} />
      </Paper>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      {/* Ten figure columns fit 1440 px with narrower cell padding (headers may wrap). */}
      <Table size="small" aria-label={t('reports.tableAria')} sx={{ '& td, & th': { px: 0.75 }, '& td:first-of-type, & th:first-of-type': { pl: 2 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t(`reports.by.${report.by}`)}</TableCell>
            <FigureHeads />
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((r) => (
            <TableRow key={r.id} hover>
              <TableCell sx={{ minWidth: 160 }}>
                <Link component="button" type="button" onClick={() => onDrill({ by: report.by, id: r.id, label: r.label })} sx={{ textAlign: 'left' }}>
                  {r.label}
                </Link>
                {r.detail && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {r.detail}
                  </Typography>
                )}
              </TableCell>
              <FigureCells f={r} />
            </TableRow>
          ))}
          {report.notOnShift.lines > 0 && (
            <TableRow>
              <TableCell>
                {t('reports.notOnShift.label')}
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('reports.notOnShift.detail', { count: report.notOnShift.lines })}
                </Typography>
              </TableCell>
              <FigureCells f={withMargin({ ...emptyFigures(), employmentCostCents: report.notOnShift.employmentCostCents })} />
            </TableRow>
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>
              <Link component="button" type="button" onClick={() => onDrill({ by: null, id: null, label: t('reports.total') })} sx={{ fontWeight: 700 }}>
                {t('reports.total')}
              </Link>
            </TableCell>
            <FigureCells f={report.totals} bold />
          </TableRow>
        </TableFooter>
      </Table>
      <Box sx={{ px: 2, py: 1 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('reports.note')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('reports.costNote')}
        </Typography>
        {report.totals.provisionalShifts > 0 && (
          <Typography variant="caption" color="warning.dark" component="p">
            {t('reports.provisional', { count: report.totals.provisionalShifts, total: report.totals.shifts })}
          </Typography>
        )}
      </Box>
    </TableContainer>
  );
}
