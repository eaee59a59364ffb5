import { EXPIRY_BUCKET_LABELS, type ExpiryBucket } from './certificates/expiry.ts';
import type { WorkerAction } from './workers/status-machine.ts';
import type { Position } from '../enums/registration.ts';
import type { CpfAgeBand } from './pay/cpf.ts';
import { codeWords } from '../enums/define-enum.ts';

/**
 * The English labels of the code lists that are no column's enumeration (worker actions, positions,
 * CPF age bands, audit words; the enumerations are defined in enums/ and read as `X.label`): the
 * exports (made on the server, in English) write these, never the codes; the pages show the same
 * words through their catalogues (features/<f>/locales/en.json, checked by labels tests).
 * An unknown code (an old value) reads as words too: "on_hold" -> "On hold".
 */

export { codeWords };

const label =
  <K extends string>(map: Record<K, string>) =>
  (code: string | null | undefined): string =>
    code === null || code === undefined || code === ''
      ? ''
      : ((map as Record<string, string>)[code] ?? codeWords(code));

/** The worker actions, and how a record started ("register", "create"): the steps of a worker's history. */
export const WORKER_ACTION_LABELS: Record<WorkerAction | 'register' | 'create', string> = {
  register: 'Registered',
  create: 'Created by staff',
  approve: 'Approve',
  reject: 'Reject',
  reconsider: 'Reconsider',
  requestDischarge: 'Request discharge',
  approveDischarge: 'Approve discharge',
  cancelDischarge: 'Cancel discharge',
  requestRejoin: 'Request rejoin',
  approveRejoin: 'Approve rejoin',
  rejectRejoin: 'Reject rejoin',
  blacklist: 'Blacklist',
  unblacklist: 'Remove from blacklist',
};
export const workerActionLabel = label(WORKER_ACTION_LABELS);

export const expiryBucketLabel = label<ExpiryBucket>(EXPIRY_BUCKET_LABELS);

/** The positions as the public registration form labels them (translation/en_zh.json `positions`). */
export const POSITION_LABELS: Record<Position, string> = {
  'Food Operator': 'Food Operator',
  'Catering Assistant': 'Catering Assistant',
  'Catering/ Pantry Assistant': 'Catering / Pantry Assistant',
  'Sales Promoter @ Island wide': 'Sales Promoter (island-wide)',
  'Event Catering Service Crew': 'Event Catering Service Crew',
  'Logistics Assistant': 'Logistics Assistant',
  'Warehouse Assistant': 'Warehouse Assistant',
  'Retort Packing': 'Retort Packing',
  'MK Admin': 'MK Admin',
  'Project Logistics': 'Project Logistics',
  'FnB Service': 'F&B Service',
  others: 'Others',
};
/** A position's label; a position typed by hand (not in the list) shows as it is. */
export const positionLabel = (code: string | null | undefined): string =>
  code ? ((POSITION_LABELS as Record<string, string>)[code] ?? code) : '';

/** CPF age bands (domain/pay/cpf.ts CpfResult.ageBand). */
export const CPF_AGE_BAND_LABELS: Record<CpfAgeBand, string> = {
  '55_and_below': '55 and below',
  above_55_to_60: 'Above 55 to 60',
  above_60_to_65: 'Above 60 to 65',
  above_65_to_70: 'Above 65 to 70',
  above_70: 'Above 70',
};
export const cpfAgeBandLabel = label(CPF_AGE_BAND_LABELS);




/** The records the audit log names, as words ("project_location" -> "location"). */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  user: 'staff user',
  worker: 'worker',
  client: 'client',
  project: 'project',
  project_location: 'location',
  certificate_type: 'certificate type',
  worker_certificate: 'certificate',
  export: 'list',
  business: 'business profile',
  pay_adjustment: 'pay adjustment',
  pay_run: 'pay run',
  pay_settings: 'pay rules',
  public_holiday: 'public holiday',
  roster: 'roster',
  roster_assignment: 'roster assignment',
  roster_attendance: 'attendance',
  roster_regular: 'regular worker',
  roster_shift: 'shift',
  roster_import: 'roster import',
  roster_week_template: 'week template',
  payment_settings: 'payment settings',
  billing_statement: 'billing statement',
  mail_attachment: 'mail attachment',
  note_image: 'note image',
};
export const auditEntityLabel = (type: string): string => AUDIT_ENTITY_LABELS[type] ?? codeWords(type).toLowerCase();

