import { ROLE_SETS } from '../../role-sets.ts';
import { menuLink } from '../shell/navigation.ts';
import { defineMenu } from '../shell/section-menu.ts';
import { reportPages } from './pages.ts';

/**
 * The project dashboard in the Dashboards group for the roles its endpoint allows
 * (reportEndpoints.projectDashboard: manager and admin). Titles: features/reports/locales
 * (`reports.nav.<id>`).
 */
export const menu = defineMenu({
  titles: 'reports',
  entries: [
    {
      under: 'dashboards',
      roles: ROLE_SETS.operations,
      item: menuLink('dashboards.project', 'Project Dashboard', reportPages.projectDashboard(), 'project'),
    },
  ],
});
