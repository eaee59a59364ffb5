// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as enums from '@wf/shared/enums/registration';
import {
  ADDRESS_MESSAGE,
  REGISTRATION_MESSAGES,
  STEP_FIELDS,
} from '@wf/shared/contracts/registration/registration-form';
import { flattenKeys, lookup, type Dictionary } from '../../lib/i18n/translate.ts';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const file = join(root, 'apps/web/public/translation/en_zh.json');
const translations = JSON.parse(readFileSync(file, 'utf8')) as Record<'en' | 'zh', Dictionary>;
const { en, zh } = translations;

/** Every 'validation.*' message key written in the code that produces the registration's messages. */
function messageKeysInSource(): string[] {
  const dirs = [
    'packages/shared/src/contracts/registration',
    'packages/shared/src/contracts/address',
    'packages/shared/src/domain/registration',
    'packages/shared/src/enums',
    'apps/server/src/modules/registration',
  ];
  const keys = new Set<string>();
  for (const dir of dirs) {
    for (const name of readdirSync(join(root, dir))) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      const text = readFileSync(join(root, dir, name), 'utf8');
      for (const m of text.matchAll(/'(validation\.[A-Za-z_.]+)'/g)) keys.add(m[1]!);
    }
  }
  return [...keys].sort();
}

describe('en_zh.json', () => {
  it('is an object keyed en and zh with the same keys in both languages', () => {
    expect(Object.keys(translations).sort()).toEqual(['en', 'zh']);
    expect(flattenKeys(zh).sort()).toEqual(flattenKeys(en).sort());
  });

  it('uses the same {placeholders} in both languages', () => {
    for (const key of flattenKeys(en)) {
      const names = (s: string | undefined) => [...(s ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(lookup(zh, key)), key).toEqual(names(lookup(en, key)));
    }
  });

  it('has a text for every validation message key the schemas and the server produce', () => {
    const keys = messageKeysInSource();
    expect(keys.length).toBeGreaterThan(15);
    for (const key of keys) {
      expect(lookup(en, key), `en ${key}`).toBeTypeOf('string');
      expect(lookup(zh, key), `zh ${key}`).toBeTypeOf('string');
    }
    for (const key of Object.values(REGISTRATION_MESSAGES).filter((k) => k.startsWith('validation.'))) {
      expect(lookup(zh, key), key).toBeTypeOf('string');
    }
  });

  it('translates the messages the spec gives as literal text', () => {
    for (const literal of [ADDRESS_MESSAGE, REGISTRATION_MESSAGES.stepInvalid]) {
      expect((en.literals as Dictionary)[literal]).toBe(literal);
      expect((zh.literals as Dictionary)[literal]).toBeTypeOf('string');
    }
  });

  it("keeps the spec's own words in English", () => {
    expect(lookup(en, 'messages.fillAllRequired')).toBe('Please fill in all required fields correctly.');
    expect(lookup(en, 'messages.storing')).toBe('Storing Data in backend...');
    expect(lookup(en, 'messages.success')).toBe('Submitted Successfully');
    expect(lookup(en, 'messages.failed')).toBe('Registration failed:');
    expect(lookup(en, 'validation.workExp.incomplete')).toBe(
      'Please complete all fields in work experience or remove it',
    );
  });

  it('has a label for every field of every step and a title for each of the five steps', () => {
    for (const field of STEP_FIELDS.flat()) {
      if (field === 'address' || field === 'qna') continue; // shown as residential_address / one question each
      expect(lookup(en, `fields.${field}`), field).toBeTypeOf('string');
    }
    for (let i = 0; i < 5; i++) expect(lookup(zh, `steps.${i}`)).toBeTypeOf('string');
    for (const q of enums.QNA_KEYS) expect(lookup(zh, `qna.${q}`), q).toBeTypeOf('string');
  });

  it('has a label for every option of every enumeration', () => {
    const groups: Record<string, readonly string[]> = {
      where_know_us: enums.WHERE_KNOW_US,
      positions: enums.POSITIONS,
      type_of_employment: enums.EMPLOYMENT_TYPES,
      gender: enums.GENDERS,
      nationality: enums.NATIONALITIES,
      id_type: enums.ID_TYPES,
      race: enums.RACES,
      religion: enums.RELIGIONS,
      marital_status: enums.MARITAL_STATUSES,
      bank_name: enums.BANK_NAMES,
      highest_education: enums.HIGHEST_EDUCATION,
      high_standard: enums.HIGH_STANDARDS,
    };
    for (const lang of [en, zh]) {
      const options = lang.options as Record<string, Dictionary>;
      for (const [group, values] of Object.entries(groups)) {
        expect(Object.keys(options[group] ?? {}).sort(), group).toEqual([...values].sort());
      }
    }
  });
});
