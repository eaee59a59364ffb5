import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DateField, INVALID_DATE } from '../../components/date-field.tsx';
import Typography from '@mui/material/Typography';
import type { AuditEntry, AuditListQueryInput } from '@wf/shared/contracts/admin/admin';
import { adminApi, adminKeys } from './admin-api.ts';
import { auditDiff } from './audit-diff.ts';
import { formatDateTime } from './labels.ts';
import { errorText } from './staff-dialogs.tsx';
import { ServerDataGrid, useServerGrid, useListQuery } from '../../components/management/server-grid.tsx';
import { ExportButton, idNameOptions } from '../../components/management/list-tools.tsx';
import { ListPage, ListToolbar, LoadErrorAlert, useUrlFilters } from '../../components/management/list-toolbar.tsx';

const FILTER_KEYS = ['actorId', 'entityType', 'action', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

const actorLabel = (e: AuditEntry) => e.actorName ?? (e.actorId ? 'Deleted user' : 'System / applicant');

/** Before and after of one entry, key by key. */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry; onClose(): void }) {
  const rows = auditDiff(entry.before, entry.after);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="audit-entry-title">
      <DialogTitle id="audit-entry-title">
        {entry.action} · {entry.entityType}
        {entry.entityId ? ` ${entry.entityId}` : ''}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {formatDateTime(entry.at)} by {actorLabel(entry)}
        </Typography>
        {rows.length === 0 ? (
          <Typography>No before or after values were recorded for this action.</Typography>
        ) : (
          <Table size="small" aria-label="Changes">
            <TableHead>
              <TableRow>
                <TableCell>Field</TableCell>
                <TableCell>Before</TableCell>
                <TableCell>After</TableCell>
                <TableCell>Change</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell sx={{ fontWeight: 600 }}>{r.key}</TableCell>
                  <TableCell
                    sx={{
                      fontFamily: 'monospace',
                      wordBreak: 'break-all',
                      color: r.change === 'removed' || r.change === 'changed' ? 'error.main' : undefined,
                    }}
                  >
                    {r.before}
                  </TableCell>
                  <TableCell
                    sx={{
                      fontFamily: 'monospace',
                      wordBreak: 'break-all',
                      color: r.change === 'added' || r.change === 'changed' ? 'success.main' : undefined,
                    }}
                  >
                    {r.after}
                  </TableCell>
                  <TableCell>
                    {r.change === 'same' ? (
                      ''
                    ) : (
                      <Chip
                        size="small"
                        label={r.change}
                        color={r.change === 'changed' ? 'warning' : r.change === 'added' ? 'success' : 'error'}
                        variant="outlined"
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** /admin-management/audit-log: every audited action, filtered and paged on the server. */
export function Component() {
  const grid = useServerGrid();
  const { pagination } = grid;
  const url = useUrlFilters(grid);
  const params = url.params;
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<FilterKey, string>;
  const setFilter = (key: FilterKey, value: string) => url.setParam(key, value);
  const filterQuery: AuditListQueryInput = Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v),
  ) as AuditListQueryInput;
  const query: AuditListQueryInput = { ...filterQuery, page: pagination.page, pageSize: pagination.pageSize };
  const badRange = !!filters.from && !!filters.to && filters.from > filters.to;

  const list = useListQuery(query, adminKeys.audit, adminApi.audit, { enabled: !badRange });
  const facets = useQuery({ queryKey: adminKeys.facets, queryFn: adminApi.facets });

  const columns = useMemo<GridColDef<AuditEntry>[]>(
    () => [
      {
        field: 'at',
        headerName: 'Time',
        width: 200,
        sortable: false,
        valueFormatter: (v: string) => formatDateTime(v),
      },
      {
        field: 'actorName',
        headerName: 'Actor',
        flex: 0.8,
        minWidth: 150,
        sortable: false,
        valueGetter: (_v, row) => actorLabel(row),
      },
      { field: 'action', headerName: 'Action', flex: 0.8, minWidth: 160, sortable: false },
      { field: 'entityType', headerName: 'Entity', width: 120, sortable: false },
      { field: 'entityId', headerName: 'Entity ID', flex: 1, minWidth: 120, sortable: false },
      {
        field: 'changes',
        headerName: 'Before / after',
        width: 150,
        sortable: false,
        renderCell: ({ row }) => {
          const n = auditDiff(row.before, row.after).filter((d) => d.change !== 'same').length;
          return (
            <Button size="small" onClick={() => setOpen(row)}>
              {n ? `${n} change${n === 1 ? '' : 's'}` : 'View'}
            </Button>
          );
        },
      },
    ],
    [],
  );

  return (
    <ListPage
      title="Audit log"
      subtitle="Every change made by staff, in every section. Times are Singapore time."
      actions={
        <ExportButton
          base="audit-log"
          disabled={badRange}
          download={(format) => adminApi.auditExport({ ...filterQuery, format })}
          onError={setExportError}
        />
      }
    >
      <ListToolbar
        wrap
        filters={[
          {
            label: 'Actor',
            value: filters.actorId,
            onChange: (v) => setFilter('actorId', v),
            minWidth: 180,
            allLabel: 'Anyone',
            options: idNameOptions(facets.data?.actors),
          },
          {
            label: 'Entity type',
            value: filters.entityType,
            onChange: (v) => setFilter('entityType', v),
            minWidth: 160,
            allLabel: 'All types',
            options: facets.data?.entityTypes ?? [],
          },
          {
            label: 'Action',
            value: filters.action,
            onChange: (v) => setFilter('action', v),
            minWidth: 200,
            allLabel: 'All actions',
            options: facets.data?.actions ?? [],
          },
          // A typed date filters once it is a real date (or cleared); the field keeps partial text.
          <DateField
            size="small"
            label="From"
            value={filters.from}
            onChange={(d) => d !== INVALID_DATE && setFilter('from', d ?? '')}
            sx={{ width: 170 }}
          />,
          <DateField
            size="small"
            label="To"
            value={filters.to}
            onChange={(d) => d !== INVALID_DATE && setFilter('to', d ?? '')}
            error={badRange}
            helperText={badRange ? 'The end date is before the start date' : undefined}
            sx={{ width: 170 }}
          />,
          FILTER_KEYS.some((k) => filters[k]) && (
            <Button onClick={() => url.setParams(new URLSearchParams(), { replace: true })}>Clear filters</Button>
          ),
        ]}
      />

      {exportError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setExportError(null)}>
          {exportError}
        </Alert>
      )}
      <LoadErrorAlert query={list} retry>
        The audit log could not be loaded: {errorText(list.error)}
      </LoadErrorAlert>
      <ServerDataGrid
        grid={grid}
        list={list}
        columns={columns}
        pageSizeOptions={[25, 50, 100]}
        disableColumnSorting
        onRowDoubleClick={({ row }) => setOpen(row as AuditEntry)}
        localeText={{ noRowsLabel: 'No audit entries match these filters' }}
      />
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </ListPage>
  );
}
