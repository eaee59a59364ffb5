import { describe, expect, it } from 'vitest';
import {
  clearDone,
  DONE_KEY,
  loadDone,
  saveDone,
  clearDraft,
  DRAFT_KEY,
  hasProgress,
  IDEMPOTENCY_KEY,
  idempotencyKey,
  loadDraft,
  newUuid,
  rotateIdempotencyKey,
  saveDraft,
  stripFiles,
} from './session-store.ts';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

const empty = { name: '', cert: null as File | null, qna: { a: 0 }, list: [{ x: '' }], added: 'default' };

describe('session draft', () => {
  it('keeps typed values and the step across a reload', () => {
    const s = new MemoryStorage();
    saveDraft({ ...empty, name: 'Tan', qna: { a: 1 }, list: [{ x: '1' }, { x: '2' }] }, 3, s);
    const d = loadDraft(empty, s)!;
    expect(d.step).toBe(3);
    expect(d.values.name).toBe('Tan');
    expect(d.values.qna).toEqual({ a: 1 });
    expect(d.values.list).toEqual([{ x: '1' }, { x: '2' }]);
    expect(d.hadFile).toBe(false);
  });
  it('does not store the file, but remembers that one was attached', () => {
    const s = new MemoryStorage();
    const file = new File(['%PDF-1.4'], 'cert.pdf', { type: 'application/pdf' });
    saveDraft({ ...empty, cert: file }, 2, s);
    expect(s.getItem(DRAFT_KEY)).not.toContain('PDF-1.4');
    const d = loadDraft(empty, s)!;
    expect(d.values.cert).toBeNull();
    expect(d.hadFile).toBe(true);
  });
  it('fills fields missing from an older draft with their empty value and drops unknown ones', () => {
    const s = new MemoryStorage();
    s.setItem(DRAFT_KEY, JSON.stringify({ values: { name: 'Lim', stale: 'x' }, step: 1 }));
    const d = loadDraft(empty, s)!;
    expect(d.values.added).toBe('default');
    expect(d.values.name).toBe('Lim');
    expect('stale' in d.values).toBe(false);
  });
  it('ignores a missing, corrupt or foreign draft', () => {
    const s = new MemoryStorage();
    expect(loadDraft(empty, s)).toBeNull();
    s.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft(empty, s)).toBeNull();
    s.setItem(DRAFT_KEY, JSON.stringify({ values: 'nope' }));
    expect(loadDraft(empty, s)).toBeNull();
    expect(loadDraft(empty, null)).toBeNull();
  });
  it('survives storage that throws (quota, privacy mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveDraft(empty, 1, broken)).not.toThrow();
    expect(loadDraft(empty, broken)).toBeNull();
    expect(() => clearDraft(broken)).not.toThrow();
    expect(idempotencyKey(broken)).toMatch(/^[0-9a-f-]{36}$/);
  });
  it('clears the draft and the idempotency key on success', () => {
    const s = new MemoryStorage();
    saveDraft(empty, 1, s);
    idempotencyKey(s);
    clearDraft(s);
    expect(s.getItem(DRAFT_KEY)).toBeNull();
    expect(s.getItem(IDEMPOTENCY_KEY)).toBeNull();
  });
  it('stripFiles leaves everything else as it is', () => {
    const v = { a: 'x', n: 1, b: true, nested: { c: null, d: [1, 2] } };
    expect(stripFiles(v)).toEqual({ values: v, hadFile: false });
  });
});

describe('idempotency key', () => {
  it('is created once and reused by every retry of the same application', () => {
    const s = new MemoryStorage();
    const first = idempotencyKey(s);
    expect(idempotencyKey(s)).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  it('is replaced after a definitive refusal', () => {
    const s = new MemoryStorage();
    const first = idempotencyKey(s);
    rotateIdempotencyKey(s);
    expect(idempotencyKey(s)).not.toBe(first);
  });
  it('falls back to getRandomValues where randomUUID is missing (plain http)', () => {
    const fake = {
      getRandomValues: <T extends ArrayBufferView | null>(a: T) =>
        crypto.getRandomValues(a as Uint8Array) as unknown as T,
    };
    const ids = new Set(Array.from({ length: 50 }, () => newUuid(fake)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('hasProgress', () => {
  it('restores only a draft with something in it', () => {
    const s = new MemoryStorage();
    saveDraft(empty, 0, s);
    expect(hasProgress(loadDraft(empty, s), empty)).toBe(false);
    saveDraft(empty, 1, s);
    expect(hasProgress(loadDraft(empty, s), empty)).toBe(true);
    saveDraft({ ...empty, name: 'T' }, 0, s);
    expect(hasProgress(loadDraft(empty, s), empty)).toBe(true);
    expect(hasProgress(null, empty)).toBe(false);
  });
});

describe('the end of a registration (issue 13, item 15)', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
  };
  it('keeps the reference for the confirmation page until a new registration starts', () => {
    const s = memory();
    expect(loadDone(1000, s)).toBeNull();
    saveDone('REG-0A1B2C3D', 1000, s);
    expect(loadDone(2000, s)).toEqual({ reference: 'REG-0A1B2C3D', submittedAt: 1000 });
    clearDone(s);
    expect(loadDone(2000, s)).toBeNull();
  });
  it('ignores a stored value that is not a reference, and one older than 30 days', () => {
    const s = memory();
    s.setItem(DONE_KEY, JSON.stringify({ reference: '<img src=x>', submittedAt: 1 }));
    expect(loadDone(2, s)).toBeNull();
    saveDone('REG-0A1B2C3D', 0, s);
    expect(loadDone(31 * 86_400_000, s)).toBeNull();
  });
});
