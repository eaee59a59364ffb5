/** What other features may use from reports (eslint.config.js: features import each other only through index.ts): the dashboards' frame. */
export { boardLink, CountTable, DashboardPage, FigureCard, Panel } from './dashboard-cards.tsx';
