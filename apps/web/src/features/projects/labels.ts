import type { ProjectStatus } from '@wf/shared/domain/projects/project-rules';

/** The verb on a status button. */
export const PROJECT_STATUS_ACTION_KEYS: Record<ProjectStatus, string> = {
  draft: 'projects.action.draft',
  active: 'projects.action.active',
  on_hold: 'projects.action.on_hold',
  completed: 'projects.action.completed',
  cancelled: 'projects.action.cancelled',
};

/** "No draft projects", ...: the empty list under one status chip. */
export const PROJECT_NO_STATUS_KEYS: Record<ProjectStatus, string> = {
  draft: 'projects.list.noStatus.draft',
  active: 'projects.list.noStatus.active',
  on_hold: 'projects.list.noStatus.on_hold',
  completed: 'projects.list.noStatus.completed',
  cancelled: 'projects.list.noStatus.cancelled',
};

/** The confirmation text of a status change ("{code} becomes active."). */
export const PROJECT_BECOMES_KEYS: Record<ProjectStatus, string> = {
  draft: 'projects.detail.becomes.draft',
  active: 'projects.detail.becomes.active',
  on_hold: 'projects.detail.becomes.on_hold',
  completed: 'projects.detail.becomes.completed',
  cancelled: 'projects.detail.becomes.cancelled',
};
