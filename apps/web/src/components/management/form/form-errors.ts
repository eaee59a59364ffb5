import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api.ts';
import type { TFunction } from '../../../lib/i18n/index.ts';

/**
 * Puts the server's field errors ({fields: {'positions.0.payRateCents': 'validation.min'}}) on
 * the form fields as their keys (the field translates them at render: form-fields.tsx). Answers
 * the message to show above the form (null when every error found a field).
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  known: (name: string) => boolean,
  t: TFunction,
): string | null {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : t('common.somethingWrong');
  const fields = err.fields ?? {};
  let unplaced = false;
  for (const [name, key] of Object.entries(fields)) {
    if (known(name)) setError(name as Path<T>, { type: 'server', message: key });
    else unplaced = true;
  }
  return Object.keys(fields).length === 0 || unplaced ? err.message : null;
}
