import { Suspense, type RefObject } from 'react';
import { useI18n } from './i18n.tsx';
import { RegButton } from './reg-button.tsx';
import { LAST_STEP, STEP_COUNT } from './progress.ts';
import { StepJob } from './steps/step-job.tsx';
import { StepBackground, StepDeclaration, StepMoney, StepPersonal } from './wizard-loading.ts';

/**
 * Pressing a nav button must not blur the field being edited first: the blur re-validates it, its
 * error line appears or goes, the button moves, and the release lands elsewhere (no click).
 */
const keepFocus = (e: { preventDefault: () => void }) => e.preventDefault();

/** Previous (from step 1 on), Next, and Submit on the last step. */
export function WizardNav({ step, onPrevious, onNext, onSubmit }: { step: number; onPrevious(): void; onNext(): unknown; onSubmit(): unknown }) {
  const { t } = useI18n();
  return (
    <div className="reg-nav">
      {step > 0 ? (
        <RegButton variant="outlined" size="large" onClick={onPrevious} onMouseDown={keepFocus}>
          {t('actions.previous')}
        </RegButton>
      ) : (
        <span />
      )}
      {step < LAST_STEP ? (
        <RegButton variant="contained" size="large" onClick={onNext} onMouseDown={keepFocus}>
          {t('actions.next')}
        </RegButton>
      ) : (
        <RegButton variant="contained" size="large" color="success" onClick={onSubmit} onMouseDown={keepFocus}>
          {t('actions.submit')}
        </RegButton>
      )}
    </div>
  );
}

/** The step on screen: its heading (focused on a move) and its fields, sliding in from its side. */
export function WizardStep(props: {
  step: number;
  direction: 'forward' | 'back';
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The restored draft had a file, which the browser could not keep. */
  certLost: boolean;
  busy: boolean;
}) {
  const { t } = useI18n();
  const { step, direction, headingRef, certLost, busy } = props;
  return (
    <div className="reg-steps">
      <div key={step} className={`reg-slide-${direction}`}>
        <h2 id="reg-step-title" className="reg-step-title" tabIndex={-1} ref={headingRef}>
          <span className="reg-sr-only">{t('app.stepOf', { n: step + 1, total: STEP_COUNT })} </span>
          {t(`steps.${step}`)}
        </h2>
        <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
          {step === 0 && <StepJob />}
          {step === 1 && <StepPersonal />}
          {step === 2 && <StepMoney certLost={certLost} />}
          {step === 3 && <StepBackground />}
          {step === 4 && <StepDeclaration disabled={busy} />}
        </Suspense>
      </div>
    </div>
  );
}
