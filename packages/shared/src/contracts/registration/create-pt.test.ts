import { describe, expect, it } from 'vitest';
import {
  createCreatePtFieldsSchema,
  createPtFieldForPath,
  CREATE_PT_FIELDS,
  fromCreatePtFields,
  registrationLang,
  toCreatePtFields,
  type CreatePtParsed,
} from './create-pt.ts';
import { emptyWorkExp, issuesByPath, type RegistrationFormValues } from './registration-form.ts';
import { sampleRegistrationValues } from './registration-sample.ts';
import { toUnixSeconds } from '../../domain/registration/dates.ts';

const now = new Date('2026-03-05T04:00:00Z');
const schema = createCreatePtFieldsSchema(() => now);
const sample = (o: Partial<RegistrationFormValues> = {}) => sampleRegistrationValues(o, now);
const fieldsOf = (v: RegistrationFormValues) =>
  toCreatePtFields(v, { signature: v.signature, requiresDocument: false, age: 24, lang: 'zh' });
const parse = (
  fields: Record<string, string>,
  cert = sample().cert,
): { data: CreatePtParsed | null; errors: Record<string, string> } => {
  const r = schema.safeParse({ fields, cert });
  return r.success ? { data: r.data, errors: {} } : { data: null, errors: issuesByPath(r.error.issues) };
};

describe('createPT fields', () => {
  it('has every field, as strings; dates as unix seconds (Singapore midnight)', () => {
    const f = fieldsOf(sample({ date_of_birth: '15/06/2001', id_number: 's1234567d' }));
    expect(Object.keys(f).sort()).toEqual([...CREATE_PT_FIELDS].sort());
    expect(f.date_of_birth).toBe(String(toUnixSeconds('2001-06-15')));
    expect(f.id_number).toBe('S1234567D');
    expect(f.fully_vaccinated).toBe('1');
    expect(f.declaration).toBe('1');
    expect(f.lang).toBe('zh');
    expect(JSON.parse(f.address_components).postal_code).toBe('560123');
    const exps = JSON.parse(f.working_exps) as Array<Record<string, string>>;
    expect(exps[0]!.date_start).toMatch(/^\d+$/);
    expect(JSON.parse(f.qna).medication).toBe(0);
  });

  it('round-trips through the server schema to the same result as the form schema', () => {
    const v = sample();
    const { data, errors } = parse(fieldsOf(v));
    expect(errors).toEqual({});
    expect(data!.client_name).toBe('Tan Mei Ling');
    expect(data!.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data!.working_exps).toHaveLength(1);
    expect(data!.cert).toEqual(v.cert);
    expect(data!.address.country_code).toBe('SG');
  });

  it('drops untouched work experience and sends []', () => {
    const f = fieldsOf(sample({ working_exps: [emptyWorkExp()] }));
    expect(f.working_exps).toBe('[]');
    expect(parse(f).errors).toEqual({});
    expect(fromCreatePtFields(f, null).working_exps).toHaveLength(1);
  });

  it('reports the same rules on the same paths', () => {
    const f = fieldsOf(sample());
    expect(parse({ ...f, contact_number: '7123' }).errors).toEqual({ contact_number: 'validation.pattern.phone' });
    expect(parse({ ...f, id_number: 'S1234567A' }).errors).toEqual({ id_number: 'validation.invalid.nric' });
    expect(parse({ ...f, date_of_birth: 'abc' }).errors).toEqual({ date_of_birth: 'validation.date.invalid' });
    expect(parse({ ...f, earliest_availability: String(toUnixSeconds('2026-03-04')) }).errors).toEqual({
      earliest_availability: 'validation.date.min',
    });
    expect(parse({ ...f, declaration: '0' }).errors).toEqual({ declaration: 'validation.required' });
    expect(parse({ ...f, qna: '{"medication":1}' }).errors['qna.medication_details']).toBe('validation.required');
    expect(parse({ ...f, qna: 'not json' }).errors['qna.any_illness']).toBe('validation.required');
    expect(parse({ ...f, address_components: '{' }).errors).toEqual({
      address: 'Address must include a valid postal code',
    });
    expect(parse({ ...f, working_exps: '[{"position":"Cook"}]' }).errors['working_exps.0.date_start']).toBe(
      'validation.workExp.incomplete',
    );
    expect(parse({ ...f, working_exps: 'x' }).errors).toEqual({ working_exps: 'validation.workExp.min' });
    expect(parse(f, null).errors).toEqual({ cert: 'validation.required' });
  });

  it.each([
    'client_name',
    'contact_email',
    'contact_number',
    'date_of_birth',
    'id_type',
    'id_number',
    'kin_contact',
    'bank_acc',
    'signature',
  ])('a missing %s is reported on its own name', (field) => {
    const f: Record<string, string> = { ...fieldsOf(sample()) };
    delete f[field];
    const { errors } = parse(f);
    expect(Object.keys(errors)).toEqual([field]);
  });

  it('maps paths to multipart field names', () => {
    expect(createPtFieldForPath('address')).toBe('address_components');
    expect(createPtFieldForPath('qna.medication')).toBe('qna.medication');
  });

  it('lang defaults to en and refuses others', () => {
    expect(registrationLang.parse(undefined)).toBe('en');
    expect(registrationLang.parse('zh')).toBe('zh');
    expect(registrationLang.safeParse('fr').success).toBe(false);
  });
});
