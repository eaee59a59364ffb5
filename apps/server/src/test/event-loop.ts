/** The longest delay of a 5 ms timer on this thread while `work` runs (how stalled the event loop is). */
export async function worstTimerLag(work: Promise<unknown>): Promise<number> {
  let worst = 0;
  let done = false;
  void work.finally(() => (done = true)).catch(() => undefined);
  while (!done) {
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, 5));
    worst = Math.max(worst, performance.now() - t0 - 5);
  }
  return worst;
}
