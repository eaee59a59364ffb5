import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { SearchField, useListSearch } from '../../components/management/list/list-toolbar.tsx';
import { useT } from '../../lib/i18n/index.ts';
import type { PayRun, PayRunLine, PayRunLinesQuery } from '@wf/shared/contracts/pay-runs/pay-runs';
import { payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { RunLinesTable } from './run-lines-table.tsx';
import { RunLineCards } from './run-line-cards.tsx';
import type { LineView } from './run-line-parts.tsx';

/**
 * The run's per-worker lines: searched, filtered (only the workers without bank details who block
 * approval) and paged on the server; a line expands to its shifts and adjustments. A table from
 * 600 px, cards below (nothing scrolls sideways on a phone).
 */
export function RunLines({ run, onPayslip }: { run: PayRun; onPayslip(line: PayRunLine): void }) {
  const { t } = useT();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [open, setOpen] = useState<string | null>(null);
  const [blocking, setBlocking] = useState(false);
  const search = useListSearch({ firstPage: () => setPage(0) });
  const blockingShown = blocking && run.blockingWorkers > 0;
  const query: PayRunLinesQuery = {
    page: page + 1,
    pageSize,
    search: search.debounced || undefined,
    sort: 'workerName',
    dir: 'asc',
    ...(blockingShown ? { blocking: 'true' } : {}),
  };
  const lines = useEndpoint(payRunEndpoints.lines, { params: { id: run.id }, query }, { keepPrevious: true, revision: run.version });
  const view: LineView = {
    lines: lines.data?.items ?? [],
    open,
    onToggle: (id) => setOpen(open === id ? null : id),
    ...(run.status === 'draft' ? {} : { onPayslip }),
    emptyText: t(search.debounced || blockingShown ? 'pay-runs.lines.noMatch' : 'pay-runs.lines.empty'),
  };
  return (
    <Paper variant="outlined" sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ p: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('pay-runs.lines.title')}
        </Typography>
        {run.blockingWorkers > 0 && (
          <FormControlLabel
            control={
              <Switch
                checked={blockingShown}
                onChange={(e) => {
                  setBlocking(e.target.checked);
                  setPage(0);
                }}
              />
            }
            label={t('pay-runs.lines.onlyBlocking', { count: run.blockingWorkers })}
          />
        )}
        <SearchField search={search} label={t('pay-runs.lines.search')} minWidth={260} />
      </Stack>
      {phone ? <RunLineCards view={view} /> : <RunLinesTable view={view} />}
      <TablePagination
        component="div"
        count={lines.data?.total ?? 0}
        page={page}
        rowsPerPage={pageSize}
        // No page-size menu on a phone (as the other lists' cards): the arrows fit the width.
        rowsPerPageOptions={phone ? [] : [10, 25, 50, 100]}
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
