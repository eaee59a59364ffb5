import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@wf/shared/contracts/shell/search';

/**
 * Search input handling (docs/product/shell.md#search): a query fires after 300 ms without typing, only
 * with at least 2 characters; a shorter query clears the results at once.
 */
export type Timers = { set(fn: () => void, ms: number): unknown; clear(handle: unknown): void };
const realTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) };

export function createSearchTrigger(
  onSearch: (query: string) => void,
  onClear: () => void,
  opts: { debounceMs?: number; minLength?: number; timers?: Timers } = {},
) {
  const debounceMs = opts.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const minLength = opts.minLength ?? SEARCH_MIN_LENGTH;
  const timers = opts.timers ?? realTimers;
  let handle: unknown = null;
  const cancel = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  return {
    input(value: string) {
      cancel();
      const q = value.trim();
      if (q.length < minLength) {
        onClear();
        return;
      }
      handle = timers.set(() => {
        handle = null;
        onSearch(q);
      }, debounceMs);
    },
    cancel,
  };
}
