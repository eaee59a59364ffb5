import { describe, expect, it } from 'vitest';
import {
  AUDIT_ENTITY_LABELS,
  AUDIT_VERBS,
  POSITION_LABELS,
  WORKER_ACTION_LABELS,
} from '@wf/shared/domain/labels';
import { EXPIRY_BUCKET_LABELS } from '@wf/shared/domain/certificates/expiry';
import { CLIENT_STATUS, PROJECT_STATUS } from '@wf/shared/enums/records';
import { ACCOUNT_STATUS, ROLE } from '@wf/shared/enums/accounts';
import { WORKER_STATUS } from '@wf/shared/enums/workers';
import workers from '../features/workers/locales/en.json';
import admin from '../features/admin/locales/en.json';
import projects from '../features/projects/locales/en.json';
import clients from '../features/clients/locales/en.json';
import certificates from '../features/certificates/locales/en.json';

/**
 * One label per enum value: the pages' English catalogue says what the exports (made on the server
 * from @wf/shared/domain/labels) write, so a page and its export never disagree.
 */
const POSITION_SLUGS: Record<string, string> = {
  'Food Operator': 'foodOperator',
  'Catering Assistant': 'cateringAssistant',
  'Catering/ Pantry Assistant': 'cateringPantryAssistant',
  'Sales Promoter @ Island wide': 'salesPromoter',
  'Event Catering Service Crew': 'eventCateringCrew',
  'Logistics Assistant': 'logisticsAssistant',
  'Warehouse Assistant': 'warehouseAssistant',
  'Retort Packing': 'retortPacking',
  'MK Admin': 'mkAdmin',
  'Project Logistics': 'projectLogistics',
  'FnB Service': 'fnbService',
  others: 'others',
};

describe('page labels equal the export labels', () => {
  it('worker statuses, history steps and positions', () => {
    expect(workers.status).toEqual(WORKER_STATUS.labels);
    const steps = {
      ...workers.historyActions,
      ...Object.fromEntries(Object.entries(workers.actions).map(([k, v]) => [k, v.label])),
    };
    expect(steps).toEqual(WORKER_ACTION_LABELS);
    const positions = Object.fromEntries(
      Object.entries(POSITION_SLUGS).map(([code, slug]) => [code, (workers.position as Record<string, string>)[slug]]),
    );
    expect(positions).toEqual(POSITION_LABELS);
  });

  it('client, project, account statuses, roles and certificate expiry', () => {
    expect(clients.status).toEqual(CLIENT_STATUS.labels);
    expect(projects.status).toEqual(PROJECT_STATUS.labels);
    expect(admin.status).toEqual(ACCOUNT_STATUS.labels);
    expect(admin.role).toEqual(ROLE.labels);
    expect(certificates.bucketLong).toEqual(EXPIRY_BUCKET_LABELS);
  });

  it('audit verbs and record types', () => {
    expect(admin.audit.entityLabel).toEqual(AUDIT_ENTITY_LABELS);
    expect(admin.audit.verb).toEqual(
      Object.fromEntries(Object.entries(AUDIT_VERBS).map(([k, v]) => [k.replaceAll('.', '_'), v])),
    );
  });
});
