import { useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import { useErrorText, fieldId } from './fields.tsx';
import { useI18n } from './i18n.tsx';
import { formatBytes } from './date-input.ts';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The certificate file (kept in the form as a File; checked by the shared schema, then by the server by content). */
export function CertUpload({ required }: { required: boolean }) {
  const { t } = useI18n();
  const { control } = useFormContext<RegistrationFormValues>();
  const { field, fieldState } = useController({ name: 'cert', control });
  const error = useErrorText(fieldState.error?.message);
  const input = useRef<HTMLInputElement | null>(null);
  const id = fieldId('cert');
  const file = field.value as File | null;
  const describedBy = `${id}-help`;

  return (
    <FormControl error={Boolean(error)} required={required} sx={{ mb: 2, display: 'block' }}>
      <FormLabel htmlFor={id} sx={{ color: 'text.primary', display: 'block', mb: 1 }}>
        {t('fields.cert')}
      </FormLabel>
      <input
        ref={(el) => {
          input.current = el;
          field.ref(el);
        }}
        id={id}
        name="cert"
        type="file"
        accept={ACCEPT}
        className="reg-sr-only"
        tabIndex={-1}
        aria-describedby={describedBy}
        aria-invalid={Boolean(error)}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          field.onChange(chosen);
          field.onBlur();
        }}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          aria-label={`${t('actions.chooseFile')}: ${t('fields.cert')}${required ? ` (${t('hints.required')})` : ''}`}
          aria-describedby={describedBy}
        >
          {t('actions.chooseFile')}
        </Button>
        {file && (
          <Button
            variant="text"
            color="inherit"
            onClick={() => {
              field.onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            {t('actions.removeFile')}
          </Button>
        )}
      </div>
      <FormHelperText id={describedBy} component="div">
        {file && <div>{t('hints.certSelected', { name: file.name, size: formatBytes(file.size) })}</div>}
        <div>{error ?? (required ? t('hints.certTypes') : `${t('hints.certTypes')} · ${t('hints.certOptional')}`)}</div>
      </FormHelperText>
    </FormControl>
  );
}
