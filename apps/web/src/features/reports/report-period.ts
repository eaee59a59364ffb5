import { formatDate, formatMonth } from '@wf/shared/domain/format';
import type { ReportPeriodKind } from '@wf/shared/domain/reports/report-figures';
import type { z } from 'zod';
import type { reportQuery } from '@wf/shared/contracts/reports/reports';

/** A report's filters as the page holds them (the report endpoint's query before parsing). */
export type ReportQueryInput = z.input<typeof reportQuery>;

/** A month ('YYYY-MM') in the language's words (the one formatter). */
export const monthLabel = (month: string, lang: string): string => formatMonth(month, lang);

/** A report period as a title: "Nov 2026", or "16/11/2026 – 22/11/2026" for a week. */
export function periodLabel(kind: ReportPeriodKind, start: string, end: string, lang: string): string {
  return kind === 'month' ? formatMonth(start, lang) : `${formatDate(start)} – ${formatDate(end)}`;
}
