import { describe, expect, it } from 'vitest';
import { flattenKeys, interpolate, lookup, makeT, type Dictionary } from './translate.ts';
import { messageText } from './messages.ts';

const dict: Dictionary = {
  app: { title: 'Title', nested: { deep: 'Deep' } },
  validation: { required: 'Required', invalid: 'Invalid choice', 'invalid.nric': 'Bad NRIC', 'pattern.phone': 'Phone' },
};

describe('lookup', () => {
  it('finds nested keys by dotted path', () => {
    expect(lookup(dict, 'app.title')).toBe('Title');
    expect(lookup(dict, 'app.nested.deep')).toBe('Deep');
  });
  it('finds keys that contain dots inside a group, next to a shorter key of the same prefix', () => {
    expect(lookup(dict, 'validation.invalid')).toBe('Invalid choice');
    expect(lookup(dict, 'validation.invalid.nric')).toBe('Bad NRIC');
    expect(lookup(dict, 'validation.pattern.phone')).toBe('Phone');
  });
  it('answers undefined for unknown keys and for groups', () => {
    expect(lookup(dict, 'validation.unknown')).toBeUndefined();
    expect(lookup(dict, 'app')).toBeUndefined();
    expect(lookup(undefined, 'app.title')).toBeUndefined();
  });
});

describe('interpolate', () => {
  it('fills known placeholders and leaves the others', () => {
    expect(interpolate('Step {n} of {total}', { n: 2, total: 5 })).toBe('Step 2 of 5');
    expect(interpolate('Hi {name} {other}', { name: 'Mei' })).toBe('Hi Mei {other}');
  });
});

describe('flattenKeys', () => {
  it('lists every string leaf', () => {
    expect(flattenKeys(dict).sort()).toEqual(
      [
        'app.nested.deep',
        'app.title',
        'validation.invalid',
        'validation.invalid.nric',
        'validation.pattern.phone',
        'validation.required',
      ].sort(),
    );
  });
});

describe('makeT', () => {
  const en = { a: { hello: 'Hello {name}', items_one: '{count} item', items_other: '{count} items' }, validation: { required: 'Required' } };
  const zh = { a: { hello: '你好 {name}' } };
  it('tries the language, then the fallback, then answers the key', () => {
    const t = makeT('zh', [zh, en]);
    expect(t('a.hello', { name: 'Tan' })).toBe('你好 Tan');
    expect(t('validation.required')).toBe('Required');
    expect(t('a.unknown')).toBe('a.unknown');
  });
  it('picks the plural form by count', () => {
    const t = makeT('en', [en]);
    expect(t('a.items', { count: 1 })).toBe('1 item');
    expect(t('a.items', { count: 3 })).toBe('3 items');
  });
});

describe('messageText', () => {
  const t = makeT('en', [{ validation: { required: 'Required', invalid: 'Not a valid value' } }]);
  it('maps validation keys, falls back for unknown ones and keeps literal messages', () => {
    expect(messageText(t, 'validation.required')).toBe('Required');
    expect(messageText(t, 'validation.somethingNew')).toBe('Not a valid value');
    expect(messageText(t, 'The server said so')).toBe('The server said so');
    expect(messageText(t, undefined)).toBeUndefined();
  });
});
