import { useMemo, useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { DateField, INVALID_DATE } from '../../components/date-field.tsx';
import type { AuditEntry, AuditListQueryInput } from '@wf/shared/contracts/admin/admin';
import { adminEndpoints as e } from '@wf/shared/contracts/admin/endpoints';
import { call } from '../../lib/call.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { useT } from '../../lib/i18n/index.ts';
import { auditDiff } from './audit-diff.ts';
import { auditActionText, AuditSentence, entityText } from './audit-sentence.tsx';
import { actorLabel, AuditEntryDialog } from './audit-entry-dialog.tsx';

// The dashboard opens entries with the same dialog (and imports it from here, so the bundler's
// chunk layout, and the sign-in page's budget, stay as they were).
export { actorLabel, AuditEntryDialog };
import { errorText } from './labels.ts';
import { useServerGrid } from '../../components/management/list/server-grid.tsx';
import { ExportButton, idNameOptions } from '../../components/management/list/list-tools.tsx';
import { dateTimeColumn } from '../../components/management/list/cell-text.tsx';
import { useUrlFilters } from '../../components/management/list/list-toolbar.tsx';
import { RecordListPage } from '../../components/management/list/record-list.tsx';

const FILTER_KEYS = ['actorId', 'entityType', 'action', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** /admin-management/audit-log: every audited action, filtered and paged on the server. */
export function Component() {
  const { t, lang } = useT();
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

  const list = useEndpoint(e.audit, { query }, { keepPrevious: true, enabled: !badRange });
  const facets = useEndpoint(e.auditFacets);

  const columns = useMemo<GridColDef<AuditEntry>[]>(
    () => [
      {
        field: 'action',
        headerName: t('admin.audit.entry'),
        flex: 2,
        minWidth: 280,
        sortable: false,
        renderCell: ({ row }) => <AuditSentence entry={row} />,
      },
      {
        field: 'at',
        headerName: t('admin.audit.time'),
        sortable: false,
        ...dateTimeColumn(lang),
      },
      {
        field: 'changes',
        headerName: t('admin.audit.beforeAfter'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) => {
          const n = auditDiff(row.before, row.after).filter((d) => d.change !== 'same').length;
          return (
            <Button size="small" onClick={() => setOpen(row)}>
              {n ? t('admin.audit.changeCount', { count: n }) : t('admin.audit.view')}
            </Button>
          );
        },
      },
    ],
    [t, lang],
  );

  return (
    <RecordListPage
      title={t('admin.audit.title')}
      subtitle={t('admin.audit.subtitle')}
      actions={
        <ExportButton
          base="audit-log"
          disabled={badRange}
          download={(format) => call(e.auditExport, { query: { ...filterQuery, format } })}
          onError={setExportError}
        />
      }
      wrapFilters
      filters={[
        {
          label: t('admin.audit.actor'),
          value: filters.actorId,
          onChange: (v) => setFilter('actorId', v),
          minWidth: 180,
          allLabel: t('admin.audit.anyone'),
          options: idNameOptions(facets.data?.actors),
        },
        {
          label: t('admin.audit.entityType'),
          value: filters.entityType,
          onChange: (v) => setFilter('entityType', v),
          minWidth: 160,
          allLabel: t('admin.audit.allTypes'),
          options: (facets.data?.entityTypes ?? []).map((v) => ({ value: v, label: entityText(t, v) })),
        },
        {
          label: t('admin.audit.action'),
          value: filters.action,
          onChange: (v) => setFilter('action', v),
          minWidth: 200,
          allLabel: t('admin.audit.allActions'),
          options: (facets.data?.actions ?? []).map((v) => ({ value: v, label: auditActionText(t, v) })),
        },
        // A typed date filters once it is a real date (or cleared); the field keeps partial text.
        <DateField
          size="small"
          label={t('admin.audit.from')}
          value={filters.from}
          onChange={(d) => d !== INVALID_DATE && setFilter('from', d ?? '')}
          sx={{ width: 170 }}
        />,
        <DateField
          size="small"
          label={t('admin.audit.to')}
          value={filters.to}
          onChange={(d) => d !== INVALID_DATE && setFilter('to', d ?? '')}
          error={badRange}
          helperText={badRange ? t('admin.audit.badRange') : undefined}
          sx={{ width: 170 }}
        />,
        FILTER_KEYS.some((k) => filters[k]) && (
          <Button onClick={() => url.setParams(new URLSearchParams(), { replace: true })}>{t('admin.audit.clearFilters')}</Button>
        ),
      ]}
      chooseColumns={false}
      belowToolbar={
        exportError && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setExportError(null)}>
            {exportError}
          </Alert>
        )
      }
      loadError={t('admin.audit.loadError', { error: errorText(t, list.error) })}
      retry
      grid={grid}
      list={list}
      columns={columns}
      gridProps={{ pageSizeOptions: [25, 50, 100], disableColumnSorting: true }}
      onOpen={setOpen}
      noRows={t('admin.audit.noRows')}
      label={t('admin.audit.title')}
    >
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </RecordListPage>
  );
}
