import { useEffect, useRef, type RefObject } from 'react';
import { useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import { saveDraft } from './session-store.ts';
import { STEP_COUNT } from './progress.ts';
import { loadFormSchema } from './wizard-loading.ts';

type Form = UseFormReturn<RegistrationFormValues>;

/**
 * Keeps the application in the tab's session storage while `saving` is on: debounced after each
 * change, at once when the page is hidden, and with the step whenever the step changes.
 */
export function useDraftSaving(
  { subscribe, getValues }: Pick<Form, 'subscribe' | 'getValues'>,
  step: number,
  stepRef: RefObject<number>,
  saving: RefObject<boolean>,
): void {
  // Keep the application in the tab's session storage (debounced; at once when the page is hidden).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      if (saving.current) saveDraft(getValues(), stepRef.current);
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer);
        timer = setTimeout(flush, 300);
      },
    });
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      unsubscribe();
      flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [subscribe, getValues, stepRef, saving]);

  // The step is part of the draft; nothing is written before the applicant has done anything.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (saving.current) saveDraft(getValues(), step);
  }, [step, getValues, saving]);
}

/** Conditional fields (spec section 4): an answer that is no longer asked is cleared. */
export function useConditionalFields({
  control,
  getValues,
  setValue,
  clearErrors,
}: Pick<Form, 'control' | 'getValues' | 'setValue' | 'clearErrors'>): void {
  const [nationality, idType, relatives, medication] = useWatch({
    control,
    name: ['nationality', 'id_type', 'relatives_in_company', 'qna.medication'],
  });
  useEffect(() => {
    if (nationality !== 'Singapore PR' && getValues('pr_start_date') !== '') setValue('pr_start_date', '');
    if (nationality !== 'Singapore PR') clearErrors('pr_start_date');
  }, [nationality, getValues, setValue, clearErrors]);
  useEffect(() => {
    if (idType !== 'Passport' && getValues('passport_expiry') !== '') setValue('passport_expiry', '');
    if (idType !== 'Passport') clearErrors('passport_expiry');
  }, [idType, getValues, setValue, clearErrors]);
  useEffect(() => {
    if (relatives !== 1 && getValues('relatives_info') !== '') setValue('relatives_info', '');
    if (relatives !== 1) clearErrors('relatives_info');
  }, [relatives, getValues, setValue, clearErrors]);
  useEffect(() => {
    if (medication !== 1 && getValues('qna.medication_details') !== '') setValue('qna.medication_details', '');
    if (medication !== 1) clearErrors('qna.medication_details');
  }, [medication, getValues, setValue, clearErrors]);
}

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
