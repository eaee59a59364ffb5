import type { ImportRecord } from '@wf/shared/contracts/data-migration/roster-import';

/** An import being checked or committed: its page and the list poll it every second. */
export const isRunning = (r: ImportRecord | undefined) => r?.status === 'checking' || r?.status === 'committing';
