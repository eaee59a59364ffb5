// The whole database schema: one file per feature, gathered here for Drizzle and drizzle-kit.
export * from './platform.ts';
export * from './notifications.ts';
export * from './workers.ts';
export * from './shell.ts';
export * from './chat.ts';
export * from './certificates.ts';
export * from './clients.ts';
export * from './jobs.ts';
export * from './public-holidays.ts';
export * from './rosters.ts';
export * from './pay.ts';
export * from './pay-runs.ts';
export * from './business.ts';
