import type { Role } from '../../roles.ts';
import { ROLE_SETS } from '../../role-sets.ts';
import { adjustmentPages } from '../pay/pages.ts';
import { certificatePages } from '../certificates/pages.ts';
import { clientPages } from '../clients/pages.ts';
import { dataMigrationPages } from '../data-migration/pages.ts';
import { locationPages } from '../locations/pages.ts';
import { payRunPages } from '../pay-runs/pages.ts';
import { projectPages } from '../projects/pages.ts';
import { publicHolidayPages } from '../public-holidays/pages.ts';
import { reportPages } from '../reports/pages.ts';
import { rosterPages } from '../rosters/pages.ts';
import { staffPages } from '../admin/pages.ts';
import { workerPages } from '../workers/pages.ts';

/**
 * Staff navigation (docs/product/sections.md#staff-menu, docs/product/roles.md#menus). The product menu (`MENU`, below) plus the
 * entries each section declares in its own `contracts/<name>/menu.ts` (section-menu.ts merges them:
 * `buildMenu`) make ONE menu; each role sees a filtered copy, and the four menu variants (compact,
 * default, futuristic, horizontal) are built from that copy. No zod in this file: the web router
 * imports it.
 */
export const NAV_ITEM_TYPES = ['basic', 'aside', 'collapsable', 'group', 'divider', 'spacer'] as const;
export type NavItemType = (typeof NAV_ITEM_TYPES)[number];

export type NavItem = {
  id: string;
  type: NavItemType;
  title?: string;
  subtitle?: string;
  icon?: string;
  tooltip?: string;
  link?: string;
  externalLink?: boolean;
  target?: '_blank' | '_self';
  fragment?: string;
  queryParams?: Record<string, string>;
  disabled?: boolean;
  exactMatch?: boolean;
  badge?: { title: string; classes?: string };
  /**
   * The template's item is hidden by a predicate. Functions cannot travel as JSON, so the reply
   * carries a plain boolean; the web app may attach a predicate by item id (see the web's
   * nav-model.ts), evaluated with the item and the signed-in user.
   */
  hidden?: boolean;
  /**
   * The template's click handler, by name: the web app looks the name up in its registry of
   * handlers and runs it instead of following a link. An unknown name leaves the item disabled.
   */
  function?: string;
  children?: NavItem[];
};

/** The reply of GET api/common/navigation: four variants of the same menu. */
export type Navigation = { compact: NavItem[]; default: NavItem[]; futuristic: NavItem[]; horizontal: NavItem[] };

/** A definition item: a NavItem plus the roles that see it (absent: same as the parent). */
export type MenuDef = Omit<NavItem, 'children'> & { roles?: readonly Role[]; children?: MenuDef[] };
type Def = MenuDef;

const ALL: readonly Role[] = ROLE_SETS.everyone;
const ADMIN: readonly Role[] = ROLE_SETS.admin;
const OPS: readonly Role[] = ROLE_SETS.operations;
const PEOPLE: readonly Role[] = ROLE_SETS.people;
const FINANCE: readonly Role[] = ROLE_SETS.finance;

/** A link of the menu (also for the sections' own entries, contracts/<name>/menu.ts). */
export const menuLink = (id: string, title: string, link: string, icon?: string, extra: Partial<Def> = {}): Def => ({
  id,
  type: 'basic',
  title,
  link,
  ...(icon ? { icon } : {}),
  ...extra,
});

/**
 * The product's staff menu (docs/product/sections.md#staff-menu), with who sees what (docs/product/roles.md#menus): the skeleton
 * the sections' entries go into. A new section does not edit it: its entries are in its own
 * `contracts/<name>/menu.ts` (docs/ARCHITECTURE.md, "Adding a section").
 */
