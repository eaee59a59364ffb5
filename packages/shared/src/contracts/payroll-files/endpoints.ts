import { endpoint } from '../../api/endpoint.ts';
import { idParams } from '../common/list-query.ts';
import { ROLE_SETS } from '../../role-sets.ts';
import { bankFileCheckQuery } from '../pay-runs/pay-runs.ts';
import {
  bankAccountName,
  bankAccountNameBody,
  bankFileCheck,
  ir8aFormParams,
  ir8aQuery,
  ir8aYearList,
  paymentSettings,
  paymentSettingsBody,
} from './payroll-files.ts';

const tags = ['payroll-files'] as const;
/** Finance and admin: the files that pay people and the details only they print. */
const PAYERS = ROLE_SETS.finance;

/** Issue #30 (decision 021): payment settings, the bank file's check, the account holder name. */
export const payrollFileEndpoints = {
  paymentSettings: endpoint({
    method: 'GET',
    path: '/api/payroll-files/payment-settings',
    access: PAYERS,
    tags,
    response: paymentSettings,
    summary: 'The paying bank, debit account and originator the bank file layouts need',
  }),
  savePaymentSettings: endpoint({
    method: 'PUT',
    path: '/api/payroll-files/payment-settings',
    access: PAYERS,
    tags,
    body: paymentSettingsBody,
    response: paymentSettings,
  }),
  bankFileCheck: endpoint({
    method: 'GET',
    path: '/api/pay-runs/:id/bank-file/check',
    access: PAYERS,
    tags,
    params: idParams,
    query: bankFileCheckQuery,
    response: bankFileCheck,
    summary:
      "What stops the run's bank file in a layout: settings not set, payees whose name or account the layout cannot take",
  }),
  setBankAccountName: endpoint({
    method: 'PUT',
    path: '/api/workers/:id/bank-account-name',
    access: PAYERS,
    tags,
    params: idParams,
    body: bankAccountNameBody,
    response: bankAccountName,
    summary: "The worker's account holder name as the bank has it (the bank file's payee name); empty clears it",
  }),
  ir8aYear: endpoint({
    method: 'GET',
    path: '/api/payroll-files/ir8a',
    access: PAYERS,
    tags,
    query: ir8aQuery,
    response: ir8aYearList,
    summary:
      'IR8A figures per worker from the runs paid in a year, and who lacks the particulars IRAS requires (ID number, date of birth, nationality)',
  }),
  ir8aForm: endpoint({
    method: 'GET',
    path: '/api/payroll-files/ir8a/:workerId.pdf',
    access: PAYERS,
    tags,
    params: ir8aFormParams,
    query: ir8aQuery,
    answer: 'file',
    summary:
      "One worker's Form IR8A for a year (PDF; full ID number; audited); 404 when nothing was paid to them in it",
  }),
  ir8aForms: endpoint({
    method: 'GET',
    path: '/api/payroll-files/ir8a.zip',
    access: PAYERS,
    tags,
    query: ir8aQuery,
    answer: 'file',
    summary: "Every worker's Form IR8A for a year in one zip (audited)",
  }),
} as const;
