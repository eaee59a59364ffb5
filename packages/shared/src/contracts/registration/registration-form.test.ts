import { describe, expect, it } from 'vitest';
import {
  createRegistrationSchemas,
  emptyRegistrationForm,
  emptyWorkExp,
  issuesByPath,
  STEP_FIELDS,
  stepOfField,
  validateStep,
  type RegistrationFormValues,
} from './registration-form.ts';
import { displayDaysFrom, displayYearsAgo, sampleRegistrationValues } from './registration-sample.ts';
import { CERT_OPTIONAL_POSITIONS, POSITIONS } from '../../enums/registration.ts';

// 05/03/2026, 12:00 in Singapore
const now = new Date('2026-03-05T04:00:00Z');
const schemas = createRegistrationSchemas(() => now);
const sample = (o: Partial<RegistrationFormValues> = {}) => sampleRegistrationValues(o, now);

/** { path: key } of the whole form. */
function errorsOf(values: RegistrationFormValues): Record<string, string> {
  const r = schemas.registrationFormSchema.safeParse(values);
  return r.success ? {} : issuesByPath(r.error.issues);
}
const stepErrors = (step: number, values: RegistrationFormValues) => validateStep(step, values, schemas);

describe('registration form: the sample', () => {
  it('is valid as a whole and step by step', () => {
    expect(errorsOf(sample())).toEqual({});
    for (let s = 0; s < 5; s++) expect(stepErrors(s, sample())).toEqual({});
  });

  it('normalizes: ISO dates, upper-cased ID, lower-cased e-mail, fields of other steps kept', () => {
    const r = schemas.registrationFormSchema.parse(
      sample({ id_number: 's1234567d', contact_email: ' Mei@Example.COM ', date_of_birth: '2001-06-15' }),
    );
    expect(r.id_number).toBe('S1234567D');
    expect(r.contact_email).toBe('mei@example.com');
    expect(r.date_of_birth).toBe('2001-06-15');
    expect(r.earliest_availability).toBe('2026-03-12');
    expect(r.pr_start_date).toBeNull();
    expect(r.address.postal_code).toBe('560123');
  });
});

describe('required fields (validation.required)', () => {
  const required = [
    'where_know_us',
    'type_of_employment',
    'position_applied',
    'earliest_availability',
    'client_name',
    'contact_email',
    'contact_number',
    'date_of_birth',
    'gender',
    'nationality',
    'id_type',
    'id_number',
    'place_of_birth',
    'race',
    'religion',
    'marital_status',
    'residential_address',
    'postal_code',
    'kin_name',
    'kin_contact',
    'bank_name',
    'bank_acc',
  ] as const;
  it.each(required)('%s empty', (field) => {
    const errs = errorsOf(sample({ [field]: '   ' }));
    expect(errs[field]).toBe('validation.required');
    expect(stepErrors(stepOfField(field), sample({ [field]: '' }))[field]).toBe('validation.required');
  });

  it('fully_vaccinated unanswered', () => {
    expect(errorsOf(sample({ fully_vaccinated: null })).fully_vaccinated).toBe('validation.required');
  });
  it('address not chosen', () => {
    expect(errorsOf(sample({ address: null })).address).toBe('Address must include a valid postal code');
  });
  it('declaration must be ticked', () => {
    expect(errorsOf(sample({ declaration: false })).declaration).toBe('validation.required');
  });
  it('signature must be a drawn PNG data URL', () => {
    expect(errorsOf(sample({ signature: '' })).signature).toBe('validation.signatureRequired');
    expect(errorsOf(sample({ signature: 'data:image/png;base64,' })).signature).toBe('validation.signatureRequired');
    expect(errorsOf(sample({ signature: 'data:image/jpeg;base64,AAAA' })).signature).toBe(
      'validation.signatureRequired',
    );
  });
  it('an empty form lists the fields of each step', () => {
    const e = emptyRegistrationForm();
    expect(Object.keys(stepErrors(0, e)).sort()).toEqual([
      'earliest_availability',
      'fully_vaccinated',
      'position_applied',
      'where_know_us',
    ]);
    expect(Object.keys(stepErrors(4, e)).sort()).toEqual(['declaration', 'signature']);
    expect(stepErrors(3, e)).toEqual({});
  });
  it('enumerations refuse unknown values (validation.invalid)', () => {
    expect(errorsOf(sample({ gender: 'Other' })).gender).toBe('validation.invalid');
    expect(errorsOf(sample({ position_applied: 'CEO' })).position_applied).toBe('validation.invalid');
    expect(errorsOf(sample({ bank_name: 'Maybank' })).bank_name).toBe('validation.invalid');
    expect(errorsOf(sample({ highest_education: 'Kindergarten' })).highest_education).toBe('validation.invalid');
    expect(errorsOf(sample({ highest_education: '' }))).toEqual({});
  });
});

