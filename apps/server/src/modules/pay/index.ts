// What other modules may use of the pay module (pay runs lock and read shift payments).
export { recomputeHolidayWeeks, recomputeWorkerWeek } from './recompute.ts';
export { getPaySettings, isPartTimeEmployee, partTimeRulesOf } from './pay-settings.ts';
