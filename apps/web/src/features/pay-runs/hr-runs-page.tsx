import { payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { useCan } from '../../lib/use-can.ts';
import { RunsList } from './runs-list.tsx';
import { ProjectRuns } from './project-runs.tsx';

/**
 * /employee-management/hr-payment-report-list: hr (and admin) generate pay runs and confirm them;
 * a manager, who may not read a whole run, sees the runs' shifts on the projects they manage.
 */
export function Component() {
  const can = useCan();
  return can(payRunEndpoints.list) ? <RunsList stage="hr" /> : <ProjectRuns />;
}
