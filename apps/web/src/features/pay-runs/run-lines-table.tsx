import { Fragment } from 'react';
import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatSgd } from '@wf/shared/domain/money';
import { useT } from '../../lib/i18n/index.ts';
import { LineDetail } from './line-detail.tsx';
import { BankOf, ExpandButton, num, PayslipButton, useLineHours, useLineSubtitle, type LineView } from './run-line-parts.tsx';

const COLUMNS = 8;

/** The run's lines from 600 px: a table row per worker that expands to its shifts and adjustments. */
export function RunLinesTable({ view }: { view: LineView }) {
  const { t } = useT();
  const subtitle = useLineSubtitle();
  const lineHours = useLineHours();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('pay-runs.lines.title')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{t('pay-runs.lines.worker')}</TableCell>
            <TableCell sx={num}>{t('pay-runs.lines.hours')}</TableCell>
            <TableCell sx={num}>{t('pay-runs.col.gross')}</TableCell>
            <TableCell sx={num}>{t('pay-runs.lines.employeeCpf')}</TableCell>
            <TableCell sx={num}>{t('pay-runs.col.net')}</TableCell>
            <TableCell>{t('pay-runs.lines.bank')}</TableCell>
            <TableCell padding="checkbox" />
          </TableRow>
        </TableHead>
        <TableBody>
          {view.lines.map((line) => {
            const expanded = view.open === line.id;
            return (
              <Fragment key={line.id}>
                <TableRow hover sx={{ '& > td': { borderBottom: expanded ? 0 : undefined } }}>
                  <TableCell padding="checkbox">
                    <ExpandButton line={line} view={view} />
                  </TableCell>
                  <TableCell>
                    <Typography sx={{ fontWeight: 600 }}>{line.workerName}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {subtitle(line)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={num}>{lineHours(line)}</TableCell>
                  <TableCell sx={num}>{formatSgd(line.grossCents)}</TableCell>
                  <TableCell sx={num}>{formatSgd(line.employeeCpfCents)}</TableCell>
                  <TableCell sx={{ ...num, fontWeight: 700 }}>{formatSgd(line.netCents)}</TableCell>
                  <TableCell>
                    <BankOf line={line} />
                  </TableCell>
                  <TableCell padding="checkbox">
                    <PayslipButton line={line} view={view} />
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={COLUMNS} sx={{ py: 0, ...(expanded ? {} : { borderBottom: 0 }) }}>
                    <Collapse in={expanded} unmountOnExit>
                      <LineDetail line={line} />
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
          {view.lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS}>
                <Typography color="text.secondary">{view.emptyText}</Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
