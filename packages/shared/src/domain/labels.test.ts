import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EXPIRY_BUCKETS } from './certificates/expiry.ts';
import { WORKER_ACTIONS } from './workers/status-machine.ts';
import { CERTIFICATE_SOURCE, WORKER_STATUS } from '../enums/workers.ts';
import { PROJECT_STATUS } from '../enums/records.ts';
import { POSITIONS } from '../enums/registration.ts';
import {
  auditActionLabel,
  auditSentence,
  codeWords,
  expiryBucketLabel,
  positionLabel,
  workerActionLabel,
} from './labels.ts';

describe('enum labels', () => {
  it('gives every code words, never the code', () => {
    for (const s of WORKER_STATUS.values) expect(WORKER_STATUS.label(s)).not.toMatch(/_/);
    expect(WORKER_STATUS.label('discharge_pending')).toBe('Discharge pending');
    for (const a of WORKER_ACTIONS) expect(workerActionLabel(a)).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    expect(workerActionLabel('requestDischarge')).toBe('Request discharge');
    expect(workerActionLabel('register')).toBe('Registered');
    for (const s of PROJECT_STATUS.values) expect(PROJECT_STATUS.label(s)).not.toBe(s);
    expect(PROJECT_STATUS.label('on_hold')).toBe('On hold');
    for (const b of EXPIRY_BUCKETS) expect(expiryBucketLabel(b)).not.toMatch(/_/);
    expect(expiryBucketLabel('expiring_60')).toBe('Expires within 60 days');
    expect(expiryBucketLabel('expired')).toBe('Expired');
    expect(CERTIFICATE_SOURCE.label('registration')).toBe('Uploaded at registration');
  });

  it('reads an unknown code as words and an empty value as empty', () => {
    expect(WORKER_STATUS.label('on_leave')).toBe('On leave');
    expect(codeWords('approveRejoin')).toBe('Approve rejoin');
    expect(WORKER_STATUS.label(null)).toBe('');
  });

  it('labels positions as the public registration form does (its English translation)', () => {
    const translation = JSON.parse(
      readFileSync(fileURLToPath(new URL('../../../../apps/web/public/translation/en_zh.json', import.meta.url)), 'utf8'),
    ) as { en: { options: { positions: Record<string, string> } } };
    const en = translation.en.options.positions;
    for (const p of POSITIONS) expect(positionLabel(p)).toBe(en[p]);
    expect(positionLabel('Catering/ Pantry Assistant')).toBe('Catering / Pantry Assistant');
    expect(positionLabel('others')).toBe('Others');
    // A position typed by hand stays as typed.
    expect(positionLabel('Barista')).toBe('Barista');
  });
});

describe('audit entries as sentences', () => {
  it('names the actor, the verb and the record', () => {
    expect(
      auditSentence({ actorName: 'Hui Min', action: 'user.create', entityType: 'user', entityName: 'Tan' }),
    ).toBe('Hui Min created staff user Tan');
    expect(
      auditSentence({ actorName: 'Alicia Tan', action: 'worker.requestDischarge', entityType: 'worker', entityName: 'Koh Kai Wen' }),
    ).toBe('Alicia Tan requested the discharge of worker Koh Kai Wen');
    // A deleted record: the name kept in the entry.
    expect(
      auditSentence({ actorName: 'Marcus Lim', action: 'client.delete', entityType: 'client', before: { name: 'Acme' } }),
    ).toBe('Marcus Lim deleted client Acme');
    expect(auditSentence({ actorName: null, action: 'file.export', entityType: 'export' })).toBe('System exported a list');
  });

  it('reads the pay, roster and attendance entries as sentences, not codes', () => {
    expect(auditSentence({ actorName: 'Hui Min Ong', action: 'pay_run.generate', entityType: 'pay_run' })).toBe(
      'Hui Min Ong generated pay run',
    );
    expect(auditSentence({ actorName: 'Farah Ismail', action: 'pay_run.pay', entityType: 'pay_run' })).toBe(
      'Farah Ismail marked as paid pay run',
    );
    expect(auditSentence({ actorName: 'Farah Ismail', action: 'pay_adjustment.finance_reject', entityType: 'pay_adjustment' })).toBe(
      'Farah Ismail rejected (finance) pay adjustment',
    );
    expect(auditSentence({ actorName: 'Marcus Lim', action: 'roster.publish', entityType: 'roster' })).toBe('Marcus Lim published roster');
    expect(auditSentence({ actorName: 'Marcus Lim', action: 'attendance.as_rostered', entityType: 'roster_attendance' })).toBe(
      'Marcus Lim entered as rostered attendance',
    );
    expect(auditActionLabel('pay_run.send_back')).toBe('Pay run: sent back');
  });

  it('labels actions for the filter menu', () => {
    expect(auditActionLabel('project_location.archive')).toBe('Location: archived');
    expect(auditActionLabel('client.do_not_send.add')).toBe('Client: added a do-not-send worker to');
  });
});
