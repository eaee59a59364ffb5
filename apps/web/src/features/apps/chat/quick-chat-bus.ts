/** Lets the search (contacts) and others open the quick chat panel on a contact. */
type Listener = (contactId: string | null) => void;
const listeners = new Set<Listener>();

export function requestQuickChat(contactId: string | null): void {
  for (const l of listeners) l(contactId);
}

export function onQuickChatRequest(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
