import type { FastifyInstance } from 'fastify';
import { ROSTER_COLUMNS, type RosterListRow } from '@wf/shared/contracts/rosters/rosters';
import { rosterEndpoints as e } from '@wf/shared/contracts/rosters/endpoints';
import { rosterStatusLabel } from '@wf/shared/domain/labels';
import { routes } from '../../http/route.ts';
import { chooseColumns, sendExport, type ExportColumn } from '../../http/table-export.ts';
import * as q from './roster-queries.ts';
import * as svc from './roster-service.ts';
import * as asg from './assignment-service.ts';
import * as att from './attendance-service.ts';
import * as pub from './confirm-service.ts';

const NUMBER_COLUMNS = new Set(['shiftCount', 'headcount', 'filled', 'confirmed']);
const EXPORT_COLUMNS: ExportColumn<RosterListRow>[] = (
  Object.keys(ROSTER_COLUMNS) as (keyof typeof ROSTER_COLUMNS)[]
).map((key) => ({
  key,
  label: ROSTER_COLUMNS[key],
  kind: NUMBER_COLUMNS.has(key) ? 'number' : 'text',
  text: key === 'status' ? rosterStatusLabel : undefined,
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
  const actor = (req: { user?: { id: string; role: string } | null }) => {
    const u = req.user!;
    return { id: u.id, role: u.role as 'admin' | 'manager' | 'hr' | 'finance' };
  };
  // every answer of the confirmation link (errors included) carries its one-time token: never stored (issue #26, item 10)
  app.addHook('onSend', async (req, reply) => {
    if (req.routeOptions.url?.startsWith(ONE_TIME_API)) void reply.header('cache-control', 'no-store');
  });
  routes(app, e, {
    board: (req) => q.rosterBoard(app.db, req.query),
    list: (req) => q.listRosters(app.db, req.query),
    export: async (req, reply) => {
      const rows = await q.exportRosters(app.db, req.query);
      return sendExport(reply, req.query.format, 'rosters', chooseColumns(EXPORT_COLUMNS, req.query.columns), rows);
    },
    get: (req) => q.getRoster(app.db, req.params.id),
    create: (req) => svc.createRoster(env, req.user!.id, req.body),
    fromWeek: (req) => svc.rostersFromWeek(env, req.user!.id, req.body),
    copy: (req) => svc.copyRoster(env, req.user!.id, req.params.id, req.body),
    update: (req) => svc.updateRoster(env, req.user!.id, req.params.id, req.body),
    publish: (req) => svc.publishRoster(env, req.user!.id, req.params.id, req.body.version),
    unpublish: (req) => svc.unpublishRoster(env, req.user!.id, req.params.id, req.body),
    remove: async (req) => {
      await svc.deleteRoster(env, req.user!.id, req.params.id);
      return { ok: true as const };
    },
    eligibleWorkers: (req) => asg.eligibleWorkers(app.db, req.params.id, req.query),
    assign: (req) => asg.assignWorker(env, req.user!.id, req.params.id, req.body),
    unassign: (req) => asg.unassignWorker(env, req.user!.id, req.params.id),
    swap: (req) => asg.swapWorkers(env, req.user!.id, req.body),
    fillFromRegulars: (req) => asg.fillFromRegulars(env, req.user!.id, req.params.id, req.body),
    regulars: (req) => asg.listRegulars(app.db, req.params.id),
    addRegular: (req) => asg.addRegular(env, req.user!.id, req.params.id, req.body),
    removeRegular: async (req) => {
      await asg.removeRegular(env, req.user!.id, req.params.id, req.params.regularId);
      return { ok: true as const };
    },
    attendance: (req) => att.attendanceSheet(app.db, actor(req), req.params.id, env.roundingMinutes),
    recordAttendance: (req) => att.recordAttendance(env, actor(req), req.params.id, req.body),
    noShow: (req) => att.recordNoShow(env, actor(req), req.params.id, req.body),
    clearAttendance: (req) => att.clearAttendance(env, actor(req), req.params.id, req.body.reason),
    asRostered: (req) => att.attendanceAsRostered(env, actor(req), req.params.id, req.body.reason),
    lockAttendance: (req) => att.setAttendanceLock(env, actor(req), req.params.id, true, null),
    unlockAttendance: (req) => att.setAttendanceLock(env, actor(req), req.params.id, false, req.body.reason),
    confirmView: (req) => pub.viewConfirmLink(app.db, req.params.token),
    confirmAnswer: (req) => pub.answerConfirmLink(env, req.params.token, req.body.answer),
  });
}
