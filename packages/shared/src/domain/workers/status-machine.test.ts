import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  canTransition,
  employeeCode,
  maskBank,
  maskId,
  nextStatus,
  WORKER_ACTIONS,
  WORKER_STATUSES,
  type WorkerAction,
  type WorkerStatus,
} from './status-machine.ts';

/** The expected machine, written out by hand: every allowed (status, action) pair and its result. */
const ALLOWED: ReadonlyArray<[WorkerStatus, WorkerAction, WorkerStatus]> = [
  ['pending', 'approve', 'active'],
  ['pending', 'reject', 'rejected'],
  ['rejected', 'reconsider', 'pending'],
  ['active', 'requestDischarge', 'discharge_pending'],
  ['discharge_pending', 'approveDischarge', 'discharged'],
  ['discharge_pending', 'cancelDischarge', 'active'],
  ['discharged', 'requestRejoin', 'rejoin_pending'],
  ['rejoin_pending', 'approveRejoin', 'active'],
  ['rejoin_pending', 'rejectRejoin', 'discharged'],
  ['pending', 'blacklist', 'blacklisted'],
  ['active', 'blacklist', 'blacklisted'],
  ['rejected', 'blacklist', 'blacklisted'],
  ['discharge_pending', 'blacklist', 'blacklisted'],
  ['discharged', 'blacklist', 'blacklisted'],
  ['rejoin_pending', 'blacklist', 'blacklisted'],
];

describe('worker status machine', () => {
  for (const [from, action, to] of ALLOWED) {
    it(`allows ${action} from ${from} to ${to}`, () => {
      expect(canTransition(from, action)).toBe(true);
      expect(nextStatus(from, action)).toBe(to);
    });
  }

  const allowedKeys = new Set(ALLOWED.map(([f, a]) => `${f}:${a}`));
  allowedKeys.add('blacklisted:unblacklist');
  for (const status of WORKER_STATUSES) {
    for (const action of WORKER_ACTIONS) {
      if (allowedKeys.has(`${status}:${action}`)) continue;
      it(`refuses ${action} from ${status}`, () => {
        expect(canTransition(status, action)).toBe(false);
        expect(nextStatus(status, action, 'active')).toBeNull();
      });
    }
  }

  it('unblacklist returns to the status before the blacklist', () => {
    for (const before of ['pending', 'active', 'rejected', 'discharge_pending', 'discharged', 'rejoin_pending'] as const) {
      expect(nextStatus('blacklisted', 'unblacklist', before)).toBe(before);
    }
    expect(nextStatus('blacklisted', 'unblacklist', null)).toBe('active');
    expect(nextStatus('blacklisted', 'unblacklist', 'blacklisted')).toBe('active');
  });

  it('lists the allowed actions of each status', () => {
    expect(allowedActions('pending')).toEqual(['approve', 'reject', 'blacklist']);
    expect(allowedActions('active')).toEqual(['requestDischarge', 'blacklist']);
    expect(allowedActions('rejected')).toEqual(['reconsider', 'blacklist']);
    expect(allowedActions('discharge_pending')).toEqual(['approveDischarge', 'cancelDischarge', 'blacklist']);
    expect(allowedActions('discharged')).toEqual(['requestRejoin', 'blacklist']);
    expect(allowedActions('rejoin_pending')).toEqual(['approveRejoin', 'rejectRejoin', 'blacklist']);
    expect(allowedActions('blacklisted')).toEqual(['unblacklist']);
  });
});

describe('masking', () => {
  it('masks an NRIC/FIN to first letter and last four', () => {
    expect(maskId('S1234567D')).toBe('S****567D');
    expect(maskId('G7654321N')).toBe('G****321N');
    expect(maskId('')).toBe('');
    expect(maskId(null)).toBe('');
    expect(maskId('E12345678')).not.toContain('1234');
  });
  it('masks longer and short IDs without leaking the middle', () => {
    expect(maskId('A12345678901')).toBe('A*******8901');
    expect(maskId('ABC')).toBe('**C');
  });
  it('masks a bank account to the last four digits', () => {
    expect(maskBank('1234567890')).toBe('******7890');
    expect(maskBank('123 456 789')).toBe('*****6789');
    expect(maskBank('123')).toBe('***');
    expect(maskBank(undefined)).toBe('');
  });
  it('formats employee codes', () => {
    expect(employeeCode(123)).toBe('PT-000123');
    expect(employeeCode(1)).toBe('PT-000001');
  });
});
