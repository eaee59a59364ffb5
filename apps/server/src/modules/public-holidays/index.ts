// What other modules may use of the public-holidays module (rosters mark them, pay multiplies them).
export { holidaysBetween } from './holiday-service.ts';
