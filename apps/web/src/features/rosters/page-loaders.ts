/**
 * The roster pages' loaders, kept out of the app's entry: each `import()` below carries the list
 * of chunks its page needs, and in routes.tsx those lists would weigh on every page's first
 * download (the sign-in page's budget, e2e/budgets.spec.ts). routes.tsx loads this small module
 * first, then the page.
 */
export const board = () => import('./roster-board-page.tsx');
export const createRoster = () => import('./create-roster-page.tsx');
export const roster = () => import('./roster-page.tsx');
export const attendance = () => import('./attendance-page.tsx');
