import type { DbOrTx } from '../../db/client.ts';
import { holidaysBetween } from '../public-holidays/index.ts';

/** Public holidays between two dates (inclusive) for the roster board (the public-holidays module owns them). */
export async function holidaysInRange(db: DbOrTx, from: string, to: string): Promise<{ date: string; name: string }[]> {
  const rows = await holidaysBetween(db, from, to);
  return rows.map((h) => ({ date: h.date, name: h.name }));
}
