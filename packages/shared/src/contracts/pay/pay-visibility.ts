import { ROLE_SETS } from '../../role-sets.ts';
import type { Role } from '../../roles.ts';

/**
 * The one pay-visibility rule (issue #29 item 4, decision 018): who reads pay figures (hourly rates,
 * rate overrides, a worker's own rate, shift pay) of a project.
 *
 * - finance and admin: every project;
 * - a manager: only the projects they manage (`projects.manager_id` is theirs); a project nobody
 *   manages is admin's until a manager is named, so no manager sees its pay;
 * - hr: never (hr sees hours, not rates).
 *
 * Every answer that carries such a figure asks this function per project and leaves the figure out
 * (null) where it says no, with `showsPay: false` so the page says "hidden for your role" instead
 * of a blank or a 0. A save by a caller who may not read the rates keeps the stored ones
 * (`keepHiddenRate`).
 */
export type PayViewer = { id: string; role: Role };

/** Roles that see pay figures on every project (issue #15: finance and admin). */
export const PAY_FIGURE_ROLES = ROLE_SETS.finance;

/** Whether `viewer` reads the pay figures of a project whose manager is `projectManagerId`. */
export function seesPayOf(viewer: PayViewer, projectManagerId: string | null): boolean {
  if ((PAY_FIGURE_ROLES as readonly Role[]).includes(viewer.role)) return true;
  return viewer.role === 'manager' && projectManagerId !== null && projectManagerId === viewer.id;
}

/**
 * Whether `actor` plans and records on a project (rosters, attendance, adjustments): admin on every
 * project, a manager only on the projects they manage. A project with no manager is admin's until
 * one is named (decision 018, "A project nobody manages"); hr and finance act where their route's
 * roles let them (this rule is about managers).
 */
export function actsOnProject(actor: PayViewer, projectManagerId: string | null): boolean {
  if (actor.role !== 'manager') return true;
  return projectManagerId !== null && projectManagerId === actor.id;
}

/**
 * The rate a save keeps: a caller who may not read the project's rates sends none back (the page
 * showed "hidden"), so the stored one stays; anyone else's value is taken as sent.
 */
export function keepHiddenRate<T>(showsPay: boolean, sent: T, stored: T): T {
  return showsPay ? sent : stored;
}

/**
 * Whether `role` reads a worker's own hourly rate (the worker record's rate, paid on every project
 * unless a shift overrides it): admin and finance (every pay figure) and hr, who keeps the record,
 * sets the rate with it and confirms the pay runs that use it. Not a manager: the rate is not one
 * project's, and a manager sees pay only on the projects they manage.
 */
export function seesOwnRate(role: Role): boolean {
  return role !== 'manager';
}
