/**
 * The address book's order (docs/product/template-apps.md#contacts: "all contacts sorted by name"; a contact just
 * made by POST is "placed first"): blank contacts first (newest first), then by name without regard
 * to case, then by id so equal names keep one order.
 */
export type Orderable = { id: string; name: string; blank?: boolean; createdAt?: string };

export function compareContacts(a: Orderable, b: Orderable): number {
  const blank = Number(b.blank ?? false) - Number(a.blank ?? false);
  if (blank !== 0) return blank;
  if (a.blank && b.blank && a.createdAt !== b.createdAt) return (b.createdAt ?? '') < (a.createdAt ?? '') ? -1 : 1;
  const an = a.name.toLowerCase();
  const bn = b.name.toLowerCase();
  if (an !== bn) return an < bn ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export const sortContacts = <T extends Orderable>(rows: readonly T[]): T[] => [...rows].sort(compareContacts);

/** The contact's name contains the query, ignoring case (an empty query matches every name). */
export const nameMatches = (name: string, query: string): boolean =>
  name.toLowerCase().includes(query.trim().toLowerCase());
