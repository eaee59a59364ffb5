import { and, asc, eq } from 'drizzle-orm';
import type { Shortcut, ShortcutInput } from '@wf/shared/contracts/shell/shortcuts';
import type { DbOrTx } from '../../db/client.ts';
import { shortcuts } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

const cols = {
  id: shortcuts.id,
  label: shortcuts.label,
  description: shortcuts.description,
  icon: shortcuts.icon,
  link: shortcuts.link,
  useRouter: shortcuts.useRouter,
};
const missing = () => notFound('Shortcut not found');

export async function listShortcuts(db: DbOrTx, userId: string): Promise<Shortcut[]> {
  return db.select(cols).from(shortcuts).where(eq(shortcuts.userId, userId)).orderBy(asc(shortcuts.createdAt), asc(shortcuts.id));
}

export async function createShortcut(db: DbOrTx, userId: string, input: ShortcutInput): Promise<Shortcut> {
  const rows = await db
    .insert(shortcuts)
    .values({ userId, ...input, description: input.description ?? null })
    .returning(cols);
  return rows[0]!;
}

export async function updateShortcut(db: DbOrTx, userId: string, id: string, patch: Partial<ShortcutInput>): Promise<Shortcut> {
  const where = and(eq(shortcuts.id, id), eq(shortcuts.userId, userId));
  const rows =
    Object.keys(patch).length === 0
      ? await db.select(cols).from(shortcuts).where(where)
      : await db.update(shortcuts).set(patch).where(where).returning(cols);
  if (!rows[0]) throw missing();
  return rows[0];
}

export async function deleteShortcut(db: DbOrTx, userId: string, id: string): Promise<true> {
  const rows = await db
    .delete(shortcuts)
    .where(and(eq(shortcuts.id, id), eq(shortcuts.userId, userId)))
    .returning({ id: shortcuts.id });
  if (!rows[0]) throw missing();
  return true;
}
