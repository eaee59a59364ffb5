import type { AdjustmentRow } from '@wf/shared/contracts/pay/adjustments';
import { formatSgd } from '@wf/shared/domain/money';
import { ReasonDialog } from '../../components/management/dialog/reason-dialog.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { ADJUSTMENT_CATEGORY } from '@wf/shared/enums/pay';

/** Reject an adjustment: the reason is required and goes to its creator. */
export function RejectDialog({
  row,
  onReject,
  onClose,
}: {
  row: AdjustmentRow;
  onReject(reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useT();
  return (
    <ReasonDialog
      title={t('pay.reject.title')}
      text={t('pay.reject.text', {
        category: t(ADJUSTMENT_CATEGORY.key(row.category)),
        amount: formatSgd(row.amountCents),
        name: row.workerName,
        creator: row.createdByName,
      })}
      reasonLabel={t('pay.reject.reason')}
      hint={t('pay.reject.hint')}
      confirmLabel={t('pay.reject.confirm')}
      danger
      onConfirm={onReject}
      onClose={onClose}
    />
  );
}
