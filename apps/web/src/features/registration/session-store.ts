/**
 * Keeps an application in progress in the tab's session storage (issue 3, item 7): a refresh
 * part-way keeps what was typed and the current step. Files cannot be stored, so only the fact
 * that one was attached is kept, to ask for it again. The Idempotency-Key of the application is
 * kept too so that a retry after a lost answer reuses it. Everything is cleared on success.
 */

export const DRAFT_KEY = 'wf.registration.draft.v1';
export const IDEMPOTENCY_KEY = 'wf.registration.idempotency.v1';

export interface Draft<V> {
  values: V;
  step: number;
  /** A certificate was attached before the reload; it has to be attached again. */
  hadFile: boolean;
  savedAt: number;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings)
  }
}

const isFile = (v: unknown): boolean => typeof File !== 'undefined' && v instanceof File;

/** JSON-safe copy of the values without File objects (they serialise to {}). */
export function stripFiles<V>(values: V): { values: V; hadFile: boolean } {
  let hadFile = false;
  const json = JSON.stringify(values, (_k, v: unknown) => {
    if (isFile(v)) {
      hadFile = true;
      return null;
    }
    return v;
  });
  return { values: JSON.parse(json) as V, hadFile };
}

export function saveDraft<V>(values: V, step: number, storage: StorageLike | null = defaultStorage()): void {
  if (!storage) return;
  const stripped = stripFiles(values);
  const draft: Draft<V> = { values: stripped.values, step, hadFile: stripped.hadFile, savedAt: Date.now() };
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    /* quota exceeded or blocked: the form still works, only the refresh safety net is lost */
  }
}

/**
 * The stored draft merged over the empty form (so fields added since it was saved exist),
 * or null when there is none or it cannot be read.
 */
export function loadDraft<V extends object>(empty: V, storage: StorageLike | null = defaultStorage()): Draft<V> | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft<V>>;
    if (!parsed || typeof parsed !== 'object' || !parsed.values || typeof parsed.values !== 'object') return null;
    const values = { ...empty } as Record<string, unknown>;
    for (const [k, v] of Object.entries(parsed.values)) {
      // Keep only known fields; a stored null for a file stays the empty value.
      if (k in empty && v !== null && v !== undefined) values[k] = v;
    }
    return {
      values: values as V,
      step: typeof parsed.step === 'number' ? parsed.step : 0,
      hadFile: parsed.hadFile === true,
      savedAt: typeof parsed.savedAt === 'number' ? parsed.savedAt : 0,
    };
  } catch {
    return null;
  }
}

/** A draft worth restoring: past the first step, a file attached, or anything typed. */
export function hasProgress<V>(draft: Draft<V> | null, empty: V): draft is Draft<V> {
  if (!draft) return false;
  return (
    draft.step > 0 ||
    draft.hadFile ||
    JSON.stringify(stripFiles(draft.values).values) !== JSON.stringify(stripFiles(empty).values)
  );
}

export function clearDraft(storage: StorageLike | null = defaultStorage()): void {
  if (!storage) return;
  try {
    storage.removeItem(DRAFT_KEY);
    storage.removeItem(IDEMPOTENCY_KEY);
  } catch {
    /* ignore */
  }
}

/** A random v4 UUID; crypto.randomUUID only exists in secure contexts, so fall back to getRandomValues. */
export function newUuid(cryptoImpl: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = crypto): string {
  if (typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID();
  const b = cryptoImpl.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The Idempotency-Key of this application: created once, reused by every retry until success. */
export function idempotencyKey(storage: StorageLike | null = defaultStorage()): string {
  const existing = readKey(storage);
  if (existing) return existing;
  const key = newUuid();
  try {
    storage?.setItem(IDEMPOTENCY_KEY, key);
  } catch {
    /* ignore */
  }
  return key;
}

/**
 * A new key, after the server answered that nothing was stored (validation error or duplicate),
 * so the corrected application is not answered from the idempotency record of the refused one.
 */
export function rotateIdempotencyKey(storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.removeItem(IDEMPOTENCY_KEY);
  } catch {
    /* ignore */
  }
}

function readKey(storage: StorageLike | null): string | null {
  try {
    return storage?.getItem(IDEMPOTENCY_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The end of a registration (issue 13, item 15): its reference, kept in the browser's local storage
 * so the page the form reloads to after 1.5 s (docs/product/registration.md#submission), and any later visit from this browser, shows the
 * confirmation with the reference instead of an empty step 1, until the applicant starts a new one.
 */
export const DONE_KEY = 'wf.registration.done.v1';
const DONE_DAYS = 30;
export interface Done {
  reference: string;
  submittedAt: number;
}

function localStore(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function saveDone(reference: string, now = Date.now(), storage: StorageLike | null = localStore()): void {
  try {
    storage?.setItem(DONE_KEY, JSON.stringify({ reference, submittedAt: now } satisfies Done));
  } catch {
    /* storage full or blocked: the reload shows step 1, as before */
  }
}

export function loadDone(now = Date.now(), storage: StorageLike | null = localStore()): Done | null {
  try {
    const d = JSON.parse(storage?.getItem(DONE_KEY) ?? 'null') as Partial<Done> | null;
    if (!d || typeof d.reference !== 'string' || !/^REG-[0-9A-F]{8}$/.test(d.reference) || typeof d.submittedAt !== 'number')
      return null;
    return now - d.submittedAt > DONE_DAYS * 86_400_000 ? null : { reference: d.reference, submittedAt: d.submittedAt };
  } catch {
    return null;
  }
}

export function clearDone(storage: StorageLike | null = localStore()): void {
  try {
    storage?.removeItem(DONE_KEY);
  } catch {
    /* blocked */
  }
}
