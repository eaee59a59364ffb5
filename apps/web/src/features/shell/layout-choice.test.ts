import { describe, expect, it } from 'vitest';
import { SAVABLE_LAYOUTS, applyBodyClasses, chooseLayout, resolveScheme, routeLayoutOf } from './layout-choice.ts';

describe('chooseLayout', () => {
  it('configuration, then ?layout=, then the route layout', () => {
    expect(chooseLayout('classy', null, undefined)).toBe('classy');
    expect(chooseLayout('classy', 'dense', undefined)).toBe('dense');
    expect(chooseLayout('classy', 'dense', 'empty')).toBe('empty');
  });
  it('never keeps a saved empty layout on staff pages (no way back to the menu); the address and routes may still ask for it', () => {
    expect(chooseLayout('empty', null, undefined)).toBe('classy');
    expect(chooseLayout('empty', 'empty', undefined)).toBe('empty');
    expect(SAVABLE_LAYOUTS).not.toContain('empty');
    expect(chooseLayout('classy', null, 'centered')).toBe('centered');
  });
  it('ignores unknown values', () => {
    expect(chooseLayout('thin', 'bogus', 'also-bogus')).toBe('thin');
    expect(chooseLayout('thin', '', 42)).toBe('thin');
  });
  it('takes the deepest route handle', () => {
    expect(routeLayoutOf([{ handle: { layout: 'modern' } }, {}, { handle: { layout: 'empty' } }])).toBe('empty');
    expect(routeLayoutOf([{ handle: { layout: 'nope' } }, {}])).toBeUndefined();
  });
});

describe('scheme and body classes', () => {
  it('auto follows the system', () => {
    expect(resolveScheme('auto', true)).toBe('dark');
    expect(resolveScheme('auto', false)).toBe('light');
    expect(resolveScheme('light', true)).toBe('light');
    expect(resolveScheme('dark', false)).toBe('dark');
  });
  it('one theme class and one scheme class', () => {
    document.body.className = 'x theme-rose dark';
    applyBodyClasses(document.body, 'theme-teal', 'light');
    expect([...document.body.classList].sort()).toEqual(['light', 'theme-teal', 'x']);
  });
});
