import type { FastifyInstance } from 'fastify';
import { ROSTER_COLUMNS, type RosterListRow } from '@wf/shared/contracts/rosters/rosters';
import { rosterEndpoints as e } from '@wf/shared/contracts/rosters/endpoints';
import { ROSTER_STATUS } from '@wf/shared/enums/rosters';
import type { Role } from '@wf/shared/enums/accounts';
import { routes } from '../../http/route.ts';
import { chooseColumns, sendExport, type ExportColumn } from '../../http/table-export.ts';
import * as q from './roster-queries.ts';
import * as svc from './roster-service.ts';
import * as asg from './assignment-service.ts';
import * as att from './attendance-service.ts';
import * as pub from './confirm-service.ts';
import { managedBy, refuseOutsideManaged, seesPayAt, type ScopeOf } from './roster-scope.ts';
import { pickerPayView, rosterPayView, shiftPayView } from './pay-view.ts';
import * as plan from './week-plan-service.ts';
import * as tpl from './week-template-service.ts';

const NUMBER_COLUMNS = new Set(['shiftCount', 'headcount', 'filled', 'confirmed']);
const EXPORT_COLUMNS: ExportColumn<RosterListRow>[] = (
  Object.keys(ROSTER_COLUMNS) as (keyof typeof ROSTER_COLUMNS)[]
).map((key) => ({
  key,
  label: ROSTER_COLUMNS[key],
  kind: NUMBER_COLUMNS.has(key) ? 'number' : 'text',
  text: key === 'status' ? ROSTER_STATUS.label : undefined,
}));

/** Rosters, assignments, attendance and the public confirmation link: the handlers of `rosterEndpoints`. */
const ONE_TIME_API = '/api/public/roster-confirm/';

