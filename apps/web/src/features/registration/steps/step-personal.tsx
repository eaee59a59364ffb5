import { useWatch } from 'react-hook-form';
import OutlinedInput from '@mui/material/OutlinedInput';
import { GENDERS, ID_TYPES, MARITAL_STATUSES, NATIONALITIES, RACES, RELIGIONS } from '@wf/shared/enums/registration';
import { deriveAge } from '@wf/shared/domain/registration/age';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import { useI18n } from '../i18n.tsx';
import { DateInput, FieldFrame, SelectInput, TextInput } from '../fields.tsx';
import { Notice } from '../notice.tsx';
import { AddressField } from '../address-field.tsx';

const digitsOnly = (v: string) => v.replace(/\D/g, '');
const upper = (v: string) => v.toUpperCase();

/** Step 1: personal details, identity and address. */
export function StepPersonal() {
  const { t } = useI18n();
  const [dob, nationality, idType] = useWatch<RegistrationFormValues, ['date_of_birth', 'nationality', 'id_type']>({
    name: ['date_of_birth', 'nationality', 'id_type'],
  });
  const derived = deriveAge(dob ?? '');
  const age = derived && derived.age >= 0 ? derived.age : null;

  return (
    <>
      <h3 className="reg-section-title">{t('sections.personal')}</h3>
      <div className="reg-grid">
        <div className="reg-wide">
          <TextInput name="client_name" required autoComplete="name" />
        </div>
        <TextInput
          name="contact_email"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={t('hints.email')}
        />
        <TextInput
          name="contact_number"
          required
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={8}
          transform={digitsOnly}
          hint={t('hints.phone')}
        />
        <DateInput name="date_of_birth" required />
        <FieldFrame id="reg-age" label={t('fields.age')} hint={t('hints.ageAuto')} shrink>
          <OutlinedInput
            id="reg-age"
            label={t('fields.age')}
            notched
            value={age ?? ''}
            readOnly
            inputProps={{ 'aria-describedby': 'reg-age-helper-text' }}
          />
        </FieldFrame>
        {derived?.requiresDocument && (
          <div className="reg-wide">
            <Notice severity="info" role="status">
              {t('hints.requiresDocument')}
            </Notice>
          </div>
        )}
        <SelectInput name="gender" options={GENDERS} group="gender" required />
        <TextInput name="place_of_birth" required />
        <SelectInput name="race" options={RACES} group="race" required />
        <SelectInput name="religion" options={RELIGIONS} group="religion" required />
        <SelectInput name="marital_status" options={MARITAL_STATUSES} group="marital_status" required />
      </div>

      <h3 className="reg-section-title">{t('sections.identity')}</h3>
      <div className="reg-grid">
        <SelectInput name="nationality" options={NATIONALITIES} group="nationality" required />
        {nationality === 'Singapore PR' ? <DateInput name="pr_start_date" required /> : <div aria-hidden="true" />}
        <SelectInput name="id_type" options={ID_TYPES} group="id_type" required />
        <TextInput
          name="id_number"
          required
          transform={upper}
          autoCapitalize="characters"
          autoComplete="off"
          hint={idType === 'NRIC' || idType === 'FIN' ? t('hints.idNumber') : undefined}
        />
        {idType === 'Passport' && <DateInput name="passport_expiry" required />}
      </div>

      <h3 className="reg-section-title">{t('sections.address')}</h3>
      <AddressField />
    </>
  );
}
