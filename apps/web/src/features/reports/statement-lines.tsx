import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { BillingStatement } from '@wf/shared/contracts/reports/billing-statements';
import { formatHours } from '@wf/shared/domain/format';
import { formatSgd } from '@wf/shared/domain/money';
import { formatBasisPoints } from '@wf/shared/domain/reports/report-figures';
import { useT } from '../../lib/i18n/index.ts';

/** The statement's lines (project, position, day kind: shifts, hours, amount), subtotal, GST and total. */
export function StatementLines({ s }: { s: BillingStatement }) {
  const { t } = useT();
  const sum = (label: string, cents: number, bold = false) => (
    <TableRow>
      <TableCell colSpan={5} align="right" sx={{ fontWeight: bold ? 700 : 500 }}>
        {label}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: bold ? 700 : 500, whiteSpace: 'nowrap' }}>
        {formatSgd(cents)}
      </TableCell>
    </TableRow>
  );
  return (
    <TableContainer sx={{ overflowX: 'auto', '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
      <Table size="small" aria-label={t('reports.statements.lines')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('reports.col.project')}</TableCell>
            <TableCell>{t('reports.col.position')}</TableCell>
            <TableCell>{t('reports.col.dayKind')}</TableCell>
            <TableCell align="right">{t('reports.col.shifts')}</TableCell>
            <TableCell align="right">{t('reports.col.paidHours')}</TableCell>
            <TableCell align="right">{t('reports.col.bill')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {s.lines.map((l) => (
            <TableRow key={`${l.projectId}/${l.position}/${l.dayKind}`}>
              <TableCell>{l.project}</TableCell>
              <TableCell>{l.position}</TableCell>
              <TableCell>{t(`reports.dayKind.${l.dayKind}`)}</TableCell>
              <TableCell align="right">{l.shifts}</TableCell>
              <TableCell align="right">{formatHours(l.minutes)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatSgd(l.billCents)}
              </TableCell>
            </TableRow>
          ))}
          {sum(t('reports.statements.subtotal'), s.subtotalCents)}
          {s.gstBasisPoints !== null &&
            sum(t('reports.statements.gst', { rate: formatBasisPoints(s.gstBasisPoints) }), s.gstCents)}
          {sum(t('reports.statements.total'), s.totalCents, true)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