export async function rosterRoutes(app: FastifyInstance): Promise<void> {
  const env: svc.RosterEnv = {
    db: app.db,
    publicUrl: app.config.publicUrl,
    roundingMinutes: app.config.attendanceRoundingMinutes,
    kickMail: () => void app.mailer.kick(),
  };
  const actor = (req: { user: { id: string; role: string } }) => {
    const u = req.user;
    return { id: u.id, role: u.role as Role };
  };
  // every answer of the confirmation link (errors included) carries its one-time token: never stored (issue #26, item 10)
  app.addHook('onSend', async (req, reply) => {
    if (req.routeOptions.url?.startsWith(ONE_TIME_API)) void reply.header('cache-control', 'no-store');
  });
  // Managers act only on the rosters and attendance of projects they manage (issue #26 item 2).
  const scoped =
    <R extends { user: { id: string; role: string } }, T>(of: (req: R) => ScopeOf[], run: (req: R) => Promise<T>) =>
    async (req: R): Promise<T> => {
      await refuseOutsideManaged(app.db, actor(req), ...of(req));
      return run(req);
    };
  // The answers that carry rates pass the one pay-visibility rule (seesPayOf, decision 018): scoped, then shown as the caller may read them.
  const paid =
    <R extends { user: { id: string; role: string } }, T>(
      of: (req: R) => ScopeOf[],
      run: (req: R, showsPay: boolean) => Promise<T>,
      view: (shows: boolean, t: T) => T,
    ) =>
    async (req: R): Promise<T> => {
      const shows = await seesPayAt(app.db, actor(req), ...of(req));
      return view(shows, await run(req, shows));
    };
  const planScope = (b: { source: { kind: string; templateId?: string }; locationIds: string[] }): ScopeOf[] => [
    ...b.locationIds.map((locationId) => ({ locationId })),
    ...(b.source.kind === 'template' && b.source.templateId ? [{ templateId: b.source.templateId }] : []),
  ];
  const mine = (req: { user: { id: string; role: string } }) => managedBy(actor(req));
  routes(app, e, {
    board: (req) => q.rosterBoard(app.db, { ...req.query, managedBy: mine(req) }),
    list: (req) => q.listRosters(app.db, { ...req.query, managedBy: mine(req) }),
    export: async (req, reply) => {
      const rows = await q.exportRosters(app.db, { ...req.query, managedBy: mine(req) });
      return sendExport(reply, req.query.format, 'rosters', chooseColumns(EXPORT_COLUMNS, req.query.columns), rows);
    },
    get: paid((req) => [{ rosterId: req.params.id }], (req) => q.getRoster(app.db, req.params.id), rosterPayView),
    create: paid((req) => [{ locationId: req.body.locationId }], (req) => svc.createRoster(env, req.user.id, req.body), rosterPayView),
    fromWeek: scoped(
      (req) => (req.body.locationIds ?? []).map((locationId) => ({ locationId })),
      (req) => svc.rostersFromWeek(env, req.user.id, req.body, mine(req)),
    ),
    // A location's week at once (issue 29 item 8): every location named, or the template's, must be the manager's.
    weekPlanPreview: scoped(
      (req) => planScope(req.body),
      (req) => plan.previewWeekPlan(app.db, req.body),
    ),
    weekPlanCreate: scoped(
      (req) => planScope(req.body),
      (req) => plan.createWeekPlan(env, req.user.id, req.body),
    ),
    weekTemplates: (req) => tpl.listWeekTemplates(app.db, { ...req.query, managedBy: mine(req) }),
    saveWeekTemplate: scoped((req) => [{ locationId: req.body.locationId }], (req) => tpl.saveWeekTemplate(app.db, req.user.id, req.body)),
    renameWeekTemplate: scoped(
      (req) => [{ templateId: req.params.id }],
      (req) => tpl.renameWeekTemplate(app.db, req.user.id, req.params.id, req.body.name),
    ),
    deleteWeekTemplate: scoped(
      (req) => [{ templateId: req.params.id }],
      async (req) => {
        await tpl.deleteWeekTemplate(app.db, req.user.id, req.params.id);
        return { ok: true as const };
      },
    ),
    copy: scoped((req) => [{ rosterId: req.params.id }], (req) => svc.copyRoster(env, req.user.id, req.params.id, req.body)),
    update: paid(
      (req) => [{ rosterId: req.params.id }],
      (req, shows) => svc.updateRoster(env, req.user.id, req.params.id, req.body, shows),
      rosterPayView,
    ),
    publish: paid((req) => [{ rosterId: req.params.id }], (req) => svc.publishRoster(env, req.user.id, req.params.id, req.body.version), rosterPayView),
    unpublish: paid((req) => [{ rosterId: req.params.id }], (req) => svc.unpublishRoster(env, req.user.id, req.params.id, req.body), rosterPayView),
    remove: scoped(
      (req) => [{ rosterId: req.params.id }],
      async (req) => {
        await svc.deleteRoster(env, req.user.id, req.params.id);
        return { ok: true as const };
      },
    ),
    eligibleWorkers: paid((req) => [{ shiftId: req.params.id }], (req) => asg.eligibleWorkers(app.db, req.params.id, req.query), pickerPayView),
    assign: paid(
      (req) => [{ shiftId: req.params.id }],
      (req) => asg.assignWorker(env, req.user.id, req.params.id, req.body),
      (shows, r) => ({ ...r, shift: shiftPayView(shows, r.shift) }),
    ),
    unassign: paid((req) => [{ assignmentId: req.params.id }], (req) => asg.unassignWorker(env, req.user.id, req.params.id), shiftPayView),
    swap: paid(
      (req) => [{ assignmentId: req.body.assignmentId }, { assignmentId: req.body.otherAssignmentId }],
      (req) => asg.swapWorkers(env, req.user.id, req.body),
      (shows, r) => ({ ...r, shifts: r.shifts.map((x) => shiftPayView(shows, x)) }),
    ),
    fillFromRegulars: paid(
      (req) => [{ shiftId: req.params.id }],
      (req) => asg.fillFromRegulars(env, req.user.id, req.params.id, req.body),
      (shows, r) => ({ ...r, shift: shiftPayView(shows, r.shift) }),
    ),
    regulars: scoped((req) => [{ locationId: req.params.id }], (req) => asg.listRegulars(app.db, req.params.id)),
    addRegular: scoped((req) => [{ locationId: req.params.id }], (req) => asg.addRegular(env, req.user.id, req.params.id, req.body)),
    removeRegular: scoped(
      (req) => [{ locationId: req.params.id }],
      async (req) => {
        await asg.removeRegular(env, req.user.id, req.params.id, req.params.regularId);
        return { ok: true as const };
      },
    ),
    attendance: scoped((req) => [{ rosterId: req.params.id }], (req) => att.attendanceSheet(app.db, actor(req), req.params.id, env.roundingMinutes)),
    recordAttendance: scoped((req) => [{ assignmentId: req.params.id }], (req) => att.recordAttendance(env, actor(req), req.params.id, req.body)),
    noShow: scoped((req) => [{ assignmentId: req.params.id }], (req) => att.recordNoShow(env, actor(req), req.params.id, req.body)),
    restDayRequest: scoped((req) => [{ assignmentId: req.params.id }], (req) => att.setRestDayRequest(env, actor(req), req.params.id, req.body)),
    absenceExcuse: scoped((req) => [{ assignmentId: req.params.id }], (req) => att.setAbsenceExcuse(env, actor(req), req.params.id, req.body)),
    clearAttendance: scoped((req) => [{ assignmentId: req.params.id }], (req) => att.clearAttendance(env, actor(req), req.params.id, req.body.reason)),
    asRostered: scoped((req) => [{ rosterId: req.params.id }], (req) => att.attendanceAsRostered(env, actor(req), req.params.id, req.body.reason)),
    lockAttendance: scoped((req) => [{ rosterId: req.params.id }], (req) => att.setAttendanceLock(env, actor(req), req.params.id, true, null)),
    unlockAttendance: scoped((req) => [{ rosterId: req.params.id }], (req) => att.setAttendanceLock(env, actor(req), req.params.id, false, req.body.reason)),
    confirmView: (req) => pub.viewConfirmLink(app.db, req.params.token),
    confirmAnswer: (req) => pub.answerConfirmLink(env, req.params.token, req.body.answer),
  });
}
