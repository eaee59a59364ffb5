import { ROLE_SETS } from '../../role-sets.ts';
import { menuLink } from '../shell/navigation.ts';
import { defineMenu } from '../shell/section-menu.ts';

/** The project dashboard's page (issue #33; the template link /dashboards/project, docs/product/sections.md#dashboards). */
export const PROJECT_DASHBOARD_PAGE = '/dashboards/project';

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
      item: menuLink('dashboards.project', 'Project Dashboard', PROJECT_DASHBOARD_PAGE, 'project'),
    },
  ],
});
