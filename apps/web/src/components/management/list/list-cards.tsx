import { Fragment, type ReactNode } from 'react';
import type { DataGridProps, GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/index.ts';
import type { ServerGridState } from './server-grid.tsx';

/** A cell's content outside the grid (a card): its renderCell, else its formatted value; exported for its test. */
export function cellContent<R extends GridValidRowModel>(col: GridColDef<R>, row: R): ReactNode {
  const raw: unknown = row[col.field as keyof R];
  const value: unknown = col.valueGetter
    ? (col.valueGetter as (v: unknown, r: R, c: unknown, a: unknown) => unknown)(raw, row, col, null)
    : raw;
  const formatted: unknown = col.valueFormatter
    ? (col.valueFormatter as (v: unknown, r: R, c: unknown, a: unknown) => unknown)(value, row, col, null)
    : value;
  if (col.renderCell) {
    const params = {
      row,
      value,
      field: col.field,
      id: (row as { id?: unknown }).id,
      colDef: col,
      // As the grid gives it: the value through the column's formatter (a date in words, a label).
      formattedValue: formatted,
    };
    return col.renderCell(params as unknown as GridRenderCellParams<R>);
  }
  return formatted === null || formatted === undefined || formatted === '' ? '' : String(formatted as string | number);
}

/** The list below 600 px: a card per row (first column as its title, then the key fields), paged. */
export function ListCards<R extends GridValidRowModel>({
  grid,
  list,
  columns,
  onOpen,
  fields,
  slots,
  localeText,
}: {
  grid: ServerGridState;
  list: { data: { items: R[]; total: number } | undefined; isFetching: boolean };
  columns: readonly GridColDef<R>[];
  onOpen?: (row: R) => void;
  fields?: readonly string[];
  slots?: DataGridProps<R>['slots'];
  localeText?: DataGridProps<R>['localeText'];
}) {
  const { t } = useT();
  const visible = columns.filter((c) => grid.visibility[c.field] !== false && c.field !== 'actions');
  const [title, ...others] = visible;
  const shown = fields
    ? fields.map((f) => columns.find((c) => c.field === f)).filter((c): c is GridColDef<R> => !!c)
    : others.slice(0, 4);
  const rows = list.data?.items ?? [];
  const NoRows = slots?.noRowsOverlay as (() => ReactNode) | undefined;
  return (
    <Box data-testid="list-cards">
      {list.isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {rows.length === 0 && !list.isFetching && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          {NoRows ? (
            <NoRows />
          ) : (
            <Typography color="text.secondary">{localeText?.noRowsLabel ?? t('management.noRows')}</Typography>
          )}
        </Paper>
      )}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row, i) => {
          const body = (
            <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
              {title && (
                <Box sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>{cellContent(title, row)}</Box>
              )}
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
              >
                {shown.map((c) => (
                  <Fragment key={c.field}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {c.headerName}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {cellContent(c, row) || t('common.dash')}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
            </CardContent>
          );
          return (
            <Card
              component="li"
              key={String((row as { id?: unknown }).id ?? i)}
              variant="outlined"
              data-testid="list-card"
            >
              {onOpen ? (
                <CardActionArea
                  component="div"
                  role="button"
                  tabIndex={0}
                  onClick={() => onOpen(row)}
                  onKeyDown={(e) => e.key === 'Enter' && onOpen(row)}
                >
                  {body}
                </CardActionArea>
              ) : (
                body
              )}
            </Card>
          );
        })}
      </Stack>
      <TablePagination
        component="div"
        count={list.data?.total ?? -1}
        page={grid.pagination.page}
        rowsPerPage={grid.pagination.pageSize}
        // No page-size menu on a phone (the size stays as the URL says): the arrows fit the width.
        rowsPerPageOptions={[]}
        onPageChange={(_e, page) => grid.setPagination({ ...grid.pagination, page })}
        sx={{ '& .MuiTablePagination-toolbar': { px: 0 } }}
      />
    </Box>
  );
}
