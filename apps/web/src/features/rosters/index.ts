/** What other features may use from rosters (eslint.config.js: features import each other only through index.ts). */
export { LocationRegulars } from './location-regulars.tsx';