describe('formats', () => {
  it('e-mail', () => {
    expect(errorsOf(sample({ contact_email: 'not-an-email' })).contact_email).toBe('validation.email');
    expect(errorsOf(sample({ contact_email: 'a@b' })).contact_email).toBe('validation.email');
  });
  it.each(['71234567', '9123456', '912345678', '9123456a', '+6591234567'])('phone %s refused', (p) => {
    expect(errorsOf(sample({ contact_number: p })).contact_number).toBe('validation.pattern.phone');
  });
  it('phone with a space is accepted', () => {
    expect(errorsOf(sample({ contact_number: '9123 4567' }))).toEqual({});
    expect(schemas.registrationFormSchema.parse(sample({ contact_number: '9123 4567' })).contact_number).toBe(
      '91234567',
    );
  });
  it('kin contact: pattern and max length 8', () => {
    expect(errorsOf(sample({ kin_contact: '61234567' })).kin_contact).toBe('validation.pattern.phone');
    expect(errorsOf(sample({ kin_contact: '812345678' })).kin_contact).toBe('validation.maxLength');
  });
  it('bank account max length 15 (Trust Bank takes 7 to 15 digits)', () => {
    expect(errorsOf(sample({ bank_name: 'Trust Bank', bank_acc: '123456789012345' }))).toEqual({});
    expect(errorsOf(sample({ bank_name: 'Trust Bank', bank_acc: '1234567890123456' })).bank_acc).toBe('validation.maxLength');
  });
  it('bank account: digits only, the bank\'s lengths (issue #26 item 5)', () => {
    expect(errorsOf(sample({ bank_name: 'UOB', bank_acc: '910-203 1012' }))).toEqual({});
    expect(schemas.registrationFormSchema.parse(sample({ bank_name: 'UOB', bank_acc: '910-203 1012' })).bank_acc).toBe('9102031012');
    expect(errorsOf(sample({ bank_name: 'UOB', bank_acc: '91020310123' })).bank_acc).toBe('validation.bankAcc.length.10');
    expect(errorsOf(sample({ bank_name: 'DBS/POSB', bank_acc: '084102395' }))).toEqual({});
    expect(errorsOf(sample({ bank_name: 'HSBC', bank_acc: '1461720024' })).bank_acc).toBe('validation.bankAcc.length.9_12');
    for (const bad of ['=1+1', "' OR '1'='1", 'NaN', '1234😀56789', '一二三四五六七八九十']) {
      expect(errorsOf(sample({ bank_name: 'OCBC', bank_acc: bad })).bank_acc).toBe('validation.bankAcc.digits');
    }
    // the step shows the same message as the whole form
    expect(stepErrors(2, sample({ bank_name: 'UOB', bank_acc: '123' })).bank_acc).toBe('validation.bankAcc.length.10');
  });
  it('postal code digits', () => {
    expect(errorsOf(sample({ postal_code: '56012' }))).toEqual({});
    expect(errorsOf(sample({ postal_code: 'S560123' })).postal_code).toBe('validation.pattern.postal');
  });
  it('address outside SG/MY or without postal code', () => {
    const a = sample().address!;
    expect(errorsOf(sample({ address: { ...a, country_code: 'ID' as 'SG' } })).address).toBe(
      'Address must include a valid postal code',
    );
    expect(errorsOf(sample({ address: { ...a, postal_code: '' } })).address).toBe(
      'Address must include a valid postal code',
    );
  });
  it('dates: DD/MM/YYYY, yyyy-mm-dd accepted, anything else validation.date.invalid', () => {
    expect(errorsOf(sample({ earliest_availability: '2026-03-20' }))).toEqual({});
    expect(errorsOf(sample({ earliest_availability: '31/02/2026' })).earliest_availability).toBe(
      'validation.date.invalid',
    );
    expect(errorsOf(sample({ date_of_birth: 'yesterday' })).date_of_birth).toBe('validation.date.invalid');
    expect(errorsOf(sample({ date_grad: '13/13/2020' })).date_grad).toBe('validation.date.invalid');
  });
});

