/**
 * The Tasks app's list arithmetic (pure): moving an item by drag-and-drop or by the keyboard
 * (move up / down), and what the list header counts. The server takes the new order from the
 * array's (PATCH api/apps/tasks/order).
 */
import type { TaskType } from '../../enums/apps.ts';

/** The list with the item at `from` moved to `to` (both clamped into the list); the same array when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): readonly T[] {
  if (list.length === 0) return list;
  const f = Math.max(0, Math.min(list.length - 1, from));
  const t = Math.max(0, Math.min(list.length - 1, to));
  if (f === t) return list;
  const out = [...list];
  const [item] = out.splice(f, 1);
  out.splice(t, 0, item!);
  return out;
}

/** The list with the item of this id moved one place up (-1) or down (+1); the same array at an end or for an unknown id. */
export function moveById<T extends { id: string }>(list: readonly T[], id: string, step: -1 | 1): readonly T[] {
  const i = list.findIndex((x) => x.id === id);
  if (i < 0) return list;
  return moveItem(list, i, i + step);
}

/** The open and the completed tasks of a list (sections are no tasks). */
export function taskCounts(list: readonly { type: TaskType; completed: boolean }[]): {
  open: number;
  done: number;
} {
  let open = 0;
  let done = 0;
  for (const t of list) {
    if (t.type !== 'task') continue;
    if (t.completed) done++;
    else open++;
  }
  return { open, done };
}