/** What an audited action did, as a past-tense verb phrase (the action's last part: "client.do_not_send.add"). */
export const AUDIT_VERBS: Record<string, string> = {
  create: 'created',
  upload: 'uploaded',
  bank_account_name: "set the bank's account holder name of",
  issue: 'issued',
  cancel: 'cancelled',
  create_from_registration: 'added from the registration',
  register: 'registered',
  update: 'updated',
  delete: 'deleted',
  archive: 'archived',
  unarchive: 'restored',
  status: 'changed the status of',
  approve: 'approved',
  reject: 'rejected',
  reconsider: 'reconsidered',
  requestDischarge: 'requested the discharge of',
  approveDischarge: 'approved the discharge of',
  cancelDischarge: 'cancelled the discharge of',
  requestRejoin: 'requested the rejoin of',
  approveRejoin: 'approved the rejoin of',
  rejectRejoin: 'rejected the rejoin of',
  blacklist: 'blacklisted',
  unblacklist: 'removed from the blacklist',
  reveal: 'revealed the ID number of',
  consent: 'recorded the consent of',
  verify: 'verified',
  file: 'uploaded the file of',
  activate: 'activated',
  enable: 'enabled',
  disable: 'disabled',
  sign_up: 'signed up as',
  confirm_email: 'confirmed the e-mail of',
  accept_invite: 'accepted the invitation of',
  reset_password: 'reset the password of',
  change_password: 'changed the password of',
  unlock_sign_in: 'signed in with the unlock link of',
  rest_day_request: 'recorded who asked for the rest-day work of',
  excuse: 'recorded whether the absence was excused of',
  send: 'sent',
  update_profile: 'updated the profile of',
  update_avatar: 'changed the picture of',
  export: 'exported',
  download: 'downloaded a file of',
  'do_not_send.add': 'added a do-not-send worker to',
  'do_not_send.remove': 'removed a do-not-send worker from',
  invite: 'invited',
  resend_invite: 'sent the invitation again to',
  send_password_reset: 'sent a password reset to',
  import: 'imported',
  generate: 'generated',
  regenerate: 'regenerated',
  confirm: 'confirmed',
  pay: 'marked as paid',
  send_back: 'sent back',
  hr_approve: 'approved (HR)',
  hr_reject: 'rejected (HR)',
  finance_approve: 'approved (finance)',
  finance_reject: 'rejected (finance)',
  publish: 'published',
  unpublish: 'unpublished',
  assign: 'assigned a worker to',
  unassign: 'removed a worker from',
  swap: 'swapped workers on',
  copy: 'copied',
  from_week: 'filled from another week',
  plan_week: 'planned a week of rosters at',
  rename: 'renamed',
  fill_from_regulars: 'filled from the regular workers',
  regular_add: 'added a regular worker to',
  regular_remove: 'removed a regular worker from',
  worker_confirm: "recorded the worker's confirmation of",
  worker_decline: "recorded the worker's refusal of",
  enter: 'entered',
  edit: 'edited',
  edit_locked: 'edited after locking',
  lock: 'locked',
  unlock: 'unlocked',
  clear: 'cleared',
  as_rostered: 'entered as rostered',
  set_logo: 'set the logo of',
  remove_logo: 'removed the logo of',
};

/** The verb of an audit action code ("worker.requestDischarge" -> "requested the discharge of"). */
export function auditVerb(action: string): string {
  const rest = action.includes('.') ? action.slice(action.indexOf('.') + 1) : action;
  return AUDIT_VERBS[rest] ?? AUDIT_VERBS[rest.split('.').pop() ?? ''] ?? codeWords(rest).toLowerCase();
}

/** The action of an audit entry as words for a filter menu or a column: "Client: archived". */
export function auditActionLabel(action: string): string {
  const type = action.includes('.') ? action.slice(0, action.indexOf('.')) : '';
  const verb = auditVerb(action);
  return type ? `${codeWords(auditEntityLabel(type))}: ${verb}` : codeWords(verb);
}

/** The name an audit entry's record had: the server's lookup, else the name in its before/after. */
export function auditEntityName(entry: {
  entityName?: string | null;
  before?: unknown;
  after?: unknown;
}): string | null {
  if (entry.entityName) return entry.entityName;
  for (const side of [entry.after, entry.before]) {
    if (side && typeof side === 'object') {
      const name = (side as Record<string, unknown>).name ?? (side as Record<string, unknown>).fullName;
      if (typeof name === 'string' && name) return name;
    }
  }
  return null;
}

/**
 * An audit entry as a sentence: "Hui Min Ong created staff user Tan", "Alicia Tan exported list"
 * (the actor's name; "System" without one).
 */
export function auditSentence(entry: {
  actorName: string | null;
  action: string;
  entityType: string;
  entityName?: string | null;
  before?: unknown;
  after?: unknown;
}): string {
  const actor = entry.actorName ?? 'System';
  const name = auditEntityName(entry);
  const what =
    entry.entityType === 'export' ? 'a list' : `${auditEntityLabel(entry.entityType)}${name ? ` ${name}` : ''}`;
  return `${actor} ${auditVerb(entry.action)} ${what}`;
}
