import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import { useI18n } from './i18n.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { clampStep, nextStep, previousStep, STEP_COUNT } from './progress.ts';
import type { BusinessProfile } from '@wf/shared/contracts/business/business';
import { clearDraft, hasProgress, idempotencyKey, loadDraft, rotateIdempotencyKey, saveDone } from './session-store.ts';
import { initialFormValues } from './form-defaults.ts';
import { useConditionalFields, useDraftSaving, useStepResolver } from './wizard-hooks.ts';
import { ContractDialog, loadChecks, loadFormSchema, loadSubmit, Notice, prefetchAfterInteraction, SubmitStates } from './wizard-loading.ts';
import { WizardNav, WizardStep } from './wizard-parts.tsx';

type Phase = 'editing' | 'submitting' | 'success';

export function RegistrationWizard({ business = null }: { business?: BusinessProfile | null }) {
  const { t, lang } = useI18n();
  const draft = useMemo(() => {
    const stored = loadDraft(initialFormValues());
    return hasProgress(stored, initialFormValues()) ? stored : null;
  }, []);
  const [step, setStep] = useState(() => clampStep(draft?.step));
  const [direction, setDirection] = useState<'forward' | 'back'>('forward');
  const [phase, setPhase] = useState<Phase>('editing');
  const [upload, setUpload] = useState(0);
  const [stepInvalid, setStepInvalid] = useState(false);
  /** A failed submission ('Registration failed:' + reason) or a download that did not come (offline). */
  const [failure, setFailure] = useState<{ text: string; submission: boolean } | null>(null);
  const [contractOpen, setContractOpen] = useState(false);
  const [showRestored, setShowRestored] = useState(Boolean(draft));
  /** The step for code outside render (the resolver, callbacks); set together with the state. */
  const stepRef = useRef(step);
  const saving = useRef(true);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const movedByUser = useRef(false);
  const failureRef = useRef<HTMLDivElement | null>(null);

  const resolver = useStepResolver(stepRef);
  const methods = useForm<RegistrationFormValues>({
    defaultValues: draft?.values ?? initialFormValues(),
    mode: 'onTouched',
    resolver,
  });
  const { getValues, setError, trigger } = methods;

  useDraftSaving(methods, step, stepRef, saving);
  useConditionalFields(methods);

  // A failed submission: bring its message into view (it sits above the step with the problem).
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [failure]);

  // A new step: move focus to its heading (screen readers announce it) and show its top.
  useEffect(() => {
    if (!movedByUser.current) return;
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [step]);

  const go = useCallback((target: number) => {
    movedByUser.current = true;
    setDirection(target >= stepRef.current ? 'forward' : 'back');
    stepRef.current = target;
    setStep(target);
  }, []);

  /** Validates the step on screen; null (with a message) when the validation code cannot load. */
  const validateStep = async (): Promise<boolean | null> => {
    try {
      return await trigger(undefined, { shouldFocus: true, shouldTouch: true });
    } catch {
      setFailure({ text: t('messages.network'), submission: false });
      return null;
    }
  };

  const moving = useRef(false);
  const next = async () => {
    if (moving.current) return;
    moving.current = true;
    try {
      setFailure(null);
      const ok = await validateStep();
      if (ok === null) return;
      setStepInvalid(!ok);
      const duplicate =
        ok && (await loadChecks().then((c) => c.idAlreadyRegistered(stepRef.current, methods), () => false));
      if (duplicate) {
        setFailure({ text: t('messages.duplicate'), submission: false });
      } else if (ok) go(nextStep(step));
    } finally {
      moving.current = false;
    }
  };

  const previous = () => {
    setStepInvalid(false);
    setFailure(null);
    go(previousStep(step));
  };

  /** Marks errors (form paths -> message keys), opens the earliest step that has one. */
  const showErrors = async (errors: Record<string, string>, stepOfField: (path: string) => number): Promise<string[]> => {
    const { markServerErrors } = await loadChecks();
    const { first, unknown } = markServerErrors(errors, stepOfField, setError);
    if (first < STEP_COUNT && first !== stepRef.current) go(first);
    return unknown;
  };

  const requestSubmit = async () => {
    setFailure(null);
    const ok = await validateStep();
    if (ok === null) return;
    setStepInvalid(!ok);
    if (!ok) return;
    // Earlier steps again (a restored draft, a date that has passed since, a file to re-attach).
    const schema = await loadFormSchema().catch(() => null);
    if (!schema) {
      setFailure({ text: t('messages.network'), submission: false });
      return;
    }
    const errors = schema.wholeFormErrors(getValues());
    if (errors) {
      setStepInvalid(true);
      await showErrors(errors, schema.stepOfField).catch(() => undefined);
      return;
    }
    setContractOpen(true);
  };

  const submit = async () => {
    setContractOpen(false);
    setPhase('submitting');
    setUpload(0);
    setFailure(null);
    const values = getValues();
    let stepOf: ((path: string) => number) | null = null;
    let sending: Awaited<ReturnType<typeof loadSubmit>> | null = null;
    try {
      sending = await loadSubmit();
      const { buildFormData, submitRegistration } = sending;
      const schema = await loadFormSchema();
      stepOf = schema.stepOfField;
      const derived = schema.deriveAge(values.date_of_birth);
      const fields = schema.toCreatePtFields(values, {
        signature: values.signature,
        age: derived?.age ?? null,
        requiresDocument: derived?.requiresDocument ?? false,
        lang,
      });
      const cert = values.cert instanceof File ? values.cert : null;
      const reply = await submitRegistration(buildFormData(fields, cert, cert?.name), idempotencyKey(), setUpload);
      saving.current = false;
      clearDraft();
      // The reload after 1.5 s (docs/product/registration.md#submission) lands on the confirmation with this reference (issue 13, item 15).
      saveDone(reply.reference);
      setPhase('success');
      setTimeout(() => window.location.reload(), 1500);
    } catch (e) {
      if (!sending) {
        // The sending code itself did not load (offline): nothing was sent.
        setFailure({ text: t('messages.network'), submission: true });
        setPhase('editing');
        return;
      }
      const { failureReason, isDefinitiveRefusal, SubmitError } = sending;
      const err = e instanceof SubmitError ? e : new SubmitError(0, 'NETWORK', String(e));
      if (isDefinitiveRefusal(err)) rotateIdempotencyKey();
      const unknown = err.fields && stepOf ? await showErrors(err.fields, stepOf).catch(() => []) : [];
      setFailure({ text: failureReason(err, t, unknown), submission: true });
      setPhase('editing');
    }
  };

  const firstInteraction = () => prefetchAfterInteraction();
  const busy = phase !== 'editing';
  const values = contractOpen ? getValues() : null;

  return (
    <FormProvider {...methods}>
      <ProgressBar position={phase === 'success' ? STEP_COUNT : step} />
      {showRestored && (
        <Suspense fallback={null}>
          <Notice severity="info" onClose={() => setShowRestored(false)} closeLabel={t('actions.close')}>
            {t('app.restored')}
            {draft?.hadFile ? ` ${t('hints.certReattach')}` : ''}
          </Notice>
        </Suspense>
      )}
      <form
        className="reg-card"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        onPointerDown={firstInteraction}
        onKeyDown={firstInteraction}
        onFocus={firstInteraction}
        aria-labelledby="reg-step-title"
        inert={busy || undefined}
      >
        <fieldset className="reg-fieldset" disabled={busy}>
          {failure && (
            <div ref={failureRef} tabIndex={-1} style={{ outline: 'none' }}>
              <Suspense fallback={null}>
                <Notice severity="error" role="alert">
                  {failure.submission && <strong>{t('messages.failed')}</strong>} {failure.text}
                </Notice>
              </Suspense>
            </div>
          )}
          <WizardStep
            step={step}
            direction={direction}
            headingRef={headingRef}
            certLost={Boolean(draft?.hadFile)}
            busy={busy}
          />

          {stepInvalid && (
            <Suspense fallback={null}>
              <Notice severity="error" role="alert">
                {t('messages.fillAllRequired')}
              </Notice>
            </Suspense>
          )}

          <WizardNav step={step} onPrevious={previous} onNext={next} onSubmit={requestSubmit} />
        </fieldset>
      </form>

      {values && (
        <Suspense fallback={null}>
          <ContractDialog
            open={contractOpen}
            formValues={values}
            business={business}
            onCancel={() => setContractOpen(false)}
            onConfirm={submit}
          />
        </Suspense>
      )}
      {phase !== 'editing' && (
        <Suspense fallback={null}>
          <SubmitStates phase={phase} upload={upload} hasFile={getValues('cert') instanceof File} />
        </Suspense>
      )}
    </FormProvider>
  );
}
