import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { AuditEntry, AuditListQueryInput } from '@wf/shared/contracts/admin/admin';
import { adminApi, adminKeys, downloadText } from './admin-api.ts';
import { auditDiff } from './audit-diff.ts';
import { formatDateTime } from './labels.ts';
import { errorText } from './staff-dialogs.tsx';
import { ServerDataGrid, useServerGrid } from '../../components/management/server-grid.tsx';

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
                  <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', color: r.change === 'removed' || r.change === 'changed' ? 'error.main' : undefined }}>{r.before}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all', color: r.change === 'added' || r.change === 'changed' ? 'success.main' : undefined }}>{r.after}</TableCell>
                  <TableCell>{r.change === 'same' ? '' : <Chip size="small" label={r.change} color={r.change === 'changed' ? 'warning' : r.change === 'added' ? 'success' : 'error'} variant="outlined" />}</TableCell>
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
  const [params, setParams] = useSearchParams();
  const grid = useServerGrid();
  const { pagination } = grid;
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<FilterKey, string>;
  const setFilter = (key: FilterKey, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    grid.firstPage();
  };
  const filterQuery: AuditListQueryInput = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as AuditListQueryInput;
  const query: AuditListQueryInput = { ...filterQuery, page: pagination.page, pageSize: pagination.pageSize };
  const badRange = !!filters.from && !!filters.to && filters.from > filters.to;

  const list = useQuery({ queryKey: adminKeys.audit(query), queryFn: () => adminApi.audit(query), placeholderData: keepPreviousData, enabled: !badRange });
  const facets = useQuery({ queryKey: adminKeys.facets, queryFn: adminApi.facets });

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const text = await adminApi.auditCsv(filterQuery);
      const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
      downloadText(`\uFEFF${String(text).replace(/^\uFEFF/, '')}`, `audit-log-${day}.csv`, 'text/csv;charset=utf-8');
    } catch (err) {
      setExportError(errorText(err));
    } finally {
      setExporting(false);
    }
  }

  const columns = useMemo<GridColDef<AuditEntry>[]>(
    () => [
      { field: 'at', headerName: 'Time', width: 200, sortable: false, valueFormatter: (v: string) => formatDateTime(v) },
      { field: 'actorName', headerName: 'Actor', flex: 0.8, minWidth: 150, sortable: false, valueGetter: (_v, row) => actorLabel(row) },
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
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            Audit log
          </Typography>
          <Typography color="text.secondary">Every change made by staff, in every section. Times are Singapore time.</Typography>
        </Box>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={exporting || badRange}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
      </Stack>

      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField select size="small" label="Actor" value={filters.actorId} onChange={(e) => setFilter('actorId', e.target.value)} sx={{ minWidth: 180 }}>
            <MenuItem value="">Anyone</MenuItem>
            {(facets.data?.actors ?? []).map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Entity type" value={filters.entityType} onChange={(e) => setFilter('entityType', e.target.value)} sx={{ minWidth: 160 }}>
            <MenuItem value="">All types</MenuItem>
            {(facets.data?.entityTypes ?? []).map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Action" value={filters.action} onChange={(e) => setFilter('action', e.target.value)} sx={{ minWidth: 200 }}>
            <MenuItem value="">All actions</MenuItem>
            {(facets.data?.actions ?? []).map((a) => (
              <MenuItem key={a} value={a}>
                {a}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" type="date" label="From" value={filters.from} onChange={(e) => setFilter('from', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            size="small"
            type="date"
            label="To"
            value={filters.to}
            onChange={(e) => setFilter('to', e.target.value)}
            error={badRange}
            helperText={badRange ? 'The end date is before the start date' : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {FILTER_KEYS.some((k) => filters[k]) && (
            <Button onClick={() => setParams(new URLSearchParams(), { replace: true })}>Clear filters</Button>
          )}
        </Stack>
      </Paper>

      {exportError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setExportError(null)}>
          {exportError}
        </Alert>
      )}
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => list.refetch()}>Retry</Button>}>
          The audit log could not be loaded: {errorText(list.error)}
        </Alert>
      )}
      <ServerDataGrid
        grid={grid}
        data={list.data}
        columns={columns}
        loading={list.isFetching}
        pageSizeOptions={[25, 50, 100]}
        disableColumnSorting
        onRowDoubleClick={({ row }) => setOpen(row as AuditEntry)}
        localeText={{ noRowsLabel: 'No audit entries match these filters' }}
      />
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
