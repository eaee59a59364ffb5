import { useMemo } from 'react';
import { type GridColDef } from '@mui/x-data-grid';
import type { ProjectListRow } from '@wf/shared/contracts/projects/projects';
import { formatSgd } from '@wf/shared/domain/money';
import { formatDate } from '@wf/shared/domain/format';
import { RecordLink } from '../../components/management/list/list-toolbar.tsx';
import { TwoLines } from '../../components/management/list/cell-text.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { PROJECT_STATUS } from '@wf/shared/enums/records';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { projectPages } from '@wf/shared/contracts/projects/pages';

/** The project list's grid columns, headers in the current language. */
export function useProjectColumns(): GridColDef<ProjectListRow>[] {
  const { t } = useT();
  return useMemo<GridColDef<ProjectListRow>[]>(
    () => [
      { field: 'code', headerName: t('projects.list.col.code'), width: 105, minWidth: 105 },
      {
        field: 'name',
        headerName: t('projects.list.col.project'),
        flex: 1.4,
        minWidth: 200,
        renderCell: ({ row }) => (
          <TwoLines text={row.name}>
            <RecordLink to={projectPages.record(row.id)} archived={row.archived}>
              {row.name}
            </RecordLink>
          </TwoLines>
        ),
      },
      { field: 'clientName', headerName: t('projects.list.col.client'), flex: 1.1, minWidth: 170 },
      {
        field: 'status',
        headerName: t('common.status'),
        width: 120,
        renderCell: ({ row }) => (
          <EnumChip of={PROJECT_STATUS} value={row.status} />
        ),
      },
      {
        field: 'startDate',
        headerName: t('projects.list.col.start'),
        width: 110,
        valueFormatter: (v: string) => formatDate(v),
      },
      {
        field: 'endDate',
        headerName: t('projects.list.col.end'),
        width: 120,
        valueFormatter: (v: string | null) => (v ? formatDate(v) : t('projects.openEnded')),
      },
      {
        field: 'managerName',
        headerName: t('projects.list.col.manager'),
        width: 140,
        valueFormatter: (v: string | null) => v ?? t('common.dash'),
      },
      {
        field: 'headcount',
        headerName: t('projects.list.col.positionsHeads'),
        width: 140,
        sortable: false,
        valueGetter: (_v, row) => `${row.positionCount} / ${row.headcount}`,
      },
      {
        field: 'locationCount',
        headerName: t('projects.list.col.locations'),
        width: 95,
        sortable: false,
        type: 'number',
      },
      {
        field: 'budgetCents',
        headerName: t('projects.list.col.budget'),
        width: 130,
        type: 'number',
        valueFormatter: (v: number | null) => (v === null ? t('common.dash') : formatSgd(v)),
      },
    ],
    [t],
  );
}
