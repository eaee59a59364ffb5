import { lazy } from 'react';

// Only step 0 ships with the page; the later steps (address search, file upload, signature) load
// while the applicant fills in step 0.
const loadPersonal = () => import('./steps/step-personal.tsx');
const loadMoney = () => import('./steps/step-money.tsx');
const loadBackground = () => import('./steps/step-background.tsx');
const loadDeclaration = () => import('./steps/step-declaration.tsx');
export const StepPersonal = lazy(() => loadPersonal().then((m) => ({ default: m.StepPersonal })));
export const StepMoney = lazy(() => loadMoney().then((m) => ({ default: m.StepMoney })));
export const StepBackground = lazy(() => loadBackground().then((m) => ({ default: m.StepBackground })));
export const StepDeclaration = lazy(() => loadDeclaration().then((m) => ({ default: m.StepDeclaration })));
export const ContractDialog = lazy(() => import('./contract-dialog.tsx').then((m) => ({ default: m.ContractDialog })));
// Messages (a restored draft, a step with gaps, a failure): shown after the first render only.
export const loadNotice = () => import('./notice.tsx');
export const Notice = lazy(() => loadNotice().then((m) => ({ default: m.Notice })));
export const SubmitStates = lazy(() => import('./submit-states.tsx').then((m) => ({ default: m.SubmitStates })));

/** The validation code (zod + the shared schemas), loaded once on first use. */
let schemaModule: Promise<typeof import('./form-schema.ts')> | null = null;
export function loadFormSchema() {
  schemaModule ??= import('./form-schema.ts').catch((e: unknown) => {
    schemaModule = null; // offline for a moment: the next attempt loads it again
    throw e;
  });
  return schemaModule;
}

/** The ID check and the server's field errors (server-checks.ts): at Next / Submit only. */
export const loadChecks = () => import('./server-checks.ts');

/** The sending code (multipart upload with progress, error texts): needed at the submit only. */
export const loadSubmit = () => import('./submit.ts');

let prefetched = false;
/**
 * After the applicant's first interaction, download the validation code and the later steps, so
 * none of it counts against the page's first load and all of it is there when Next is pressed.
 */
export function prefetchAfterInteraction(): void {
  if (prefetched) return;
  prefetched = true;
  void Promise.all([
    loadFormSchema(),
    loadSubmit(),
    loadChecks(),
    loadNotice(),
    loadPersonal(),
    loadMoney(),
    loadBackground(),
    loadDeclaration(),
    import('./contract-dialog.tsx'),
    import('./submit-states.tsx'),
  ]).catch(() => {
    prefetched = false;
  });
}
