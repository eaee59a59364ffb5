/** The statuses of the business records: clients, projects (docs/product/sections.md) and billing statements (decision 030). */
import { defineEnum, type EnumValue } from './define-enum.ts';

export const CLIENT_STATUS = defineEnum('client_status', ['active', 'inactive'], {
  labels: { active: 'Active', inactive: 'Inactive' },
  keys: 'clients.status',
  colours: { active: 'success', inactive: 'default' },
});
export type ClientStatus = EnumValue<typeof CLIENT_STATUS>;

/** Its transitions are domain/projects/project-rules.ts. */
export const PROJECT_STATUS = defineEnum('project_status', ['draft', 'active', 'on_hold', 'completed', 'cancelled'], {
  labels: { draft: 'Draft', active: 'Active', on_hold: 'On hold', completed: 'Completed', cancelled: 'Cancelled' },
  keys: 'projects.status',
  colours: { draft: 'default', active: 'success', on_hold: 'warning', completed: 'info', cancelled: 'error' },
});
export type ProjectStatus = EnumValue<typeof PROJECT_STATUS>;

/** A statement is drafted, issued (numbered) by another person, or cancelled. */
export const BILLING_STATEMENT_STATUS = defineEnum('billing_statement_status', ['draft', 'issued', 'cancelled'], {
  labels: { draft: 'Draft', issued: 'Issued', cancelled: 'Cancelled' },
  keys: 'reports.statements.state',
  colours: { draft: 'warning', issued: 'success', cancelled: 'default' },
});
export type BillingStatementStatus = EnumValue<typeof BILLING_STATEMENT_STATUS>;

/** How a project bills: the pay multipliers (the default), or the bill rate for every minute (domain/reports/report-figures.ts). */
export const BILLING_MODE = defineEnum('billing_mode', ['multipliers', 'flat'], {
  labels: {
    multipliers: 'At the pay multipliers (rest day, public holiday, overtime)',
    flat: 'Flat: the bill rate for every hour',
  },
  keys: 'projects.billingMode',
});
export type BillingMode = EnumValue<typeof BILLING_MODE>;
