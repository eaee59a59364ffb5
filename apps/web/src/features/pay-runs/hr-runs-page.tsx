import { RunsList } from './runs-list.tsx';

/** /employee-management/hr-payment-report-list: hr generates pay runs and confirms them. */
export function Component() {
  return <RunsList stage="hr" />;
}
