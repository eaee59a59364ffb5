import type { WorkerAction, WorkerStatus } from '@wf/shared/domain/workers/status-machine';
import { WORKER_STATUS_LABELS } from '@wf/shared/contracts/workers/workers';

export { WORKER_STATUS_LABELS };

export const STATUS_COLORS: Record<
  WorkerStatus,
  'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning'
> = {
  pending: 'info',
  active: 'success',
  rejected: 'default',
  discharge_pending: 'warning',
  discharged: 'default',
  rejoin_pending: 'warning',
  blacklisted: 'error',
};

/** Button label, confirmation title and the text that explains the consequence of each action. */
export const ACTION_TEXT: Record<WorkerAction, { label: string; title: string; text: string; done: string }> = {
  approve: {
    label: 'Approve',
    title: 'Approve this application?',
    text: 'The applicant becomes an active worker and gets an employee code.',
    done: 'Approved',
  },
  reject: {
    label: 'Reject',
    title: 'Reject this application?',
    text: 'The application moves to the rejected list. It can be reconsidered later. The applicant is not notified by the system.',
    done: 'Rejected',
  },
  reconsider: {
    label: 'Reconsider',
    title: 'Reconsider this application?',
    text: 'The application goes back to the pending list.',
    done: 'Back to pending',
  },
  requestDischarge: {
    label: 'Request discharge',
    title: 'Request a discharge?',
    text: 'The worker stays active until the discharge is approved. Give the reason and the last working day.',
    done: 'Discharge requested',
  },
  approveDischarge: {
    label: 'Approve discharge',
    title: 'Approve the discharge?',
    text: 'The worker is discharged and can no longer be assigned to shifts.',
    done: 'Discharged',
  },
  cancelDischarge: {
    label: 'Cancel discharge',
    title: 'Cancel the discharge request?',
    text: 'The worker stays active.',
    done: 'Discharge cancelled',
  },
  requestRejoin: {
    label: 'Request rejoin',
    title: 'Request a rejoin?',
    text: 'The request waits on the Pending Discharge / Rejoin list for approval.',
    done: 'Rejoin requested',
  },
  approveRejoin: {
    label: 'Approve rejoin',
    title: 'Approve the rejoin?',
    text: 'The worker becomes active again with the same employee code.',
    done: 'Rejoined',
  },
  rejectRejoin: {
    label: 'Reject rejoin',
    title: 'Reject the rejoin?',
    text: 'The worker stays discharged.',
    done: 'Rejoin rejected',
  },
  blacklist: {
    label: 'Blacklist',
    title: 'Blacklist this person?',
    text: 'They cannot be assigned to any shift, and a new registration with the same ID is flagged to HR.',
    done: 'Blacklisted',
  },
  unblacklist: {
    label: 'Remove from blacklist',
    title: 'Remove from the blacklist?',
    text: 'The record returns to the status it had before it was blacklisted.',
    done: 'Removed from the blacklist',
  },
};

export const HISTORY_ACTION_LABELS: Record<string, string> = {
  register: 'Registered',
  create: 'Created by staff',
  ...Object.fromEntries(Object.entries(ACTION_TEXT).map(([k, v]) => [k, v.label])),
};

/** The one date formatter (DD/MM/YYYY, Singapore time): @wf/shared/domain/format. */
export { formatDate, formatDateTime } from '@wf/shared/domain/format';

/** Message keys of the shared validation -> English text for field errors. */
export const FIELD_MESSAGES: Record<string, string> = {
  'validation.required': 'This field is required',
  'validation.invalid': 'Choose one of the options',
  'validation.email': 'Enter a valid e-mail address',
  'validation.pattern.phone': 'Enter 8 digits starting with 8 or 9',
  'validation.pattern.postal': 'Enter a valid postal code',
  'validation.maxLength': 'This is too long',
  'validation.age.too_young': 'Must be at least 15 years old',
  'validation.date.invalid': 'Enter a valid date',
  'validation.date.max': 'The date cannot be after today',
  'validation.pattern.id': 'Enter the ID as a letter, 7 digits and a letter',
  'validation.invalid.nric': 'This NRIC/FIN number is not valid',
  'validation.idTaken': 'Another live record has this ID number',
  'validation.file.type': 'The file must be a PDF, JPG or PNG file',
  'validation.file.empty': 'The file is empty',
  'validation.date': 'Enter a valid date',
};
export const fieldMessage = (key: string | undefined): string | undefined =>
  key ? (FIELD_MESSAGES[key] ?? key) : undefined;
