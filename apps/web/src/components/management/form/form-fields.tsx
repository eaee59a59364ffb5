import type { ReactElement, ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldErrors,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { errorText, messageText } from '../list/list-tools.tsx';
import { useMessageText, useT, type TFunction } from '../../../lib/i18n/index.ts';
import { MoneyField } from './money-field.tsx';
import { DateField, type DateFieldProps } from '../../date-field.tsx';

/**
 * The error message of a form field (a dotted path such as "contacts.0.email"), as text in the
 * language of `t`.
 */
export function fieldErrorText(errors: FieldErrors, name: string, t: TFunction): string | undefined {
  let e: unknown = errors;
  for (const p of name.split('.')) e = (e as Record<string, unknown> | undefined)?.[p];
  return messageText(t, (e as { message?: string } | undefined)?.message);
}

/** Turns a field's text into its form value. */
export const asText = (text: string) => text;
/** Empty text is null (optional dates, ids). */
export const emptyAsNull = (text: string) => text || null;
/** A number; empty text is null. */
export const numberOrNull = (text: string) => (text === '' ? null : Number(text));
/** A number; empty text is undefined (the contract's default applies). */
export const numberOrUndefined = (text: string) => (text === '' ? undefined : Number(text));

type FieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /** The helper text while the field has no error. */
  hint?: ReactNode;
};

type FieldRest = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'>;

/** A form field with its error message (a shared contract key, as text) in place of the hint. */
function ErrorField<T extends FieldValues>({
  control,
  name,
  hint,
  render,
}: FieldProps<T> & {
  render(field: ControllerRenderProps<T, Path<T>>, shown: { error: boolean; helperText: ReactNode }): ReactElement;
}) {
  const text = useMessageText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => {
        // Not before the field is touched or the form sent: a new row (appended to a field array,
        // which the form validates at once) or a new form shows no "Required" yet.
        const shown = fieldState.isTouched || formState.isSubmitted || fieldState.error?.type === 'server';
        const error = shown ? text(fieldState.error?.message) : undefined;
        return render(field, { error: Boolean(error), helperText: error ?? hint });
      }}
    />
  );
}

/**
 * A text field (or select, with MenuItem children) of a react-hook-form form: an empty value shows
 * as '', and the field's error message replaces the hint.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  hint,
  parse = asText,
  onText,
  ...rest
}: FieldProps<T> & {
  /** The form value of the typed text; the text itself by default. */
  parse?(text: string): unknown;
  /** After the form has the value: what else the change does. */
  onText?(text: string): void;
} & FieldRest) {
  return (
    <ErrorField
      control={control}
      name={name}
      hint={hint}
      render={(field, shown) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          onChange={(e) => {
            field.onChange(parse(e.target.value));
            onText?.(e.target.value);
          }}
          {...shown}
          {...rest}
        />
      )}
    />
  );
}

/** An SGD amount of a form, kept as integer cents (MoneyField). */
export function FormMoneyField<T extends FieldValues>({ control, name, hint, ...rest }: FieldProps<T> & FieldRest) {
  return (
    <ErrorField
      control={control}
      name={name}
      hint={hint}
      render={(field, shown) => (
        <MoneyField
          value={field.value as number | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...shown}
          {...rest}
        />
      )}
    />
  );
}

/**
 * A date of a form (DateField: typed DD/MM/YYYY or picked from a calendar), kept as an ISO date or
 * null; an impossible typed date reaches the contract as INVALID_DATE and is refused there.
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  hint,
  onDate,
  ...rest
}: FieldProps<T> & {
  /** After the form has the value: what else the change does. */
  onDate?(value: string | null): void;
} & Omit<DateFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'>) {
  return (
    <ErrorField
      control={control}
      name={name}
      hint={hint}
      render={(field, shown) => (
        <DateField
          name={field.name}
          inputRef={field.ref}
          value={field.value as string | null}
          onChange={(v) => {
            field.onChange(v);
            onDate?.(v);
          }}
          onBlur={field.onBlur}
          {...shown}
          {...rest}
        />
      )}
    />
  );
}

/**
 * What a page shows while the record it needs loads: a spinner, or the load error; null once the
 * record is there (or when none is needed, e.g. a create page).
 */
export function recordLoadState(
  query: { isPending: boolean; isError: boolean; error: unknown },
  loadingLabel: string,
  needed = true,
): ReactElement | null {
  if (needed && query.isPending) return <CircularProgress sx={{ m: 4 }} aria-label={loadingLabel} />;
  if (needed && query.isError) return <RecordLoadError error={query.error} />;
  return null;
}

function RecordLoadError({ error }: { error: unknown }) {
  const { t } = useT();
  return (
    <Alert severity="error" sx={{ m: 4 }}>
      {errorText(error, t)}
    </Alert>
  );
}