describe('ID numbers', () => {
  it('NRIC checksum and prefix', () => {
    expect(errorsOf(sample({ id_type: 'NRIC', id_number: 'S1234567A' })).id_number).toBe('validation.invalid.nric');
    expect(errorsOf(sample({ id_type: 'NRIC', id_number: 'S123' })).id_number).toBe('validation.pattern.id');
    expect(errorsOf(sample({ id_type: 'NRIC', id_number: 'F1234567N' })).id_number).toBe('validation.pattern.id');
    expect(errorsOf(sample({ id_type: 'NRIC', id_number: 't0123456g' }))).toEqual({});
  });
  it('FIN checksum, F/G/M series', () => {
    for (const id of ['F1234567N', 'G1234567X', 'M1234567K'])
      expect(errorsOf(sample({ id_type: 'FIN', id_number: id }))).toEqual({});
    expect(errorsOf(sample({ id_type: 'FIN', id_number: 'G1234567N' })).id_number).toBe('validation.invalid.nric');
    expect(errorsOf(sample({ id_type: 'FIN', id_number: 'S1234567D' })).id_number).toBe('validation.pattern.id');
  });
  it('other ID types have no check', () => {
    expect(errorsOf(sample({ id_type: 'MY_IC', id_number: '900101-14-5678' }))).toEqual({});
    expect(
      errorsOf(sample({ id_type: 'Passport', id_number: 'e1234567', passport_expiry: displayDaysFrom(now, 400) })),
    ).toEqual({});
  });
});

describe('age and date limits', () => {
  it('14 years 364 days: validation.age.too_young', () => {
    expect(errorsOf(sample({ date_of_birth: displayYearsAgo(now, 15, 1) })).date_of_birth).toBe(
      'validation.age.too_young',
    );
  });
  it('exactly 15 and 15 years 1 day: accepted', () => {
    expect(errorsOf(sample({ date_of_birth: displayYearsAgo(now, 15) }))).toEqual({});
    expect(errorsOf(sample({ date_of_birth: displayYearsAgo(now, 15, -1) }))).toEqual({});
  });
  it('date of birth cannot be after today', () => {
    expect(errorsOf(sample({ date_of_birth: displayDaysFrom(now, 1) })).date_of_birth).toBe('validation.date.max');
  });
  it.each(['earliest_availability', 'cert_expired', 'passport_expiry'] as const)(
    '%s: today allowed, yesterday validation.date.min',
    (f) => {
      const extra = f === 'passport_expiry' ? { id_type: 'Passport', id_number: 'E1234567' } : {};
      expect(errorsOf(sample({ ...extra, [f]: displayDaysFrom(now, 0) }))).toEqual({});
      expect(errorsOf(sample({ ...extra, [f]: displayDaysFrom(now, -1) }))[f]).toBe('validation.date.min');
    },
  );
  it('a clock just after midnight in Singapore moves "today"', () => {
    const late = createRegistrationSchemas(() => new Date('2026-03-05T16:00:00Z')); // 06/03 00:00 SGT
    const r = late.registrationFormSchema.safeParse(sample({ earliest_availability: '05/03/2026' }));
    expect(r.success ? {} : issuesByPath(r.error.issues)).toEqual({ earliest_availability: 'validation.date.min' });
  });
});

