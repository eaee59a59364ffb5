/** What other features may use from shell (eslint.config.js: features import each other only through index.ts). */
export { navTitle, translateNav } from './nav-titles.ts';
export { NavIcon } from './nav-icon.tsx';
