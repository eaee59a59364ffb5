import { QNA_KEYS, type QnaKey } from '@wf/shared/enums/registration';
import type { RegistrationFormValues, YesNo } from '@wf/shared/contracts/registration/registration-form';

/**
 * The empty form, without loading the validation code. It mirrors the shared
 * emptyRegistrationForm() (registration-form.ts), which lives in a module that also builds the
 * zod schemas at load time; importing it would put zod into the page's first download. The
 * validation code loads on the applicant's first interaction instead. form-defaults.test.ts fails
 * if the two ever differ.
 */
export function initialFormValues(): RegistrationFormValues {
  const qna = Object.fromEntries(QNA_KEYS.map((k) => [k, 0])) as Record<QnaKey, YesNo>;
  return {
    where_know_us: '',
    type_of_employment: 'Part-Timer',
    position_applied: '',
    earliest_availability: '',
    fully_vaccinated: null,
    client_name: '',
    contact_email: '',
    contact_number: '',
    date_of_birth: '',
    gender: '',
    nationality: '',
    pr_start_date: '',
    id_type: '',
    id_number: '',
    passport_expiry: '',
    place_of_birth: '',
    race: '',
    religion: '',
    marital_status: '',
    residential_address: '',
    postal_code: '',
    address: null,
    cert: null,
    cert_expired: '',
    kin_name: '',
    kin_contact: '',
    bank_name: '',
    bank_acc: '',
    working_exps: [{ previous_company_name: '', position: '', date_start: '', date_left: '', reason_for_leaving: '' }],
    highest_education: '',
    school: '',
    country: '',
    date_start: '',
    date_grad: '',
    high_standard: '',
    relatives_in_company: 0,
    relatives_info: '',
    qna: { ...qna, medication_details: '' },
    declaration: false,
    signature: '',
  };
}