export const MENU: readonly Def[] = [
  {
    id: 'dashboards',
    type: 'group',
    title: 'Dashboards',
    roles: ALL,
    children: [
      menuLink('dashboards.admin', 'Dashboard', staffPages.dashboard(), 'dashboard', { roles: ADMIN }),
      menuLink('dashboards.hr', 'HR Dashboard', reportPages.hrDashboard(), 'insights', { roles: ['hr'] }),
      menuLink('dashboards.finance', 'Finance Dashboard', reportPages.financeDashboard(), 'insights', {
        roles: ['finance'],
      }),
    ],
  },
  {
    id: 'management',
    type: 'group',
    title: 'Management',
    roles: ALL,
    children: [
      {
        id: 'admin-management',
        type: 'collapsable',
        title: 'Admin Management',
        icon: 'admin',
        roles: ADMIN,
        children: [
          menuLink('admin-management.list', 'Admin List', staffPages.list(), undefined, { exactMatch: true }),
          menuLink('admin-management.create', 'Create Admin', staffPages.create()),
        ],
      },
      {
        id: 'project-management',
        type: 'collapsable',
        title: 'Project Management',
        icon: 'project',
        roles: OPS,
        children: [
          menuLink('project-management.list', 'Project List', projectPages.list(), undefined, { exactMatch: true }),
          menuLink('project-management.create', 'Create Project', projectPages.create()),
        ],
      },
      {
        id: 'roster-management',
        type: 'collapsable',
        title: 'Roster Management',
        icon: 'roster',
        // docs/product/roles.md#menus: hr's menu has no rosters (hr opens the board and the day sheets by their
        // address: the pages' needs let it in, as the board and attendance endpoints do).
        roles: OPS,
        children: [
          menuLink('roster-management.list', 'Roster List', rosterPages.list(), undefined, { exactMatch: true }),
          menuLink('roster-management.create', 'Create Roster', rosterPages.create()),
        ],
      },
      {
        id: 'project-location-management',
        type: 'collapsable',
        title: 'Project Location Management',
        icon: 'location',
        roles: OPS,
        children: [
          menuLink('project-location-management.list', 'Location List', locationPages.list(), undefined, {
            exactMatch: true,
          }),
          menuLink(
            'project-location-management.create',
            'Create Location',
            locationPages.create(),
          ),
        ],
      },
      {
        id: 'client-management',
        type: 'collapsable',
        title: 'Client Management',
        icon: 'client',
        roles: OPS,
        children: [
          menuLink('client-management.list', 'Client List', clientPages.list(), undefined, { exactMatch: true }),
          menuLink('client-management.create', 'Create Client', clientPages.create()),
        ],
      },
      {
        id: 'certificate-management',
        type: 'collapsable',
        title: 'Certificate Management',
        icon: 'certificate',
        roles: OPS,
        children: [
          menuLink('certificate-management.list', 'Certificate List', certificatePages.list(), undefined, {
            exactMatch: true,
          }),
          menuLink(
            'certificate-management.create',
            'Create Certificate',
            certificatePages.create(),
          ),
        ],
      },
      {
        id: 'employee-management',
        type: 'collapsable',
        title: 'Employee Management',
        icon: 'employee',
        roles: PEOPLE,
        children: [
          menuLink('employee-management.list', 'Employee List', workerPages.employees(), undefined, {
            exactMatch: true,
          }),
          // docs/product/roles.md#menus: the manager's menu has every link of the group (issue #28). A manager's
          // entry waits for hr in the pending list (workerEndpoints.create).
          menuLink('employee-management.create', 'Create Employee', workerPages.createEmployee()),
          menuLink('employee-management.hr-dashboard', 'HR Dashboard', reportPages.hrDashboard()),
          menuLink(
            'employee-management.hr-shift-payment-adjustment',
            'HR Shift Payment Adjustment Review',
            adjustmentPages.hr(),
          ),
          // hr and admin prepare pay runs there; a manager sees the runs' shifts on their projects
          // (payRunEndpoints.byProject, pay by seesPayOf), never a whole run.
          menuLink(
            'employee-management.hr-payment-report-list',
            'HR Payment Report List',
            payRunPages.hrList(),
          ),
          menuLink('employee-management.blacklist', 'Blacklisted Employee', workerPages.blacklist()),
        ],
      },
      {
        id: 'part-timer-management',
        type: 'collapsable',
        title: 'Part-timer Management',
        icon: 'part-timer',
        roles: PEOPLE,
        children: [
          menuLink('part-timer-management.pending', 'Pending Registrations', workerPages.pending()),
          menuLink('part-timer-management.list', 'Part-timer List', workerPages.active()),
          menuLink(
            'part-timer-management.discharge-pending',
            'Pending Discharge / Rejoin',
            workerPages.dischargePending(),
          ),
          menuLink('part-timer-management.discharge-list', 'Current Discharge', workerPages.discharged()),
          menuLink(
            'part-timer-management.discharge-history',
            'Discharge / Rejoin History',
            workerPages.dischargeHistory(),
          ),
          menuLink('part-timer-management.rejected', 'Rejected', workerPages.rejected()),
        ],
      },
      {
        id: 'finance-management',
        type: 'collapsable',
        title: 'Finance Management',
        icon: 'finance',
        roles: FINANCE,
        children: [
          menuLink('finance-management.finance-dashboard', 'Finance Dashboard', reportPages.financeDashboard()),
          menuLink(
            'finance-management.finance-report-list',
            'Finance Report List',
            payRunPages.financeList(),
          ),
          menuLink('finance-management.part-timer-list', 'Part-timer List', workerPages.financeList()),
          menuLink(
            'finance-management.finance-shift-payment-adjustment',
            'Shift Payment Adjustment',
            adjustmentPages.finance(),
          ),
        ],
      },
      {
        id: 'report-management',
        type: 'collapsable',
        title: 'Report Management',
        icon: 'report',
        roles: OPS,
        children: [
          menuLink('report-management.report-list', 'Monthly Report List', reportPages.monthly()),
          menuLink('report-management.weekly-report-list', 'Weekly Report List', reportPages.weekly()),
          menuLink(
            'report-management.working-hours-report',
            'Working Hours Report',
            reportPages.workingHours(),
          ),
        ],
      },
    ],
  },
  { id: 'divider-1', type: 'divider', roles: PEOPLE },
  {
    id: 'system',
    type: 'group',
    title: 'System',
    roles: PEOPLE,
    children: [
      {
        id: 'data-migration',
        type: 'collapsable',
        title: 'Data Migration',
        icon: 'migration',
        children: [menuLink('data-migration.roster-migration', 'Roster Migration', dataMigrationPages.rosterMigration())],
      },
      {
        id: 'settings',
        type: 'collapsable',
        title: 'Settings',
        icon: 'settings',
        children: [menuLink('settings.public-holidays', 'Public Holidays', publicHolidayPages.list())],
      },
    ],
  },
  // The template's apps (docs/product/template-apps.md: its leftovers /apps/tasks, /apps/contacts…): each app adds
  // its link from contracts/apps/<app>/menu.ts (`under: 'apps'`). Empty, the group is dropped.
  {
    id: 'apps',
    type: 'group',
    title: 'Apps',
    roles: ALL,
    children: [],
  },
];

