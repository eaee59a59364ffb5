import { payRunPages } from '@wf/shared/contracts/pay-runs/pages';

/** The two review stages: hr's list (confirms) and finance's (approves and pays). */
export type RunStage = 'hr' | 'finance';

/** Each stage's list page; a run's page is the list's path plus its id. */
export const STAGE_PATHS: Record<RunStage, string> = {
  hr: payRunPages.hrList(),
  finance: payRunPages.financeList(),
};
