import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import AddIcon from '@mui/icons-material/Add';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import {
  ADJUSTMENT_SORT_FIELDS,
  STAGE_STATUS,
  type AdjustmentListQuery,
  type AdjustmentRow,
  type AdjustmentStage,
} from '@wf/shared/contracts/pay/adjustments';
import { adjustmentEndpoints, payEndpoints } from '@wf/shared/contracts/pay/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { call } from '../../lib/call.ts';
import { useCan, useDutiesApart } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { EmptyState, errorText, idNameOptions } from '../../components/management/list/list-tools.tsx';
import { urlSelect, useListState } from '../../components/management/list/list-toolbar.tsx';
import { enumOptions } from '../../lib/enum-chip.tsx';
import { RecordListPage } from '../../components/management/list/record-list.tsx';
import { ConfirmDialog } from '../../components/management/dialog/confirm-dialog.tsx';
import { serverSort } from '../../components/management/list/server-grid.tsx';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { PROJECT_OPTIONS } from './project-options.ts';
import { bulkSelectable, useAdjustmentColumns } from './adjustment-columns.tsx';
import { PeriodAndAmount, StatusChips } from './adjustment-filters.tsx';
import { AdjustmentDialog } from './adjustment-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { PayRulesDialog } from './pay-rules-dialog.tsx';
import TuneIcon from '@mui/icons-material/Tune';
import { ADJUSTMENT_CATEGORY, ADJUSTMENT_STATUS } from '@wf/shared/enums/pay';

