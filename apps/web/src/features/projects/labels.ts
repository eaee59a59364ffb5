import type { ProjectStatus } from '@wf/shared/domain/projects/project-rules';

export { PROJECT_STATUS_LABELS } from '@wf/shared/domain/projects/project-rules';

export const PROJECT_STATUS_COLORS: Record<ProjectStatus, 'default' | 'success' | 'warning' | 'info' | 'error'> = {
  draft: 'default',
  active: 'success',
  on_hold: 'warning',
  completed: 'info',
  cancelled: 'error',
};

/** The verb on a status button. */
export const PROJECT_STATUS_ACTIONS: Record<ProjectStatus, string> = {
  draft: 'Back to draft',
  active: 'Activate',
  on_hold: 'Put on hold',
  completed: 'Mark completed',
  cancelled: 'Cancel project',
};
