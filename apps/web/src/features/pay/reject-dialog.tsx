import type { AdjustmentRow } from '@wf/shared/contracts/pay/adjustments';
import { formatSgd } from '@wf/shared/domain/money';
import { ReasonDialog } from '../../components/management/reason-dialog.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { CATEGORY_KEYS } from './labels.ts';

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
        category: t(CATEGORY_KEYS[row.category]),
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