describe('conditional rules', () => {
  it('Singapore PR requires pr_start_date; others clear it', () => {
    expect(errorsOf(sample({ nationality: 'Singapore PR', pr_start_date: '' })).pr_start_date).toBe(
      'validation.required',
    );
    const pr = schemas.registrationFormSchema.parse(
      sample({ nationality: 'Singapore PR', pr_start_date: '01/01/2015' }),
    );
    expect(pr.pr_start_date).toBe('2015-01-01');
    const sg = schemas.registrationFormSchema.parse(
      sample({ nationality: 'Singaporean', pr_start_date: '01/01/2015' }),
    );
    expect(sg.pr_start_date).toBeNull();
  });
  it('Passport requires passport_expiry', () => {
    expect(errorsOf(sample({ id_type: 'Passport', id_number: 'E1234567', passport_expiry: '' })).passport_expiry).toBe(
      'validation.required',
    );
  });
  it('relatives in company require their details; details cleared otherwise', () => {
    expect(errorsOf(sample({ relatives_in_company: 1, relatives_info: '' })).relatives_info).toBe(
      'validation.required',
    );
    expect(errorsOf(sample({ relatives_in_company: 1, relatives_info: 'My aunt, Tan Siew Lan, packing' }))).toEqual({});
    expect(
      schemas.registrationFormSchema.parse(sample({ relatives_in_company: 0, relatives_info: 'x' })).relatives_info,
    ).toBe('');
    expect(errorsOf(sample({ relatives_in_company: null })).relatives_in_company).toBe('validation.required');
  });
  it('medication requires its details', () => {
    const qna = { ...sample().qna, medication: 1 as const, medication_details: '' };
    expect(errorsOf(sample({ qna }))['qna.medication_details']).toBe('validation.required');
    expect(stepErrors(4, sample({ qna }))['qna.medication_details']).toBe('validation.required');
    expect(errorsOf(sample({ qna: { ...qna, medication_details: 'Inhaler for asthma' } }))).toEqual({});
    expect(errorsOf(sample({ qna: { ...qna, any_illness: null } }))['qna.any_illness']).toBe('validation.required');
  });
  it.each(POSITIONS.filter((p) => !(CERT_OPTIONAL_POSITIONS as readonly string[]).includes(p)))(
    'certificate and expiry required for %s',
    (position) => {
      const e = errorsOf(sample({ position_applied: position, cert: null, cert_expired: '' }));
      expect(e).toEqual({ cert: 'validation.required', cert_expired: 'validation.required' });
      // the step-2 schema reads the position of step 0
      expect(stepErrors(2, sample({ position_applied: position, cert: null, cert_expired: '' }))).toEqual(e);
    },
  );
  it.each(CERT_OPTIONAL_POSITIONS)('certificate optional for %s', (position) => {
    expect(errorsOf(sample({ position_applied: position, cert: null, cert_expired: '' }))).toEqual({});
    expect(stepErrors(2, sample({ position_applied: position, cert: null, cert_expired: '' }))).toEqual({});
  });
  it('certificate type and size', () => {
    expect(errorsOf(sample({ cert: { name: 'c.docx', type: 'application/msword', size: 10 } })).cert).toBe(
      'validation.file.type',
    );
    expect(errorsOf(sample({ cert: { name: 'c.png', type: 'image/png', size: 11 * 1024 * 1024 } })).cert).toBe(
      'validation.file.tooLarge',
    );
  });
});

