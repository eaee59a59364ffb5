import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { arrayLiteral } from '../../db/insert-many.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payRuns, rosterAssignments, rosterShifts, shiftPayments } from '../../db/schema/index.ts';
import { rosterConflict } from './roster-rules-db.ts';

const STATUS_TEXT: Record<string, string> = {
  draft: 'draft',
  hr_confirmed: 'confirmed by hr',
  finance_approved: 'approved by finance',
  paid: 'paid',
};

/**
 * Paid shifts are history (issue #26 item 6): when a shift of the roster, one of the shifts or the
 * assignment has a payment locked in a pay run (hr-confirmed, approved or paid), answers 409
 * SHIFTS_PAID naming the run (its period and state, never a figure).
 */
export async function refusePaidShifts(
  tx: DbOrTx,
  of: { rosterId: string } | { shiftIds: string[] } | { assignmentId: string },
  doing: string,
): Promise<void> {
  let where: SQL | undefined;
  if ('rosterId' in of) where = eq(rosterShifts.rosterId, of.rosterId);
  else if ('shiftIds' in of) {
    if (of.shiftIds.length === 0) return;
    where = inArray(rosterShifts.id, of.shiftIds);
  } else where = eq(rosterAssignments.id, of.assignmentId);
  const run = (
    await tx
      .select({ id: payRuns.id, frequency: payRuns.frequency, periodStart: payRuns.periodStart, periodEnd: payRuns.periodEnd, status: payRuns.status })
      .from(shiftPayments)
      .innerJoin(rosterAssignments, eq(rosterAssignments.id, shiftPayments.assignmentId))
      .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
      .innerJoin(payRuns, eq(payRuns.id, shiftPayments.payRunId))
      .where(and(where, eq(shiftPayments.status, 'locked')))
      .limit(1)
  )[0];
  if (run) throw paidConflict(run, doing);
}

type LockedRun = { id: string; frequency: string; periodStart: string; periodEnd: string; status: string };

/** The 409 SHIFTS_PAID refusal naming the pay run (its period and state, never a figure). */
export function paidConflict(run: LockedRun, doing: string) {
  return rosterConflict(
    'PAY_LOCKED',
    `Cannot ${doing}: its shifts are in the ${run.frequency} pay run of ${run.periodStart} to ${run.periodEnd} (${STATUS_TEXT[run.status] ?? run.status}). Paid shifts are history; correct pay with an adjustment.`,
    { payRunId: run.id, periodStart: run.periodStart, periodEnd: run.periodEnd, status: run.status },
  );
}

/** refusePaidShifts for many assignments at once: each one whose payment is locked in a pay run, with that run. */
export async function lockedPayRuns(tx: DbOrTx, assignmentIds: string[]): Promise<Map<string, LockedRun>> {
  const out = new Map<string, LockedRun>();
  for (let i = 0; i < assignmentIds.length; i += 5000) {
    const rows = await tx
      .select({
        assignmentId: shiftPayments.assignmentId,
        id: payRuns.id,
        frequency: payRuns.frequency,
        periodStart: payRuns.periodStart,
        periodEnd: payRuns.periodEnd,
        status: payRuns.status,
      })
      .from(shiftPayments)
      .innerJoin(payRuns, eq(payRuns.id, shiftPayments.payRunId))
      .where(and(sql`${shiftPayments.assignmentId} = any(${arrayLiteral(assignmentIds.slice(i, i + 5000))}::uuid[])`, eq(shiftPayments.status, 'locked')));
    for (const { assignmentId, ...run } of rows) out.set(assignmentId, run);
  }
  return out;
}
