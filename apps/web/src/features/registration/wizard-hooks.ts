import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import { saveDraft } from './session-store.ts';
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

/** Conditional fields (docs/product/registration.md#conditional-fields): an answer that is no longer asked is cleared. */
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


/** The form's resolver: validates only the step on screen (`stepRef`), with the shared step schema. */
export function useStepResolver(stepRef: RefObject<number>): Resolver<RegistrationFormValues> {
  return useCallback<Resolver<RegistrationFormValues>>(
    async (values, context, options) => {
      const { stepResolvers } = await loadFormSchema();
      return stepResolvers[stepRef.current]!(values, context, options);
    },
    [stepRef],
  );
}
