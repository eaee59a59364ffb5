import type { BillingStatement } from '@wf/shared/contracts/reports/billing-statements';
import { today } from '@wf/shared/domain/clock';
import { formatDate, formatMonth } from '@wf/shared/domain/format';
import { movePeriod } from '@wf/shared/domain/reports/report-figures';
import type { TFunction } from '../../lib/i18n/index.ts';

/**
 * Why this viewer cannot issue a draft now, as the server would refuse it (issue 29, item 7): its
 * month is not over (BILLING_STATEMENT_STATE), and/or they prepared it and the office keeps duties
 * apart (DUTIES_APART); each reason that applies, so the preparer of a month still running learns
 * both. Null when they may.
 */
export function issueBlockedReason(s: Pick<BillingStatement, 'month' | 'preparedByMe'>, dutiesApart: boolean, t: TFunction, lang: string): string | null {
  const reasons = [
    today().slice(0, 7) <= s.month
      ? t('reports.statements.monthNotOver', { month: formatMonth(s.month, lang), from: formatDate(movePeriod('month', `${s.month}-01`, 1)) })
      : null,
    s.preparedByMe && dutiesApart ? t('reports.statements.otherIssues') : null,
  ].filter((r): r is string => r !== null);
  return reasons.length > 0 ? reasons.join(' ') : null;
}

/** Why "Send to client" is off (a message key), or null: only an issued statement, to an address. */
export function sendBlocked(s: BillingStatement): string | null {
  if (s.status !== 'issued') return `reports.statements.sendOnlyIssued.${s.status}`;
  if (!s.sendTo) return 'reports.statements.sendNoAddress';
  return null;
}
