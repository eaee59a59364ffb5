import { lazy, Suspense } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { QNA_KEYS } from '@wf/shared/enums/registration';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import { useI18n } from '../i18n.tsx';
import { TextInput, YesNoInput, fieldId, useErrorText } from '../fields.tsx';

const SignatureField = lazy(() => import('../signature-field.tsx').then((m) => ({ default: m.SignatureField })));

/** Step 4: health and integrity questions, declaration, signature. */
export function StepDeclaration({ disabled }: { disabled: boolean }) {
  const { t } = useI18n();
  const medication = useWatch<RegistrationFormValues, 'qna.medication'>({ name: 'qna.medication' });

  return (
    <>
      <h3 className="reg-section-title">{t('sections.health')}</h3>
      <p style={{ marginTop: 0, color: 'rgba(0,0,0,0.7)' }}>{t('hints.qnaIntro')}</p>
      {QNA_KEYS.map((k) => (
        <div key={k}>
          <YesNoInput name={`qna.${k}`} label={t(`qna.${k}`)} required />
          {k === 'medication' && medication === 1 && (
            <TextInput
              name="qna.medication_details"
              label={t('fields.medication_details')}
              required
              multiline
              maxLength={500}
            />
          )}
        </div>
      ))}

      <h3 className="reg-section-title">{t('sections.declaration')}</h3>
      <Declaration />

      <h3 className="reg-section-title">{t('sections.signature')}</h3>
      <Suspense
        fallback={
          <div
            className="reg-signature"
            style={{ aspectRatio: '5 / 2', background: '#fff', border: '2px solid #8a949e', borderRadius: 8 }}
          />
        }
      >
        <SignatureField disabled={disabled} />
      </Suspense>
    </>
  );
}

function Declaration() {
  const { t } = useI18n();
  const { control } = useFormContext<RegistrationFormValues>();
  const { field, fieldState } = useController({ name: 'declaration', control });
  const error = useErrorText(fieldState.error?.message);
  const id = fieldId('declaration');
  return (
    <FormControl error={Boolean(error)} required sx={{ mb: 2, display: 'block' }}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            id={id}
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            sx={{ mt: -1 }}
            slotProps={{
              input: { ref: field.ref, 'aria-describedby': error ? `${id}-error` : undefined, 'aria-required': true },
            }}
          />
        }
        label={t('fields.declaration')}
      />
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
