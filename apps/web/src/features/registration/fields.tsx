import type { ChangeEvent, ReactNode } from 'react';
import { useController, useFormContext, type FieldPath } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import NativeSelect from '@mui/material/NativeSelect';
import { normalizeDateInput } from '@wf/shared/domain/registration/dates';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import { useI18n } from './i18n.tsx';
import { maskDateInput } from './date-input.ts';

/*
 * Form fields of the registration page, built from FormControl + InputLabel + OutlinedInput +
 * FormHelperText rather than TextField: TextField also pulls in Select, Menu, Popover and Modal,
 * which this page does not need before the applicant interacts (the 200 KB budget).
 */

export type FieldName = FieldPath<RegistrationFormValues>;

/** DOM id of a field ('working_exps.0.position' -> 'reg-working_exps-0-position'). */
export const fieldId = (name: string): string => `reg-${name.replace(/\./g, '-')}`;

/** An error message of the shared schemas is a key ('validation.required') or a literal text. */
export function useErrorText(message: string | undefined): string | undefined {
  const { t } = useI18n();
  return message ? t(message) : undefined;
}

interface BaseProps {
  name: FieldName;
  /** Defaults to t('fields.<name>'). */
  label?: string;
  required?: boolean;
  hint?: ReactNode;
}

type FrameProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  shrink?: boolean;
  children: ReactNode;
};

const fieldSx = { mb: 2 } as const;
/** The yes / no answers' values (options.yesNo holds their text). */
const YES = '1';
const NO = '0';
const YES_NO = 'yesNo';

/** Label, input and helper text wired together (label for, aria-describedby). */
export function FieldFrame({ id, label, required, error, hint, shrink, children }: FrameProps) {
  return (
    <FormControl fullWidth required={required} error={Boolean(error)} sx={fieldSx}>
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      {children}
      {(error || hint) && <FormHelperText id={`${id}-helper-text`}>{error ?? hint}</FormHelperText>}
    </FormControl>
  );
}

type TextProps = BaseProps & {
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'decimal';
  autoComplete?: string;
  type?: string;
  maxLength?: number;
  multiline?: boolean;
  /** Applied to every change (e.g. upper-casing the ID number). */
  transform?: (value: string) => string;
  autoCapitalize?: string;
};

export function TextInput({
  name,
  label,
  required,
  hint,
  inputMode,
  autoComplete,
  type,
  maxLength,
  multiline,
  transform,
  autoCapitalize,
}: TextProps) {
  const { t } = useI18n();
  const { control } = useFormContext<RegistrationFormValues>();
  const { field, fieldState } = useController({ name, control });
  const error = useErrorText(fieldState.error?.message);
  const id = fieldId(name);
  const text = label ?? t(`fields.${name}`);
  return (
    <FieldFrame id={id} label={text} required={required} error={error} hint={hint}>
      <OutlinedInput
        id={id}
        name={field.name}
        inputRef={field.ref}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
          field.onChange(transform ? transform(e.target.value) : e.target.value)
        }
        onBlur={field.onBlur}
        label={text}
        type={type}
        autoComplete={autoComplete ?? 'off'}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        inputProps={{
          inputMode,
          maxLength,
          autoCapitalize,
          'aria-describedby': error || hint ? `${id}-helper-text` : undefined,
        }}
      />
    </FieldFrame>
  );
}

/** A date typed as DD/MM/YYYY with a numeric keypad; yyyy-mm-dd (e.g. pasted) is converted on blur. */
export function DateInput({ name, label, required, hint }: BaseProps) {
  const { t } = useI18n();
  const { control } = useFormContext<RegistrationFormValues>();
  const { field, fieldState } = useController({ name, control });
  const error = useErrorText(fieldState.error?.message);
  const value = (field.value as string | undefined) ?? '';
  const id = fieldId(name);
  const text = label ?? t(`fields.${name}`);
  return (
    <FieldFrame id={id} label={text} required={required} error={error} hint={hint ?? t('hints.date')} shrink>
      <OutlinedInput
        id={id}
        name={field.name}
        inputRef={field.ref}
        value={value}
        onChange={(e) => field.onChange(maskDateInput(e.target.value))}
        onBlur={() => {
          const normalized = normalizeDateInput(value);
          if (normalized && normalized !== value) field.onChange(normalized);
          field.onBlur();
        }}
        label={text}
        notched
        placeholder={t('hints.datePlaceholder')}
        autoComplete="off"
        inputProps={{ inputMode: 'numeric', maxLength: 10, 'aria-describedby': `${id}-helper-text` }}
      />
    </FieldFrame>
  );
}

/** A native select: the phone's own picker, and no menu code to download. */
export function SelectInput({
  name,
  label,
  required,
  hint,
  options,
  group,
}: BaseProps & { options: readonly string[]; group: string }) {
  const { t, opt } = useI18n();
  const { control } = useFormContext<RegistrationFormValues>();
  const { field, fieldState } = useController({ name, control });
  const error = useErrorText(fieldState.error?.message);
  const id = fieldId(name);
  const text = label ?? t(`fields.${name}`);
  return (
    <FieldFrame id={id} label={text} required={required} error={error} hint={hint} shrink>
      <NativeSelect
        input={<OutlinedInput label={text} notched inputRef={field.ref} />}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        inputProps={{ id, name: field.name, 'aria-describedby': error || hint ? `${id}-helper-text` : undefined }}
      >
        <option value="">{t('options.placeholder')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {opt(group, o)}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}

/** A yes/no question stored as 1 / 0 (null until answered). */
export function YesNoInput({ name, label, required }: BaseProps) {
  const { t, opt } = useI18n();
  const { control } = useFormContext<RegistrationFormValues>();
  const { field, fieldState } = useController({ name, control });
  const error = useErrorText(fieldState.error?.message);
  const id = fieldId(name);
  const value = field.value as 0 | 1 | null | undefined;
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required} sx={{ mb: 2, display: 'block' }}>
      <FormLabel
        component="legend"
        id={`${id}-label`}
        sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}
      >
        {label ?? t(`fields.${name}`)}
      </FormLabel>
      {/* Native radios (registration.css): MUI's Radio brings its ripple code to the page's first load. */}
      <div
        role="radiogroup"
        className="reg-radios"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {[YES, NO].map((v) => (
          <label key={v} className="reg-radio">
            <input
              type="radio"
              name={field.name}
              value={v}
              checked={value !== null && value !== undefined && String(value) === v}
              onChange={() => field.onChange(Number(v) as 0 | 1)}
              onBlur={field.onBlur}
              ref={v === YES ? field.ref : undefined}
              aria-invalid={error ? true : undefined}
            />
            <span>{opt(YES_NO, v)}</span>
          </label>
        ))}
      </div>
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
