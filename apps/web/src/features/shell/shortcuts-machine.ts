/**
 * Shortcuts panel (docs/product/shell.md#shortcuts): opening resets to view; view -> modify (edit button);
 * view -> add (plus button, form reset); modify -> edit (click a shortcut, form filled);
 * Save or Delete return to modify; cancel from add goes to view, from edit to modify;
 * the check button leaves modify for view.
 */
export type ShortcutMode = 'view' | 'modify' | 'add' | 'edit';
export type ShortcutForm = { id: string | null; label: string; description: string; icon: string; link: string; useRouter: boolean };
export type ShortcutsState = { mode: ShortcutMode; form: ShortcutForm };

export const EMPTY_FORM: ShortcutForm = { id: null, label: '', description: '', icon: '', link: '', useRouter: true };
export const initialShortcutsState: ShortcutsState = { mode: 'view', form: EMPTY_FORM };

export type ShortcutsEvent =
  | { type: 'open' }
  | { type: 'modify' }
  | { type: 'add' }
  | { type: 'select'; shortcut: { id: string; label: string; description: string | null; icon: string; link: string; useRouter: boolean } }
  | { type: 'saved' }
  | { type: 'deleted' }
  | { type: 'cancel' }
  | { type: 'done' }
  | { type: 'change'; patch: Partial<Omit<ShortcutForm, 'id'>> };

export function shortcutsReducer(state: ShortcutsState, ev: ShortcutsEvent): ShortcutsState {
  switch (ev.type) {
    case 'open':
      return { mode: 'view', form: EMPTY_FORM };
    case 'modify':
      return state.mode === 'view' ? { ...state, mode: 'modify' } : state;
    case 'add':
      return state.mode === 'view' || state.mode === 'modify' ? { mode: 'add', form: EMPTY_FORM } : state;
    case 'select':
      return state.mode === 'modify'
        ? { mode: 'edit', form: { ...ev.shortcut, description: ev.shortcut.description ?? '' } }
        : state;
    case 'saved':
    case 'deleted':
      return state.mode === 'add' || state.mode === 'edit' ? { mode: 'modify', form: EMPTY_FORM } : state;
    case 'cancel':
      if (state.mode === 'add') return { mode: 'view', form: EMPTY_FORM };
      if (state.mode === 'edit') return { mode: 'modify', form: EMPTY_FORM };
      return state;
    case 'done':
      return state.mode === 'modify' ? { ...state, mode: 'view' } : state;
    case 'change':
      return state.mode === 'add' || state.mode === 'edit' ? { ...state, form: { ...state.form, ...ev.patch } } : state;
  }
}

/** docs/product/shell.md#shortcuts: label, icon, link and useRouter required; Add/Update disabled while invalid. */
export function isShortcutFormValid(f: ShortcutForm): boolean {
  return f.label.trim() !== '' && f.icon.trim() !== '' && f.link.trim() !== '' && typeof f.useRouter === 'boolean';
}
