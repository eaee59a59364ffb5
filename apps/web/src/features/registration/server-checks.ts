import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import { STEP_COUNT } from './progress.ts';
import { loadFormSchema } from './wizard-loading.ts';

/*
 * What the wizard asks the server and reads from its answers: loaded when Next or Submit is
 * pressed (wizard-loading.ts loadChecks), not with the page (docs/decisions/022).
 */

type Form = UseFormReturn<RegistrationFormValues>;

/**
 * Completing the step with the ID number asks the server whether it is already registered
 * (issue 13, item 16): the submit's own answer now, not after five steps. True (and the field
 * marked) only for that answer; anything else lets the applicant go on (the final submit decides).
 */
export async function idAlreadyRegistered(
  step: number,
  { getValues, setError }: Pick<Form, 'getValues' | 'setError'>,
): Promise<boolean> {
  const { stepOfField } = await loadFormSchema();
  if (step !== stepOfField('id_number')) return false;
  const answer = await import('./id-check.ts').then(
    (m) => m.checkIdNumber(getValues('id_number')),
    () => 'unknown' as const,
  );
  if (answer !== 'duplicate') return false;
  setError('id_number', { type: 'server', message: 'validation.duplicateId' }, { shouldFocus: true });
  return true;
}

/** Error paths of the server (multipart names) -> form paths. */
const formPathOf = (path: string): string =>
  path === 'address_components' || path.startsWith('address_components.') ? 'address' : path;

/**
 * Marks the server's errors (paths -> message keys) on the form; answers the earliest step that
 * has one (STEP_COUNT when none) and the paths no step holds.
 */
export function markServerErrors(
  errors: Record<string, string>,
  stepOfField: (path: string) => number,
  setError: Form['setError'],
): { first: number; unknown: string[] } {
  const unknown: string[] = [];
  let first = STEP_COUNT;
  for (const [rawPath, message] of Object.entries(errors)) {
    const path = formPathOf(rawPath);
    const s = stepOfField(path);
    if (s < 0) {
      unknown.push(rawPath);
      continue;
    }
    first = Math.min(first, s);
    setError(path as FieldPath<RegistrationFormValues>, { type: 'server', message });
  }
  return { first, unknown };
}
