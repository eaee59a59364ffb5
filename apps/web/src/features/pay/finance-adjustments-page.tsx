import { AdjustmentReview } from './adjustment-review.tsx';

/** /finance-management/finance-shift-payment-adjustment: finance approves what hr passed on. */
export function Component() {
  return <AdjustmentReview stage="finance" />;
}
