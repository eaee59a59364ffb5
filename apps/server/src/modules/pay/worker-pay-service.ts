import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { ShiftPaymentRow, WorkerPay } from '@wf/shared/contracts/pay/pay';
import type { DbOrTx } from '../../db/client.ts';
import {
  projectLocations,
  projectPositions,
  projects,
  rosterAssignments,
  rosterShifts,
  rosters,
  shiftPayments,
  workers,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

/** A worker's shift payments between two dates, by week; money is left out (null) unless `showsPay`. */
export async function workerPay(db: DbOrTx, workerId: string, from: string, to: string, showsPay: boolean): Promise<WorkerPay> {
  const exists = await db.select({ id: workers.id }).from(workers).where(eq(workers.id, workerId));
  if (!exists.length) throw notFound('No such worker');
  const rows = await db
    .select({
      id: shiftPayments.id,
      assignmentId: shiftPayments.assignmentId,
      workerId: shiftPayments.workerId,
      projectId: shiftPayments.projectId,
      projectName: projects.name,
      locationName: projectLocations.name,
      position: projectPositions.position,
      date: shiftPayments.date,
      weekStart: shiftPayments.weekStart,
      dayKind: shiftPayments.dayKind,
      workedMinutes: shiftPayments.workedMinutes,
      regularMinutes: shiftPayments.regularMinutes,
      overtimeMinutes: shiftPayments.overtimeMinutes,
      rateCents: shiftPayments.rateCents,
      totalCents: shiftPayments.totalCents,
      lines: shiftPayments.lines,
      status: shiftPayments.status,
    })
    .from(shiftPayments)
    .innerJoin(projects, eq(projects.id, shiftPayments.projectId))
    .innerJoin(rosterAssignments, eq(rosterAssignments.id, shiftPayments.assignmentId))
    .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
    .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
    .innerJoin(projectLocations, eq(projectLocations.id, rosters.locationId))
    .innerJoin(projectPositions, eq(projectPositions.id, rosterShifts.positionId))
    .where(and(eq(shiftPayments.workerId, workerId), gte(shiftPayments.date, from), lte(shiftPayments.date, to)))
    .orderBy(asc(shiftPayments.date), asc(rosterShifts.startMinute));

  const shown: ShiftPaymentRow[] = rows.map((r) =>
    showsPay
      ? r
      : {
          ...r,
          rateCents: null,
          totalCents: null,
          lines: r.lines.map((l) => ({ ...l, rateCents: null, amountCents: null })),
        },
  );
  const weeks = new Map<string, WorkerPay['weeks'][number]>();
  for (const s of shown) {
    const w = weeks.get(s.weekStart) ?? { weekStart: s.weekStart, workedMinutes: 0, overtimeMinutes: 0, totalCents: showsPay ? 0 : null, shifts: [] };
    w.workedMinutes += s.workedMinutes;
    w.overtimeMinutes += s.overtimeMinutes;
    if (w.totalCents !== null) w.totalCents += s.totalCents ?? 0;
    w.shifts.push(s);
    weeks.set(s.weekStart, w);
  }
  const list = [...weeks.values()];
  return {
    from,
    to,
    showsPay,
    weeks: list,
    totals: {
      workedMinutes: list.reduce((n, w) => n + w.workedMinutes, 0),
      overtimeMinutes: list.reduce((n, w) => n + w.overtimeMinutes, 0),
      totalCents: showsPay ? list.reduce((n, w) => n + (w.totalCents ?? 0), 0) : null,
    },
  };
}