/** One review stage's list (hr or finance): filters, search, export, approve/reject, bulk approve, add. */
export function AdjustmentReview({ stage }: { stage: AdjustmentStage }) {
  const { t } = useT();
  const can = useCan();
  // The shell owns the signed-in user's ['user'] entry (use-can.ts reads it too); it moves with the shell.
  const me = useQuery({ queryKey: ['user'], queryFn: () => call(commonEndpoints.user), staleTime: 60_000 });
  const userId = me.data?.id ?? null;
  const canReview = can(stage === 'hr' ? adjustmentEndpoints.hrReview : adjustmentEndpoints.financeReview);
  const dutiesApart = useDutiesApart();
  const { grid, url, search } = useListState([{ field: 'createdAt', sort: 'desc' }], { createdByName: false, createdAt: false, rejectionReason: false });
  const status = url.pick('status', [...ADJUSTMENT_STATUS.values, 'all'] as const) ?? (canReview ? STAGE_STATUS[stage] : 'all');
  const category = url.pick('category', ADJUSTMENT_CATEGORY.values);
  const projectId = url.params.get('projectId') ?? undefined;
  const num = (k: string) => (url.params.get(k) ? Number(url.params.get(k)) : undefined);
  const filters = {
    search: search.debounced || undefined,
    status,
    category,
    projectId,
    from: url.params.get('from') ?? undefined,
    to: url.params.get('to') ?? undefined,
    minCents: num('minCents'),
    maxCents: num('maxCents'),
    ...serverSort(grid.sort, ADJUSTMENT_SORT_FIELDS, 'createdAt', 'desc'),
  };
  const query: AdjustmentListQuery = { ...filters, ...grid.page };
  const list = useEndpoint(adjustmentEndpoints.list, { query }, { keepPrevious: true });
  const projects = useEndpoint(projectEndpoints.list, PROJECT_OPTIONS);
  // A review refreshes the adjustment lists (both stages) and the worker's Pay tab; a bulk approval is all or none.
  const changes = { invalidates: [adjustmentEndpoints, payEndpoints] };
  const review = useEndpointMutation(stage === 'hr' ? adjustmentEndpoints.hrReview : adjustmentEndpoints.financeReview, changes);
  const bulk = useEndpointMutation(stage === 'hr' ? adjustmentEndpoints.hrBulkApprove : adjustmentEndpoints.financeBulkApprove, changes);
  const [notice, setNotice] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<AdjustmentRow | null>(null);
  const [adding, setAdding] = useState(false);
  const [rules, setRules] = useState(false);
  const [confirmBulk, setConfirmBulk] = useState(false);
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const selected = [...selection.ids].map(String);

  const approve = (row: AdjustmentRow) =>
    review.mutateAsync({ params: { id: row.id }, body: { decision: 'approve' } }).then(
      () => setNotice(t(stage === 'hr' ? 'pay.adjustments.approvedHr' : 'pay.adjustments.approvedFinance', { name: row.workerName })),
      (e: unknown) => setNotice(errorText(e, t)),
    );
  const columns = useAdjustmentColumns(stage, {
    canReview,
    userId,
    dutiesApart,
    onApprove: (row) => void approve(row),
    onReject: setRejecting,
  });
  const filtered = Boolean(search.debounced || category || projectId || url.params.get('from') || url.params.get('to') || status !== 'all');
  const title = stage === 'hr' ? t('pay.adjustments.hrTitle') : t('pay.adjustments.financeTitle');

  return (
    <RecordListPage
      title={title}
      subtitle={stage === 'hr' ? t('pay.adjustments.hrSubtitle') : t('pay.adjustments.financeSubtitle')}
      actions={
        <>
          {stage === 'finance' && can(payEndpoints.updateSettings) && (
            <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setRules(true)}>
              {t('pay.rules.open')}
            </Button>
          )}
          {can(adjustmentEndpoints.create) && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ whiteSpace: "nowrap" }}>
              {t('pay.adjustments.new')}
            </Button>
          )}
        </>
      }
      above={<StatusChips value={status} counts={list.data?.counts} onChange={(v) => url.setParam('status', v)} />}
      wrapFilters
      search={{ search, label: t('pay.adjustments.search'), minWidth: 240 }}
      filters={[
        urlSelect(url, 'category', category, {
          label: t('pay.adjustments.category'),
          minWidth: 150,
          allLabel: t('pay.adjustments.allCategories'),
          options: enumOptions(ADJUSTMENT_CATEGORY, t),
        }),
        urlSelect(url, 'projectId', projectId, {
          label: t('pay.adjustments.project'),
          minWidth: 180,
          allLabel: t('pay.adjustments.allProjects'),
          options: idNameOptions(projects.data?.items),
        }),
        <PeriodAndAmount key="period" url={url} />,
      ]}
      toolbarEnd={
        canReview && (
          <Button variant="outlined" color="success" startIcon={<DoneAllIcon />} disabled={selected.length === 0} onClick={() => setConfirmBulk(true)}>
            {t('pay.adjustments.approveSelected', { count: selected.length })}
          </Button>
        )
      }
      chooseColumns={false}
      exportIn="toolbar"
      exporting={{ base: 'pay-adjustments', download: (format) => call(adjustmentEndpoints.export, { query: { ...filters, format } }) }}
      noticeHideAfter={6000}
      grid={grid}
      list={list}
      columns={columns}
      gridProps={{
        height: 620,
        checkboxSelection: canReview,
        isRowSelectable: ({ row }) => bulkSelectable(row, stage, userId, dutiesApart, t),
        rowSelectionModel: selection,
        onRowSelectionModelChange: setSelection,
        keepNonExistentRowsSelected: true,
        sx: { border: 0 },
      }}
      noRows={
        <EmptyState
          icon={filtered ? undefined : <PaymentsIcon />}
          title={filtered ? t('pay.adjustments.noMatch') : t('pay.adjustments.emptyTitle')}
          text={filtered ? t('pay.adjustments.noMatchText') : t('pay.adjustments.emptyText')}
        />
      }
      label={title}
    >
      {rejecting && (
        <RejectDialog
          row={rejecting}
          onReject={(reason) =>
            review.mutateAsync({ params: { id: rejecting.id }, body: { decision: 'reject', reason } }).then(() =>
              setNotice(t('pay.adjustments.rejected', { name: rejecting.workerName })),
            )
          }
          onClose={() => setRejecting(null)}
        />
      )}
      {confirmBulk && (
        <ConfirmDialog
          open
          title={t('pay.adjustments.bulkTitle', { count: selected.length })}
          text={t(stage === 'hr' ? 'pay.adjustments.bulkTextHr' : 'pay.adjustments.bulkTextFinance')}
          confirmLabel={t('pay.adjustments.approve')}
          onConfirm={async () => {
            const r = await bulk.mutateAsync({ body: { ids: selected } });
            setSelection({ type: 'include', ids: new Set() });
            setNotice(t('pay.adjustments.bulkDone', { count: r.approved }));
          }}
          onClose={() => setConfirmBulk(false)}
        />
      )}
      {adding && (
        <AdjustmentDialog
          target={null}
          onClose={() => setAdding(false)}
          onCreated={() => {
            setAdding(false);
            setNotice(t('pay.adjustments.created'));
          }}
        />
      )}
      {rules && (
        <PayRulesDialog
          onClose={() => setRules(false)}
          onSaved={() => {
            setRules(false);
            setNotice(t('pay.rules.saved'));
          }}
        />
      )}
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} message={notice} />
    </RecordListPage>
  );
}
