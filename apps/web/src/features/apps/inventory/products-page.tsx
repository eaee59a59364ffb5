import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { inventoryEndpoints } from '@wf/shared/contracts/apps/inventory/endpoints';
import type { InventorySort } from '@wf/shared/contracts/apps/inventory/inventory';
import { inventoryPages } from '@wf/shared/contracts/apps/inventory/pages';
import { formatSgd } from '@wf/shared/domain/money';
import { LoadingBar } from '../../../components/loading-bar.tsx';
import { errorText, PageHeader, useDebounced } from '../../../components/management/list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useCan } from '../../../lib/use-can.ts';
import { inventoryEndpoints as e } from '@wf/shared/contracts/apps/inventory/endpoints';
import { useEndpoint, useEndpointMutation } from '../../../lib/use-endpoint.ts';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
const COLUMNS: Array<{ key: InventorySort; numeric?: boolean }> = [
  { key: 'name' },
  { key: 'sku' },
  { key: 'stock', numeric: true },
  { key: 'reserved', numeric: true },
  { key: 'price', numeric: true },
  { key: 'active' },
];

/** /apps/inventory: uniforms and equipment, searched, sorted and paged by the server. */
export function Component() {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<InventorySort>('name');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const debounced = useDebounced(search);
  const query = { search: debounced || undefined, sort, order, page, size };
  const list = useEndpoint(e.products, { query }, { keepPrevious: true });
  const create = useEndpointMutation(e.createProduct, { invalidates: [e] });
  const products = list.data?.products ?? [];
  const pagination = list.data?.pagination;
  const length = pagination && 'length' in pagination ? pagination.length : 0;
  const sortBy = (key: InventorySort) => {
    setOrder(sort === key && order === 'asc' ? 'desc' : 'asc');
    setSort(key);
    setPage(1);
  };
  const add = can(inventoryEndpoints.createProduct) ? (
    <Button variant="contained" disabled={create.isPending} onClick={() => void create.mutateAsync().then((p) => navigate(inventoryPages.product(p.id)))}>
      {t('apps.inventory.newProduct')}
    </Button>
  ) : undefined;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1300 }}>
      <PageHeader title={t('apps.inventory.title')} subtitle={t('apps.inventory.subtitle')} actions={add} />
      <TextField
        label={t('apps.inventory.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        size="small"
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      />
      {list.isFetching && <LoadingBar />}
      {(list.isError || create.isError) && <Alert severity="error">{errorText(list.error ?? create.error, t)}</Alert>}
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={t('apps.inventory.title')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c.key} sx={c.numeric ? num : undefined} sortDirection={sort === c.key ? order : false}>
                    <TableSortLabel active={sort === c.key} direction={sort === c.key ? order : 'asc'} onClick={() => sortBy(c.key)}>
                      {t(`apps.inventory.field.${c.key}`)}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {products.map((p) => (
                <TableRow key={p.id} hover sx={{ cursor: 'pointer' }} onClick={() => void navigate(inventoryPages.product(p.id))}>
                  <TableCell>
                    <Button variant="text" size="small" sx={{ p: 0, textAlign: 'left', minWidth: 0 }} onClick={() => void navigate(inventoryPages.product(p.id))}>
                      {p.name}
                    </Button>
                  </TableCell>
                  <TableCell>{p.sku}</TableCell>
                  <TableCell sx={num} data-testid="stock">{p.stock}</TableCell>
                  <TableCell sx={num}>{p.reserved}</TableCell>
                  <TableCell sx={num}>{formatSgd(p.price)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={t(p.active ? 'apps.inventory.active' : 'apps.inventory.inactive')} color={p.active ? 'success' : 'default'} />
                  </TableCell>
                </TableRow>
              ))}
              {list.isSuccess && products.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                    {t(debounced ? 'apps.inventory.noMatch' : 'apps.inventory.empty')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={length}
          page={Math.max(page - 1, 0)}
          rowsPerPage={size}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_e, p) => setPage(p + 1)}
          onRowsPerPageChange={(e) => {
            setSize(Number(e.target.value));
            setPage(1);
          }}
          labelRowsPerPage={t('apps.inventory.perPage')}
        />
      </Paper>
    </Box>
  );
}
