import { useLayoutEffect, useMemo, useRef } from 'react';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import Chip from '@mui/material/Chip';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import type { AdjustmentRow, AdjustmentStage } from '@wf/shared/contracts/pay/adjustments';
import { STAGE_STATUS } from '@wf/shared/contracts/pay/adjustments';
import { formatSgd } from '@wf/shared/domain/money';
import { useT } from '../../lib/i18n/index.ts';
import { formatDate } from '../../components/management/list-tools.tsx';
import { dateTimeColumn } from '../../components/management/cell-text.tsx';
import { CATEGORY_KEYS, STATUS_COLORS, STATUS_KEYS } from './labels.ts';

export type AdjustmentRowHandlers = {
  /** The user may act at this page's stage (role), and who they are (never their own). */
  canReview: boolean;
  userId: string | null;
  onApprove(row: AdjustmentRow): void;
  onReject(row: AdjustmentRow): void;
};

/** Whether this user may review this row at this stage: waiting here, and not created by them. */
export const reviewable = (row: AdjustmentRow, stage: AdjustmentStage, userId: string | null) =>
  row.status === STAGE_STATUS[stage] && row.createdById !== userId;

/** The columns of an adjustment review list, with approve/reject on the rows waiting at this stage. */
export function useAdjustmentColumns(stage: AdjustmentStage, handlers: AdjustmentRowHandlers): GridColDef<AdjustmentRow>[] {
  const { t, lang } = useT();
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const { canReview, userId } = handlers;
  const dash = t('common.dash');
  return useMemo<GridColDef<AdjustmentRow>[]>(
    () => [
      { field: 'workerName', headerName: t('pay.adjustments.colWorker'), flex: 1, minWidth: 150, sortable: true },
      {
        field: 'category',
        headerName: t('pay.adjustments.colCategory'),
        width: 130,
        valueFormatter: (v: AdjustmentRow['category']) => t(CATEGORY_KEYS[v]),
      },
      {
        field: 'amountCents',
        headerName: t('pay.adjustments.colAmount'),
        width: 105,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (v: number) => formatSgd(v),
      },
      { field: 'reason', headerName: t('pay.adjustments.colReason'), flex: 1.4, minWidth: 180, sortable: false },
      {
        field: 'status',
        headerName: t('pay.adjustments.colStatus'),
        width: 140,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={STATUS_COLORS[row.status]}
            label={t(STATUS_KEYS[row.status])}
            title={row.rejectionReason ?? t(STATUS_KEYS[row.status])}
            variant={row.status === 'approved' ? 'filled' : 'outlined'}
          />
        ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('pay.adjustments.colActions'),
        width: 90,
        getActions: ({ row }) =>
          canReview && reviewable(row, stage, userId)
            ? [
                <GridActionsCellItem
                  key="approve"
                  icon={<CheckIcon color="success" />}
                  label={t('pay.adjustments.approveNamed', { name: row.workerName })}
                  onClick={() => latest.current.onApprove(row)}
                />,
                <GridActionsCellItem
                  key="reject"
                  icon={<CloseIcon color="error" />}
                  label={t('pay.adjustments.rejectNamed', { name: row.workerName })}
                  onClick={() => latest.current.onReject(row)}
                />,
              ]
            : canReview && row.status === STAGE_STATUS[stage] && row.createdById === userId
              ? // Waiting here but the reader made it: no buttons, and the row says why (issue 29, item 7).
                [
                  <GridActionsCellItem
                    key="own"
                    icon={<InfoIcon color="action" />}
                    label={t('pay.adjustments.ownWhy')}
                    title={t('pay.adjustments.ownWhy')}
                    onClick={() => undefined}
                  />,
                ]
              : [],
      },
      {
        field: 'effectiveDate',
        headerName: t('pay.adjustments.colPeriod'),
        // A period ("01/11/2026 – 30/11/2026") goes onto two lines.
        width: 145,
        valueGetter: (_v, row) =>
          row.periodStart === row.periodEnd ? formatDate(row.periodStart) : `${formatDate(row.periodStart)} – ${formatDate(row.periodEnd)}`,
      },
      {
        field: 'projectName',
        headerName: t('pay.adjustments.colProject'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueFormatter: (v: string | null) => v ?? dash,
      },
      {
        field: 'createdByName',
        headerName: t('pay.adjustments.colCreatedBy'),
        width: 150,
        sortable: false,
      },
      {
        field: 'createdAt',
        headerName: t('pay.adjustments.colCreated'),
        ...dateTimeColumn(lang),
      },
      {
        field: 'rejectionReason',
        headerName: t('pay.adjustments.colRejection'),
        width: 180,
        sortable: false,
        valueFormatter: (v: string | null) => v ?? dash,
      },
    ],
    [t, lang, dash, canReview, userId, stage],
  );
}
