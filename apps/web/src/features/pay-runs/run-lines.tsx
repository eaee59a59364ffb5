import { Fragment, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { formatSgd } from '@wf/shared/domain/money';
import { SearchField, useListSearch } from '../../components/management/list-toolbar.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { hours } from '../pay/index.ts';
import { payRunKeys, payRunsApi, type PayRun, type PayRunLine } from './pay-runs-api.ts';
import { LineDetail } from './line-detail.tsx';
import { CPF_STATUS_KEYS, ENGAGEMENT_KEYS } from './labels.ts';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const COLUMNS = 8;

/** The run's per-worker lines: searched and paged on the server; a line expands to its shifts and adjustments. */
export function RunLines({ run, onPayslip }: { run: PayRun; onPayslip(line: PayRunLine): void }) {
  const { t } = useT();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [open, setOpen] = useState<string | null>(null);
  const search = useListSearch({ firstPage: () => setPage(0) });
  const query = { page: page + 1, pageSize, search: search.debounced || undefined, sort: 'workerName', dir: 'asc' } as const;
  const lines = useQuery({
    queryKey: [...payRunKeys.lines(run.id, query), run.version],
    queryFn: () => payRunsApi.lines(run.id, query),
    placeholderData: keepPreviousData,
  });
  return (
    <Paper variant="outlined" sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('pay-runs.lines.title')}
        </Typography>
        <SearchField search={search} label={t('pay-runs.lines.search')} minWidth={260} />
      </Stack>
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
            {(lines.data?.items ?? []).map((line) => {
              const expanded = open === line.id;
              return (
                <Fragment key={line.id}>
                  <TableRow hover sx={{ '& > td': { borderBottom: expanded ? 0 : undefined } }}>
                    <TableCell padding="checkbox">
                      <IconButton
                        size="small"
                        aria-expanded={expanded}
                        aria-label={t(expanded ? 'pay-runs.lines.collapse' : 'pay-runs.lines.expand', { name: line.workerName })}
                        onClick={() => setOpen(expanded ? null : line.id)}
                      >
                        {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                      </IconButton>
                    </TableCell>
                    <TableCell>
                      <Typography sx={{ fontWeight: 600 }}>{line.workerName}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {[line.employeeCode, t(ENGAGEMENT_KEYS[line.engagementType]), t(CPF_STATUS_KEYS[line.cpfStatus])].filter(Boolean).join(' · ')}
                      </Typography>
                    </TableCell>
                    <TableCell sx={num}>
                      {hours(line.regularMinutes + line.restDayMinutes + line.publicHolidayMinutes)}
                      {line.overtimeMinutes > 0 && ` + ${t('pay-runs.lines.otHours', { hours: hours(line.overtimeMinutes) })}`}
                    </TableCell>
                    <TableCell sx={num}>{formatSgd(line.grossCents)}</TableCell>
                    <TableCell sx={num}>{formatSgd(line.employeeCpfCents)}</TableCell>
                    <TableCell sx={{ ...num, fontWeight: 700 }}>{formatSgd(line.netCents)}</TableCell>
                    <TableCell>
                      {line.hasBankDetails ? line.bankName : <Chip size="small" color="error" variant="outlined" label={t('pay-runs.lines.noBank')} />}
                    </TableCell>
                    <TableCell padding="checkbox">
                      <IconButton size="small" aria-label={t('pay-runs.downloads.payslipOf', { name: line.workerName })} onClick={() => onPayslip(line)}>
                        <DownloadIcon />
                      </IconButton>
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
            {lines.data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS}>
                  <Typography color="text.secondary">{t(search.debounced ? 'pay-runs.lines.noMatch' : 'pay-runs.lines.empty')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={lines.data?.total ?? 0}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_e, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setPageSize(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('pay-runs.lines.perPage')}
        labelDisplayedRows={({ from, to, count }) => t('pay-runs.lines.displayed', { from, to, count })}
      />
    </Paper>
  );
}
