import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, initialShortcutsState, isShortcutFormValid, shortcutsReducer, type ShortcutsEvent, type ShortcutsState } from './shortcuts-machine.ts';

const run = (events: ShortcutsEvent[], from: ShortcutsState = initialShortcutsState) => events.reduce(shortcutsReducer, from);
const s1 = { id: 's1', label: 'Projects', description: null, icon: 'project', link: '/project-management/list', useRouter: true };

describe('shortcuts panel state machine', () => {
  it('opening resets to view with an empty form', () => {
    expect(run([{ type: 'modify' }, { type: 'select', shortcut: s1 }, { type: 'open' }])).toEqual(initialShortcutsState);
  });
  it('view -> modify -> edit (form filled) -> save -> modify -> done -> view', () => {
    let s = run([{ type: 'modify' }]);
    expect(s.mode).toBe('modify');
    s = shortcutsReducer(s, { type: 'select', shortcut: s1 });
    expect(s).toEqual({ mode: 'edit', form: { ...s1, description: '' } });
    s = shortcutsReducer(s, { type: 'saved' });
    expect(s.mode).toBe('modify');
    s = shortcutsReducer(s, { type: 'done' });
    expect(s.mode).toBe('view');
  });
  it('add resets the form; cancel from add goes to view', () => {
    let s = run([{ type: 'modify' }, { type: 'select', shortcut: s1 }, { type: 'cancel' }]);
    expect(s.mode).toBe('modify');
    s = run([{ type: 'add' }]);
    expect(s).toEqual({ mode: 'add', form: EMPTY_FORM });
    s = shortcutsReducer(shortcutsReducer(s, { type: 'change', patch: { label: 'x' } }), { type: 'cancel' });
    expect(s).toEqual({ mode: 'view', form: EMPTY_FORM });
  });
  it('delete from edit returns to modify; save from add returns to modify', () => {
    expect(run([{ type: 'modify' }, { type: 'select', shortcut: s1 }, { type: 'deleted' }]).mode).toBe('modify');
    expect(run([{ type: 'add' }, { type: 'saved' }]).mode).toBe('modify');
  });
  it('ignores events that do not apply to the current mode', () => {
    expect(run([{ type: 'select', shortcut: s1 }]).mode).toBe('view');
    expect(run([{ type: 'done' }]).mode).toBe('view');
    expect(run([{ type: 'saved' }]).mode).toBe('view');
    expect(run([{ type: 'change', patch: { label: 'x' } }]).form.label).toBe('');
  });
  it('form is valid only with label, icon and link', () => {
    expect(isShortcutFormValid(EMPTY_FORM)).toBe(false);
    expect(isShortcutFormValid({ ...EMPTY_FORM, label: 'a', icon: 'b' })).toBe(false);
    expect(isShortcutFormValid({ ...EMPTY_FORM, label: 'a', icon: 'b', link: '/c' })).toBe(true);
    expect(isShortcutFormValid({ ...EMPTY_FORM, label: ' ', icon: 'b', link: '/c' })).toBe(false);
  });
});
