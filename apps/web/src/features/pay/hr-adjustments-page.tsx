import { AdjustmentReview } from './adjustment-review.tsx';

/** /employee-management/hr-shift-payment-adjustment: hr reviews adjustments (managers add and follow theirs). */
export function Component() {
  return <AdjustmentReview stage="hr" />;
}