/**
 * The menu a role sees of `menu` (the staff menu: `buildMenu` of the sections' entries, see
 * section-menu.ts): items whose roles (or inherited roles) include it. Containers left with
 * no children are dropped; so is a leading, trailing or doubled divider, and a link the role
 * already has higher up (hr's "HR Dashboard" sits in Dashboards and in Employee Management:
 * shown once). Role metadata is removed.
 */
export function menuForRole(role: Role, menu: readonly Def[], inherited: readonly Role[] = ALL): NavItem[] {
  return filterMenu(role, menu, inherited, new Set<string>());
}

function filterMenu(role: Role, defs: readonly Def[], inherited: readonly Role[], seen: Set<string>): NavItem[] {
  const out: NavItem[] = [];
  for (const def of defs) {
    const roles = def.roles ?? inherited;
    if (!roles.includes(role)) continue;
    const { roles: _roles, children, ...item } = def;
    if (children) {
      const kids = filterMenu(role, children, roles, seen);
      if (kids.length === 0) continue;
      out.push({ ...item, children: kids });
    } else {
      if (item.link) {
        if (seen.has(item.link)) continue;
        seen.add(item.link);
      }
      out.push({ ...item });
    }
  }
  return trimDividers(out);
}

function trimDividers(items: NavItem[]): NavItem[] {
  const out: NavItem[] = [];
  for (const it of items) {
    if (it.type === 'divider' && (out.length === 0 || out[out.length - 1]!.type === 'divider')) continue;
    out.push(it);
  }
  while (out.length && out[out.length - 1]!.type === 'divider') out.pop();
  return out;
}

/** The four variants of the template, built from one filtered menu. */
export function navigationForRole(role: Role, menu: readonly Def[]): Navigation {
  const def = menuForRole(role, menu);
  const groups = def.filter((i) => i.type === 'group');
  // compact: each group becomes an aside item whose panel lists the group's entries.
  const compact: NavItem[] = groups.map((g) => ({ ...g, type: 'aside', icon: g.icon ?? groupIcon(g.id) }));
  // horizontal: one top-level entry per group, opened as a menu.
  const horizontal: NavItem[] = groups.map((g) => ({ ...g, type: 'group', icon: g.icon ?? groupIcon(g.id) }));
  return { compact, default: def, futuristic: structuredClone(def), horizontal };
}

function groupIcon(id: string): string {
  return id === 'dashboards' ? 'dashboard' : id === 'system' ? 'settings' : 'apps';
}

/** Every basic item with a link, depth first (search pages, route checks). */
export function flattenLinks(items: readonly NavItem[]): Array<{ id: string; title: string; link: string }> {
  const out: Array<{ id: string; title: string; link: string }> = [];
  for (const it of items) {
    if (it.type === 'basic' && it.link && !it.hidden && !it.disabled && !it.function)
      out.push({ id: it.id, title: it.title ?? it.id, link: it.link });
    if (it.children) out.push(...flattenLinks(it.children));
  }
  return out;
}
