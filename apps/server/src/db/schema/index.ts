// Written by `npm run db:generate` (db/schema-barrel.ts) from the files of this folder: do not edit.
export * from './billing-statements.ts';
export * from './business.ts';
export * from './certificates.ts';
export * from './chat.ts';
export * from './clients.ts';
export * from './contacts.ts';
export * from './data-migration.ts';
export * from './jobs.ts';
export * from './notifications.ts';
export * from './pay-runs.ts';
export * from './pay.ts';
export * from './payroll-files.ts';
export * from './platform.ts';
export * from './public-holidays.ts';
export * from './rosters.ts';
export * from './shell.ts';
export * from './workers.ts';
