/**
 * The years a calendar date may lie in (issue #26 item 8): outside them a date is a typing error in
 * this product. On their own so that the registration's first step, which checks dates with them,
 * does not load the API's date rule with its first script (e2e/budgets.spec.ts).
 */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2100;
