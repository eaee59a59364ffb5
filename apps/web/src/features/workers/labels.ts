import type { WorkerAction, WorkerStatus } from '@wf/shared/domain/workers/status-machine';
import { WORKER_STATUS } from '@wf/shared/enums/workers';
import type { TFunction } from '../../lib/i18n/index.ts';
import { workerPages } from '@wf/shared/contracts/workers/pages';

/** The list a worker of this status is found on. */
export const LIST_OF: Record<WorkerStatus, string> = {
  pending: workerPages.pending(),
  rejected: workerPages.rejected(),
  blacklisted: workerPages.blacklist(),
  discharged: workerPages.discharged(),
  active: workerPages.active(),
  discharge_pending: workerPages.dischargePending(),
  rejoin_pending: workerPages.dischargePending(),
};

/** A status's text (WORKER_STATUS in @wf/shared/enums/workers); an unknown status shows as it is. */
export const statusText = (t: TFunction, s: string | null): string =>
  s ? (WORKER_STATUS.has(s) ? t(WORKER_STATUS.key(s)) : s) : '';

/** Catalogue keys of the column headers of the worker, history and finance lists. */
export const COLUMN_KEYS = {
  employeeCode: 'workers.columns.employeeCode',
  name: 'workers.columns.name',
  status: 'workers.columns.status',
  idNumberMasked: 'workers.columns.idNumberMasked',
  contactNumber: 'workers.columns.contactNumber',
  contactEmail: 'workers.columns.contactEmail',
  typeOfEmployment: 'workers.columns.typeOfEmployment',
  positionApplied: 'workers.columns.positionApplied',
  nationality: 'workers.columns.nationality',
  gender: 'workers.columns.gender',
  age: 'workers.columns.age',
  blacklistFlag: 'workers.columns.blacklistFlag',
  requiresDocument: 'workers.columns.requiresDocument',
  consentReceived: 'workers.columns.consentReceived',
  lastWorkingDay: 'workers.columns.lastWorkingDay',
  statusReason: 'workers.columns.statusReason',
  statusChangedAt: 'workers.columns.statusChangedAt',
  createdAt: 'workers.columns.createdAt',
  at: 'workers.columns.at',
  action: 'workers.columns.action',
  fromStatus: 'workers.columns.fromStatus',
  toStatus: 'workers.columns.toStatus',
  reason: 'workers.columns.statusReason',
  actorName: 'workers.columns.actorName',
  bankName: 'workers.columns.bankName',
  bankAccMasked: 'workers.columns.bankAccMasked',
} as const;

/** Catalogue keys of each action's button label, confirmation title, consequence text and done message. */
export const ACTION_KEYS: Record<WorkerAction, { label: string; title: string; text: string; done: string }> = {
  approve: {
    label: 'workers.actions.approve.label',
    title: 'workers.actions.approve.title',
    text: 'workers.actions.approve.text',
    done: 'workers.actions.approve.done',
  },
  reject: {
    label: 'workers.actions.reject.label',
    title: 'workers.actions.reject.title',
    text: 'workers.actions.reject.text',
    done: 'workers.actions.reject.done',
  },
  reconsider: {
    label: 'workers.actions.reconsider.label',
    title: 'workers.actions.reconsider.title',
    text: 'workers.actions.reconsider.text',
    done: 'workers.actions.reconsider.done',
  },
  requestDischarge: {
    label: 'workers.actions.requestDischarge.label',
    title: 'workers.actions.requestDischarge.title',
    text: 'workers.actions.requestDischarge.text',
    done: 'workers.actions.requestDischarge.done',
  },
  approveDischarge: {
    label: 'workers.actions.approveDischarge.label',
    title: 'workers.actions.approveDischarge.title',
    text: 'workers.actions.approveDischarge.text',
    done: 'workers.actions.approveDischarge.done',
  },
  cancelDischarge: {
    label: 'workers.actions.cancelDischarge.label',
    title: 'workers.actions.cancelDischarge.title',
    text: 'workers.actions.cancelDischarge.text',
    done: 'workers.actions.cancelDischarge.done',
  },
  requestRejoin: {
    label: 'workers.actions.requestRejoin.label',
    title: 'workers.actions.requestRejoin.title',
    text: 'workers.actions.requestRejoin.text',
    done: 'workers.actions.requestRejoin.done',
  },
  approveRejoin: {
    label: 'workers.actions.approveRejoin.label',
    title: 'workers.actions.approveRejoin.title',
    text: 'workers.actions.approveRejoin.text',
    done: 'workers.actions.approveRejoin.done',
  },
  rejectRejoin: {
    label: 'workers.actions.rejectRejoin.label',
    title: 'workers.actions.rejectRejoin.title',
    text: 'workers.actions.rejectRejoin.text',
    done: 'workers.actions.rejectRejoin.done',
  },
  blacklist: {
    label: 'workers.actions.blacklist.label',
    title: 'workers.actions.blacklist.title',
    text: 'workers.actions.blacklist.text',
    done: 'workers.actions.blacklist.done',
  },
  unblacklist: {
    label: 'workers.actions.unblacklist.label',
    title: 'workers.actions.unblacklist.title',
    text: 'workers.actions.unblacklist.text',
    done: 'workers.actions.unblacklist.done',
  },
};

/** Catalogue keys of the history steps (the actions, and how a record started). */
export const HISTORY_ACTION_KEYS: Record<string, string> = {
  register: 'workers.historyActions.register',
  create: 'workers.historyActions.create',
  ...Object.fromEntries(Object.entries(ACTION_KEYS).map(([k, v]) => [k, v.label])),
};

/** A history step's text; an unknown step shows as it is. */
export const historyActionText = (t: TFunction, a: string): string =>
  HISTORY_ACTION_KEYS[a] ? t(HISTORY_ACTION_KEYS[a]) : a;

/** The one date formatter (DD/MM/YYYY, Singapore time): @wf/shared/domain/format. */
export { formatDate, formatDateTime } from '@wf/shared/domain/format';
