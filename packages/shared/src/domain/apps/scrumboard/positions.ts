/**
 * Card and list positions of the scrumboard (docs/product/template-apps.md#scrumboard: positions step by 65536). A moved
 * card takes the integer halfway between its new neighbours, so a move writes one row; when the
 * neighbours are adjacent integers (the gap ran out) the whole list is renumbered in steps again.
 */
export const POSITION_STEP = 65536;

export type Positioned = { id: string; position: number };

/** Positions taken from an order: the first gets one step, the next two steps, and so on. */
export function positionsFromOrder(ids: readonly string[]): Positioned[] {
  return ids.map((id, i) => ({ id, position: (i + 1) * POSITION_STEP }));
}

/** The position after the last one (a new card or list at the end). */
export function positionAfter(last: number | null | undefined): number {
  return (last ?? 0) + POSITION_STEP;
}

/**
 * An integer strictly between two neighbours (null: the start or the end), or null when there is
 * none (the gap ran out).
 */
export function positionBetween(before: number | null, after: number | null): number | null {
  if (before === null && after === null) return POSITION_STEP;
  if (after === null) return positionAfter(before);
  const low = before ?? 0;
  const mid = Math.floor((low + after) / 2);
  return mid > low && mid < after ? mid : null;
}

/**
 * Places `id` at `index` among `others` (the list's other items, in position order, without it).
 * Answers the item's new position, and `renumbered` (every item of the list, the moved one
 * included, with its new position) when the gap ran out and the list had to be renumbered.
 */
export function placeAt(
  others: readonly Positioned[],
  id: string,
  index: number,
): { position: number; renumbered: Positioned[] | null } {
  const at = Math.max(0, Math.min(Math.trunc(index), others.length));
  const before = at > 0 ? others[at - 1]!.position : null;
  const after = at < others.length ? others[at]!.position : null;
  const between = positionBetween(before, after);
  if (between !== null && (before === null || between > before)) return { position: between, renumbered: null };
  const order = others.map((o) => o.id);
  order.splice(at, 0, id);
  const renumbered = positionsFromOrder(order);
  return { position: renumbered[at]!.position, renumbered };
}
