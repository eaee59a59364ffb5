import type { AdjustmentCategory, AdjustmentStatus } from '@wf/shared/contracts/pay/adjustments';

export const CATEGORY_KEYS: Record<AdjustmentCategory, string> = {
  allowance: 'pay.category.allowance',
  transport: 'pay.category.transport',
  meal: 'pay.category.meal',
  bonus: 'pay.category.bonus',
  deduction: 'pay.category.deduction',
  correction: 'pay.category.correction',
};

export const STATUS_KEYS: Record<AdjustmentStatus | 'all', string> = {
  all: 'pay.status.all',
  pending_hr: 'pay.status.pending_hr',
  pending_finance: 'pay.status.pending_finance',
  approved: 'pay.status.approved',
  rejected: 'pay.status.rejected',
};

export const STATUS_COLORS: Record<AdjustmentStatus, 'warning' | 'info' | 'success' | 'error'> = {
  pending_hr: 'warning',
  pending_finance: 'info',
  approved: 'success',
  rejected: 'error',
};

export const DAY_KIND_KEYS: Record<'normal' | 'rest_day' | 'public_holiday', string> = {
  normal: 'pay.dayKind.normal',
  rest_day: 'pay.dayKind.rest_day',
  public_holiday: 'pay.dayKind.public_holiday',
};
