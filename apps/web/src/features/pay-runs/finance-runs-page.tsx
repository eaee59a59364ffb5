import { RunsList } from './runs-list.tsx';

/** /finance-management/finance-report-list: finance approves the runs hr confirmed and records their payment. */
export function Component() {
  return <RunsList stage="finance" />;
}
