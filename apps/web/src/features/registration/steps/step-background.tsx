import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import { HIGH_STANDARDS, HIGHEST_EDUCATION } from '@wf/shared/enums/registration';
import {
  emptyWorkExp,
  WORK_EXPS_MAX,
  type RegistrationFormValues,
} from '@wf/shared/contracts/registration/registration-form';
import { useI18n } from '../i18n.tsx';
import { DateInput, SelectInput, TextInput, YesNoInput } from '../fields.tsx';

/** Step 3: working experience (repeatable, the first entry stays), education, relatives in the company. */
export function StepBackground() {
  const { t } = useI18n();
  const { control } = useFormContext<RegistrationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'working_exps' });
  const relatives = useWatch<RegistrationFormValues, 'relatives_in_company'>({ name: 'relatives_in_company' });

  return (
    <>
      <h3 className="reg-section-title">{t('sections.experience')}</h3>
      <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.7)' }}>{t('hints.experienceOptional')}</p>
      {fields.map((f, i) => (
        <fieldset key={f.id} className="reg-fieldset" style={{ marginBottom: 12 }}>
          <legend className="reg-section-title" style={{ fontSize: '1rem', padding: 0 }}>
            {t('sections.experienceItem', { n: i + 1 })}
          </legend>
          <div className="reg-grid">
            <TextInput name={`working_exps.${i}.previous_company_name`} label={t('fields.previous_company_name')} />
            <TextInput name={`working_exps.${i}.position`} label={t('fields.position')} />
            <DateInput name={`working_exps.${i}.date_start`} label={t('fields.date_start')} />
            <DateInput name={`working_exps.${i}.date_left`} label={t('fields.date_left')} />
            <div className="reg-wide">
              <TextInput name={`working_exps.${i}.reason_for_leaving`} label={t('fields.reason_for_leaving')} />
            </div>
          </div>
          {i > 0 && (
            <Button color="error" variant="text" onClick={() => remove(i)} sx={{ mb: 1 }}>
              {t('actions.removeExperience', { n: i + 1 })}
            </Button>
          )}
        </fieldset>
      ))}
      {fields.length < WORK_EXPS_MAX && (
        <Button variant="outlined" onClick={() => append(emptyWorkExp(), { shouldFocus: true })} sx={{ mb: 3 }}>
          {t('actions.addExperience')}
        </Button>
      )}

      <h3 className="reg-section-title">{t('sections.education')}</h3>
      <div className="reg-grid">
        <SelectInput name="highest_education" options={HIGHEST_EDUCATION} group="highest_education" />
        <SelectInput name="high_standard" options={HIGH_STANDARDS} group="high_standard" />
        <TextInput name="school" />
        <TextInput name="country" autoComplete="off" />
        <DateInput name="date_start" label={t('fields.edu_date_start')} />
        <DateInput name="date_grad" />
      </div>

      <h3 className="reg-section-title">{t('sections.relatives')}</h3>
      <YesNoInput name="relatives_in_company" required />
      {relatives === 1 && <TextInput name="relatives_info" required multiline maxLength={500} />}
    </>
  );
}
