import { endpoint } from '../../api/endpoint.ts';
import { ROLE_SETS } from '../../role-sets.ts';
import { idParams, okReply } from '../common/list-query.ts';
import { billingStatement, prepareStatementBody, statementListPage, statementListQuery, statementSent, statementVersionBody } from './billing-statements.ts';
import { financeDashboard, hrDashboard, projectDashboard } from './dashboards.ts';
import { report, reportExportQuery, reportOptions, reportQuery, reportShiftsPage, reportShiftsQuery, workingHours, workingHoursExportQuery, workingHoursQuery } from './reports.ts';

const tags = ['reports'] as const;
/** Reports (pay, bill amount, margin): manager (their projects), finance, admin. Never hr. */
const READERS = ROLE_SETS.reports;

/** The reports and the hr and finance dashboards (issue #28). */
export const reportEndpoints = {
  report: endpoint({ method: 'GET', path: '/api/reports', access: READERS, tags, query: reportQuery, response: report }),
  export: endpoint({ method: 'GET', path: '/api/reports/export', access: READERS, tags, query: reportExportQuery, answer: 'file' }),
  shifts: endpoint({ method: 'GET', path: '/api/reports/shifts', access: READERS, tags, query: reportShiftsQuery, response: reportShiftsPage }),
  workingHours: endpoint({ method: 'GET', path: '/api/reports/working-hours', access: READERS, tags, query: workingHoursQuery, response: workingHours }),
  workingHoursExport: endpoint({
    method: 'GET',
    path: '/api/reports/working-hours/export',
    access: READERS,
    tags,
    query: workingHoursExportQuery,
    answer: 'file',
    summary: 'The working-hours grid of every worker as CSV or XLSX: hours per day, row and column totals',
  }),
  options: endpoint({ method: 'GET', path: '/api/reports/options', access: READERS, tags, response: reportOptions }),
  hrDashboard: endpoint({ method: 'GET', path: '/api/dashboards/hr', access: ROLE_SETS.people, tags, response: hrDashboard }),
  financeDashboard: endpoint({ method: 'GET', path: '/api/dashboards/finance', access: ROLE_SETS.finance, tags, response: financeDashboard }),
  /** The template's analytics dashboard call (api/dashboards/analytics; docs/product/template-apps.md#example-and-project-dashboard): the hr dashboard's figures, for the same roles. */
  analyticsDashboard: endpoint({
    method: 'GET',
    path: '/api/dashboards/analytics',
    access: ROLE_SETS.people,
    tags,
    response: hrDashboard,
    summary: "The hr dashboard's figures (no money), as the template's analytics call",
  }),
  /** The project dashboard (issue #33): a manager's projects (or nobody's), an admin's all. */
  projectDashboard: endpoint({
    method: 'GET',
    path: '/api/dashboards/project',
    access: ROLE_SETS.operations,
    tags,
    response: projectDashboard,
    summary: "Today's and this week's shifts, fill rate, confirmations, no-shows, certificates expiring and tasks due, scoped like the rosters",
  }),
};

const STATEMENT_TAGS = ['billing-statements'] as const;
/** Billing statements: finance and admin prepare, issue (another person) and download them. */
const BILLERS = ROLE_SETS.finance;

/** Client billing statements (issue #28, item 5). */
export const billingStatementEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/billing-statements', access: BILLERS, tags: STATEMENT_TAGS, query: statementListQuery, response: statementListPage }),
  prepare: endpoint({
    method: 'POST',
    path: '/api/billing-statements',
    access: BILLERS,
    tags: STATEMENT_TAGS,
    body: prepareStatementBody,
    response: billingStatement,
    status: 201,
    summary: "A draft from the client's month in the monthly report; a re-issue when that month has an issued statement; 409 when a draft exists",
  }),
  get: endpoint({ method: 'GET', path: '/api/billing-statements/:id', access: BILLERS, tags: STATEMENT_TAGS, params: idParams, response: billingStatement }),
  issue: endpoint({
    method: 'POST',
    path: '/api/billing-statements/:id/issue',
    access: BILLERS,
    tags: STATEMENT_TAGS,
    params: idParams,
    body: statementVersionBody,
    response: billingStatement,
    summary: 'Number and freeze a draft (not by whoever prepared it); cancels the statement it replaces; 409 when the figures changed since',
  }),
  discard: endpoint({
    method: 'POST',
    path: '/api/billing-statements/:id/discard',
    access: BILLERS,
    tags: STATEMENT_TAGS,
    params: idParams,
    body: statementVersionBody,
    response: okReply,
    summary: 'Delete a draft',
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/api/billing-statements/:id/statement.pdf',
    access: BILLERS,
    tags: STATEMENT_TAGS,
    params: idParams,
    answer: 'file',
    summary: "The statement as the client gets it: PDF with the business's logo, UEN and address",
  }),
  xlsx: endpoint({ method: 'GET', path: '/api/billing-statements/:id/statement.xlsx', access: BILLERS, tags: STATEMENT_TAGS, params: idParams, answer: 'file' }),
  send: endpoint({
    method: 'POST',
    path: '/api/billing-statements/:id/send',
    access: BILLERS,
    tags: STATEMENT_TAGS,
    params: idParams,
    response: statementSent,
    summary: "Mail an issued statement's PDF to the client's billing contact (its first contact with an email); 409 unless issued or without such a contact",
  }),
};
