import { ROLE_SETS } from '../../role-sets.ts';
import { menuLink } from '../shell/navigation.ts';
import { defineMenu } from '../shell/section-menu.ts';

/**
 * The client billing statements (issue #28, item 5), in Finance Management after the spec's four
 * links (who may open them: billingStatementEndpoints, finance and admin). Titles in the web's
 * reports feature (`reports.nav.<id>`).
 */
export const menu = defineMenu({
  titles: 'reports',
  entries: [
    {
      under: 'finance-management',
      roles: ROLE_SETS.finance,
      item: menuLink(
        'finance-management.billing-statements',
        'Billing Statements',
        '/finance-management/billing-statements',
      ),
    },
  ],
});
