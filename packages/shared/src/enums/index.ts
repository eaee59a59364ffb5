/**
 * Every enumeration defined with defineEnum (decision 039). A new definition is added here: the
 * web's enum-definitions test checks its labels in en, zh and tr, the server's enum-checks test its
 * CHECK constraint.
 */
import type { EnumDefinition } from './define-enum.ts';
import { ADJUSTMENT_CATEGORY, ADJUSTMENT_STAGE, ADJUSTMENT_STATUS, DAY_KIND, PART_TIME_NON_WORKING_DAY_HOLIDAY, SHIFT_PAYMENT_STATUS } from './pay.ts';
import { CPF_STATUS, ENGAGEMENT_TYPE, PAY_RUN_FREQUENCY, PAY_RUN_STATUS } from './pay-runs.ts';
import { ABSENCE_EXCUSE, ATTENDANCE_STATUS, CONFIRM_ANSWER, CONFIRMATION, REST_DAY_WORK_AT, ROSTER_STATUS } from './rosters.ts';
import { BILLING_MODE, BILLING_STATEMENT_STATUS, CLIENT_STATUS, PROJECT_STATUS } from './records.ts';
import { ACCOUNT_STATUS, PRESENCE, ROLE, TOKEN_PURPOSE } from './accounts.ts';
import { CERTIFICATE_SOURCE, WORKER_FILE_KIND, WORKER_SOURCE, WORKER_STATUS } from './workers.ts';
import { IMPORT_FORMAT, IMPORT_ITEM_ACTION, IMPORT_ITEM_KIND, IMPORT_STATUS } from './imports.ts';
import { MAIL_FOLDER, MESSAGE_LAYOUT, OUTBOX_STATUS, TASK_LINK_KIND, TASK_TYPE } from './apps.ts';

export const ENUMS: readonly EnumDefinition[] = [
  // pay runs
  PAY_RUN_STATUS,
  PAY_RUN_FREQUENCY,
  ENGAGEMENT_TYPE,
  CPF_STATUS,
  // shift pay and adjustments
  DAY_KIND,
  SHIFT_PAYMENT_STATUS,
  ADJUSTMENT_CATEGORY,
  ADJUSTMENT_STATUS,
  ADJUSTMENT_STAGE,
  PART_TIME_NON_WORKING_DAY_HOLIDAY,
  // rosters and attendance
  ROSTER_STATUS,
  CONFIRMATION,
  CONFIRM_ANSWER,
  ATTENDANCE_STATUS,
  REST_DAY_WORK_AT,
  ABSENCE_EXCUSE,
  // clients, projects, billing statements
  CLIENT_STATUS,
  PROJECT_STATUS,
  BILLING_STATEMENT_STATUS,
  BILLING_MODE,
  // staff accounts
  ACCOUNT_STATUS,
  ROLE,
  PRESENCE,
  TOKEN_PURPOSE,
  // workers, their files and certificates
  WORKER_STATUS,
  WORKER_SOURCE,
  WORKER_FILE_KIND,
  CERTIFICATE_SOURCE,
  // roster imports
  IMPORT_STATUS,
  IMPORT_FORMAT,
  IMPORT_ITEM_KIND,
  IMPORT_ITEM_ACTION,
  // template apps and the system mail
  TASK_TYPE,
  TASK_LINK_KIND,
  MAIL_FOLDER,
  MESSAGE_LAYOUT,
  OUTBOX_STATUS,
];
