import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  canTransition,
  employeeCode,
  maskBank,
  maskId,
  nextStatus,
  WORKER_ACTIONS,
  type WorkerAction,
  type WorkerStatus,
} from './status-machine.ts';
import { WORKER_STATUS } from '../../enums/workers.ts';

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
  for (const status of WORKER_STATUS.values) {
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
  it('never cuts a character in half: an emoji at the cut stays whole (issue #26, item 9)', () => {
    expect(maskBank('12345😀678')).toBe('*****😀678');
    expect(maskBank('1234567😀')).toBe('****567😀');
    expect(maskId('😀1234567D')).toBe('😀****567D');
    expect(maskId('S12😀')).toBe('***😀');
  });
  it('property: over random Unicode, a mask is well-formed text of the same code-point length ending in the same code points', () => {
    const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    let seed = 0x2626;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    // BMP letters, CJK, astral (emoji, math, CJK extension B) and combining marks
    const RANGES: [number, number][] = [
      [0x30, 0x7a],
      [0x4e00, 0x9fff],
      [0x1f300, 0x1faff],
      [0x1d400, 0x1d7ff],
      [0x20000, 0x2a6df],
      [0x300, 0x36f],
    ];
    for (let i = 0; i < 2000; i++) {
      const len = rand(14);
      let text = '';
      for (let k = 0; k < len; k++) {
        const [lo, hi] = RANGES[rand(RANGES.length)]!;
        text += String.fromCodePoint(lo + rand(hi - lo + 1));
      }
      for (const [mask, kept] of [
        [maskBank, 4],
        [maskId, 4],
      ] as const) {
        const out = mask(text);
        const cps = Array.from(text.trim());
        expect(LONE_SURROGATE.test(out), `${mask.name}(${JSON.stringify(text)})`).toBe(false);
        expect(JSON.parse(JSON.stringify(out))).toBe(out);
        expect(Array.from(out)).toHaveLength(cps.length);
        if (cps.length > kept) expect(Array.from(out).slice(-kept)).toEqual(cps.slice(-kept));
      }
    }
  });
  it('formats employee codes', () => {
    expect(employeeCode(123)).toBe('PT-000123');
    expect(employeeCode(1)).toBe('PT-000001');
  });
});