describe('work experience', () => {
  it('an untouched first entry is fine and dropped from the output', () => {
    const v = sample({ working_exps: [emptyWorkExp()] });
    expect(errorsOf(v)).toEqual({});
    expect(schemas.registrationFormSchema.parse(v).working_exps).toEqual([]);
  });
  it('a partly filled entry marks every missing field', () => {
    const e = errorsOf(sample({ working_exps: [{ ...emptyWorkExp(), previous_company_name: 'ABC Pte Ltd' }] }));
    expect(e).toEqual({
      'working_exps.0.position': 'validation.workExp.incomplete',
      'working_exps.0.date_start': 'validation.workExp.incomplete',
      'working_exps.0.date_left': 'validation.workExp.incomplete',
      'working_exps.0.reason_for_leaving': 'validation.workExp.incomplete',
    });
  });
  it('second entry checked too; complete entries converted', () => {
    const good = sample().working_exps[0]!;
    const e = errorsOf(sample({ working_exps: [good, { ...good, reason_for_leaving: '' }] }));
    expect(e).toEqual({ 'working_exps.1.reason_for_leaving': 'validation.workExp.incomplete' });
    const out = schemas.registrationFormSchema.parse(sample({ working_exps: [good] })).working_exps;
    expect(out[0]!.date_start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  it('bad dates inside an entry', () => {
    const good = sample().working_exps[0]!;
    expect(errorsOf(sample({ working_exps: [{ ...good, date_left: '32/01/2020' }] }))['working_exps.0.date_left']).toBe(
      'validation.date.invalid',
    );
  });
  it('at least one entry is kept', () => {
    expect(errorsOf(sample({ working_exps: [] })).working_exps).toBe('validation.workExp.min');
  });
});

describe('steps', () => {
  it('every field belongs to exactly one step', () => {
    const all = STEP_FIELDS.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(Object.keys(emptyRegistrationForm()).sort());
    expect(stepOfField('working_exps.0.position')).toBe(3);
    expect(stepOfField('qna.medication_details')).toBe(4);
    expect(stepOfField('nope')).toBe(-1);
  });
  it('a step reports only its own fields', () => {
    const v = sample({ client_name: '', kin_name: '' });
    expect(stepErrors(0, v)).toEqual({});
    expect(stepErrors(1, v)).toEqual({ client_name: 'validation.required' });
    expect(stepErrors(2, v)).toEqual({ kin_name: 'validation.required' });
  });
  it('cross-field issues show on the first Next even when every other field of the step is empty', () => {
    const blank = sample({});
    for (const k of STEP_FIELDS[1]) (blank as Record<string, unknown>)[k] = k === 'address' ? null : '';
    const e = stepErrors(1, {
      ...blank,
      id_type: 'NRIC',
      id_number: 'S1234567A',
      nationality: 'Singapore PR',
      pr_start_date: '',
    });
    expect(e).toMatchObject({
      client_name: 'validation.required',
      id_number: 'validation.invalid.nric',
      pr_start_date: 'validation.required',
      address: expect.any(String),
    });
    const c = stepErrors(2, {
      ...sample({ cert: 'not a file' as never, kin_name: '' }),
      position_applied: 'Promoter',
      cert_expired: '',
    });
    expect(c).toMatchObject({
      cert: 'validation.file.type',
      kin_name: 'validation.required',
      cert_expired: 'validation.required',
    });
    const base = sample({});
    const q = stepErrors(4, {
      ...base,
      qna: { ...base.qna, any_illness: undefined as never, medication: 1, medication_details: '' },
    });
    expect(q).toMatchObject({
      'qna.any_illness': 'validation.required',
      'qna.medication_details': 'validation.required',
    });
  });
  it('cross-field issues show together with field issues', () => {
    const e = stepErrors(1, sample({ client_name: '', nationality: 'Singapore PR', pr_start_date: '' }));
    expect(e).toEqual({ client_name: 'validation.required', pr_start_date: 'validation.required' });
  });
});
