import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Paper from '@mui/material/Paper';
import AddIcon from '@mui/icons-material/Add';
import {
  type BillingStatementStatus,
} from '@wf/shared/contracts/reports/billing-statements';
import { formatMonth } from '@wf/shared/domain/format';
import { formatSgd } from '@wf/shared/domain/money';
import { useT } from '../../lib/i18n/index.ts';
import { EmptyState, idNameOptions, menuOptions, PageHeader } from '../../components/management/list/list-tools.tsx';
import { ListLoadError, NoticeSnackbar } from '../../components/management/list/list-page-parts.tsx';
import { reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { BILLING_STATEMENT_STATUS } from '@wf/shared/enums/records';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { billingStatementEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { PrepareDialog, StatementDialog } from './statement-dialog.tsx';

const XS_HIDDEN = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** Narrower cells on a phone, so the total stays in view. */
const DENSE_XS = { '& td, & th': { px: { xs: 1, sm: 2 } } } as const;

/** /finance-management/billing-statements: the statements per client, prepared by one person and issued by another. */
export function Component() {
  const { t, lang } = useT();
  const [clientId, setClientId] = useState('');
  const [status, setStatus] = useState<BillingStatementStatus | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const query = { clientId: clientId || undefined, status: status || undefined, page, pageSize: 25 };
  const list = useEndpoint(billingStatementEndpoints.list, { query }, { keepPrevious: true });
  const options = useEndpoint(reportEndpoints.options, undefined, { staleTime: 60_000 });
  const clients = options.data?.clients ?? [];
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeader
        title={t('reports.statements.title')}
        subtitle={t('reports.statements.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setPreparing(true)}>
            {t('reports.statements.prepare')}
          </Button>
        }
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('reports.col.client')}
          value={clientId}
          onChange={(e) => (setClientId(e.target.value), setPage(1))}
          sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 260px' } }}
        >
          <MenuItem value="">{t('reports.filter.all')}</MenuItem>
          {menuOptions(idNameOptions(clients))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('reports.statements.status')}
          value={status}
          onChange={(e) => (setStatus(e.target.value as BillingStatementStatus | ''), setPage(1))}
          sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 1 180px' } }}
        >
          <MenuItem value="">{t('reports.filter.all')}</MenuItem>
          {BILLING_STATEMENT_STATUS.values.map((k) => (
            <MenuItem key={k} value={k}>
              {t(BILLING_STATEMENT_STATUS.key(k))}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ListLoadError list={list} retry />
      {list.data && list.data.items.length === 0 && (
        <EmptyState title={t('reports.statements.emptyTitle')} text={t('reports.statements.emptyText')} />
      )}
      {list.data && list.data.items.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={DENSE_XS}>
          <Table size="small" aria-label={t('reports.statements.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('reports.statements.number')}</TableCell>
                <TableCell>{t('reports.col.client')}</TableCell>
                <TableCell sx={XS_HIDDEN}>{t('reports.statements.month')}</TableCell>
                <TableCell>{t('reports.statements.status')}</TableCell>
                <TableCell align="right">{t('reports.statements.total')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('reports.statements.preparedBy')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('reports.statements.issuedBy')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.items.map((r) => (
                <TableRow key={r.id} hover>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setOpen(r.id)}
                      sx={{ minWidth: 0, p: 0, textTransform: 'none' }}
                    >
                      {r.number ?? t('reports.statements.draftNumber')}
                    </Button>
                  </TableCell>
                  <TableCell>
                    {r.clientName}
                    <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}>
                      {formatMonth(r.month, lang)}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ ...XS_HIDDEN, whiteSpace: 'nowrap' }}>{formatMonth(r.month, lang)}</TableCell>
                  <TableCell>
                    <EnumChip of={BILLING_STATEMENT_STATUS} value={r.status} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatSgd(r.totalCents)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{r.preparedBy ?? ''}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{r.issuedBy ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={list.data.total}
            page={page - 1}
            rowsPerPage={25}
            rowsPerPageOptions={[25]}
            onPageChange={(_e, p) => setPage(p + 1)}
          />
        </TableContainer>
      )}
      {preparing && (
        <PrepareDialog
          clients={clients}
          onClose={() => setPreparing(false)}
          onPrepared={(id) => (setPreparing(false), setOpen(id))}
        />
      )}
      {open && <StatementDialog id={open} onClose={() => setOpen(null)} onNotice={setNotice} onOpen={setOpen} />}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} hideAfter={6000} />
    </Box>
  );
}
