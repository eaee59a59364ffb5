import type { DbOrTx } from '../../db/client.ts';

/**
 * Public holidays between two dates (inclusive) for the roster board.
 * TODO(public-holidays): the `public-holidays` module (branch wt-holidays) owns the holidays;
 * wire its read service here on merge. Until then the board shows none.
 */
export async function holidaysInRange(
  _db: DbOrTx,
  _from: string,
  _to: string,
): Promise<{ date: string; name: string }[]> {
  return Promise.resolve([]);
}
