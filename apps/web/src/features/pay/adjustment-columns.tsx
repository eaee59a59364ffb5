import { useLayoutEffect, useMemo, useRef, type ReactElement } from 'react';
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { AdjustmentRow, AdjustmentStage } from '@wf/shared/contracts/pay/adjustments';
import { STAGE_STATUS } from '@wf/shared/contracts/pay/adjustments';
import { formatSgd } from '@wf/shared/domain/money';
import { useT, type TFunction } from '../../lib/i18n/index.ts';
import { DisabledWhy } from '../../components/management/access/disabled-why.tsx';
import { formatDate } from '../../components/management/list/list-tools.tsx';
import { dateTimeColumn } from '../../components/management/list/cell-text.tsx';
import { ADJUSTMENT_CATEGORY, ADJUSTMENT_STATUS } from '@wf/shared/enums/pay';
import { EnumChip } from '../../lib/enum-chip.tsx';

export type AdjustmentRowHandlers = {
  /** The user may act at this page's stage (role), and who they are (never their own). */
  canReview: boolean;
  userId: string | null;
  /** The office keeps duties apart: finance may not approve what they approved for HR (useDutiesApart). */
  dutiesApart: boolean;
  onApprove(row: AdjustmentRow): void;
  onReject(row: AdjustmentRow): void;
};

/** Whether this user may review this row at this stage: waiting here, and not created by them. */
export const reviewable = (row: AdjustmentRow, stage: AdjustmentStage, userId: string | null) =>
  row.status === STAGE_STATUS[stage] && row.createdById !== userId;

/**
 * Why this user may not review a row waiting at this stage, as the server would refuse it (issue 29,
 * item 7): their own adjustment (ADJUSTMENT_OWN: neither approve nor reject), or, at finance, one
 * they approved at HR review where the office keeps duties apart (DUTIES_APART: approve only).
 */
export function reviewBlocks(
  row: AdjustmentRow,
  stage: AdjustmentStage,
  userId: string | null,
  dutiesApart: boolean,
  t: TFunction,
): { approve: string | null; reject: string | null } {
  if (userId !== null && row.createdById === userId) return { approve: t('pay.adjustments.ownWhy'), reject: t('pay.adjustments.ownWhy') };
  if (stage === 'finance' && dutiesApart && userId !== null && row.hrReviewedById === userId)
    return { approve: t('pay.adjustments.dutiesApartWhy'), reject: null };
  return { approve: null, reject: null };
}

/** Whether a row may be ticked for bulk approval (all-or-nothing): reviewable, and its approval not refused beforehand. */
export const bulkSelectable = (row: AdjustmentRow, stage: AdjustmentStage, userId: string | null, dutiesApart: boolean, t: TFunction) =>
  reviewable(row, stage, userId) && reviewBlocks(row, stage, userId, dutiesApart, t).approve === null;

/** The columns of an adjustment review list, with approve/reject on the rows waiting at this stage. */
export function useAdjustmentColumns(stage: AdjustmentStage, handlers: AdjustmentRowHandlers): GridColDef<AdjustmentRow>[] {
  const { t, lang } = useT();
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const { canReview, userId, dutiesApart } = handlers;
  const dash = t('common.dash');
  return useMemo<GridColDef<AdjustmentRow>[]>(
    () => [
      { field: 'workerName', headerName: t('pay.adjustments.colWorker'), flex: 1, minWidth: 150, sortable: true },
      {
        field: 'category',
        headerName: t('pay.adjustments.colCategory'),
        width: 130,
        valueFormatter: (v: AdjustmentRow['category']) => t(ADJUSTMENT_CATEGORY.key(v)),
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
          <EnumChip
            of={ADJUSTMENT_STATUS}
            value={row.status}
            title={row.rejectionReason ?? t(ADJUSTMENT_STATUS.key(row.status))}
            variant={row.status === 'approved' ? 'filled' : 'outlined'}
          />
        ),
      },
      {
        field: 'actions',
        headerName: t('pay.adjustments.colActions'),
        width: 104,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        align: 'center',
        headerAlign: 'center',
        // Approve and reject on a row waiting at this stage; each one the server would refuse is
        // there but off, with its reason on hover, keyboard focus and as its description.
        renderCell: (params) => {
          const { row } = params;
          if (!canReview || row.status !== STAGE_STATUS[stage]) return null;
          const why = reviewBlocks(row, stage, userId, dutiesApart, t);
          const approve = (
            <GridActionsCellItem
              key="approve"
              icon={<CheckIcon color={why.approve ? 'disabled' : 'success'} />}
              label={t('pay.adjustments.approveNamed', { name: row.workerName })}
              onClick={() => latest.current.onApprove(row)}
            />
          );
          const reject = (
            <GridActionsCellItem
              key="reject"
              icon={<CloseIcon color={why.reject ? 'disabled' : 'error'} />}
              label={t('pay.adjustments.rejectNamed', { name: row.workerName })}
              onClick={() => latest.current.onReject(row)}
            />
          );
          // A wrapper only where there is a reason: the actions cell gives its own items the grid's focus order.
          const off = (key: string, reason: string | null, ...controls: ReactElement<{ disabled?: boolean }>[]) =>
            reason ? [
              <DisabledWhy key={key} why={reason}>
                {controls}
              </DisabledWhy>,
            ] : controls;
          const items =
            why.approve && why.approve === why.reject ? off('both', why.approve, approve, reject) : [...off('approve', why.approve, approve), ...off('reject', why.reject, reject)];
          return (
            <GridActionsCell {...params} suppressChildrenValidation>
              {items}
            </GridActionsCell>
          );
        },
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
    [t, lang, dash, canReview, userId, dutiesApart, stage],
  );
}
