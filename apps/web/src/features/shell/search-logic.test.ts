import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchTrigger } from './search-logic.ts';

describe('search trigger', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once, 300 ms after the last keystroke', () => {
    const search = vi.fn();
    const t = createSearchTrigger(search, vi.fn());
    t.input('pr');
    vi.advanceTimersByTime(200);
    t.input('pro');
    vi.advanceTimersByTime(299);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledExactlyOnceWith('pro');
  });

  it('needs at least 2 characters; shorter clears and cancels a pending search', () => {
    const search = vi.fn();
    const clear = vi.fn();
    const t = createSearchTrigger(search, clear);
    t.input('ab');
    t.input('a');
    expect(clear).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
    t.input('  a ');
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
  });

  it('cancel stops a pending search', () => {
    const search = vi.fn();
    const t = createSearchTrigger(search, vi.fn());
    t.input('abc');
    t.cancel();
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
  });
});
