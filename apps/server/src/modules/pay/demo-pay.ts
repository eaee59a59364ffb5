import { asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { weekStartOf } from '@wf/shared/domain/pay/shift-pay';
import type { AdjustmentCategory, AdjustmentStatus } from '@wf/shared/contracts/pay/adjustments';
import type { Db } from '../../db/client.ts';
import { payAdjustments, rosterAssignments, rosterAttendance, rosterShifts, rosters, shiftPayments, users } from '../../db/schema/index.ts';
import { recomputeWorkerWeek } from './recompute.ts';

type Plan = { status: AdjustmentStatus; category: AdjustmentCategory; amountCents: number; reason: string; by: 'manager' | 'hr'; rejected?: 'hr' | 'finance' };

/** Adjustments in every state, one per shift payment (a deduction small enough never to take a week below zero). */
const PLANS: Plan[] = [
  { status: 'pending_hr', category: 'transport', amountCents: 1250, reason: 'Taxi home after the late close', by: 'manager' },
  { status: 'pending_hr', category: 'meal', amountCents: 800, reason: 'Meal during the double shift', by: 'manager' },
  { status: 'pending_hr', category: 'deduction', amountCents: -500, reason: 'Lost locker key', by: 'hr' },
  { status: 'pending_finance', category: 'allowance', amountCents: 2000, reason: 'Shift lead for the event day', by: 'manager' },
  { status: 'pending_finance', category: 'correction', amountCents: 1500, reason: 'Clock-out missed; supervisor confirmed 30 minutes more', by: 'manager' },
  { status: 'approved', category: 'transport', amountCents: 900, reason: 'Grab between sites', by: 'manager' },
  { status: 'approved', category: 'allowance', amountCents: 3000, reason: 'Trainer allowance', by: 'hr' },
  { status: 'rejected', category: 'meal', amountCents: 1200, reason: 'Dinner claim', by: 'manager', rejected: 'hr' },
  { status: 'rejected', category: 'transport', amountCents: 4500, reason: 'Taxi to the airport site', by: 'manager', rejected: 'finance' },
];

/**
 * Demo pay: shift payments for the seeded attendance (the roster seed writes attendance directly,
 * so each attended worker-week is recomputed here), then adjustments in every state. Skipped when
 * any adjustment exists.
 */
export async function seedDemoPay(db: Db): Promise<number> {
  if ((await db.select({ n: count() }).from(payAdjustments))[0]!.n > 0) return 0;
  const weeks = await db
    .selectDistinct({ workerId: rosterAssignments.workerId, date: rosters.date })
    .from(rosterAttendance)
    .innerJoin(rosterAssignments, eq(rosterAssignments.id, rosterAttendance.assignmentId))
    .innerJoin(rosterShifts, eq(rosterShifts.id, rosterAssignments.shiftId))
    .innerJoin(rosters, eq(rosters.id, rosterShifts.rosterId))
    .where(isNotNull(rosterAttendance.paidStartAt));
  const workerWeeks = new Map(weeks.map((w) => [`${w.workerId}|${weekStartOf(w.date)}`, { workerId: w.workerId, monday: weekStartOf(w.date) }]));
  await db.transaction(async (tx) => {
    for (const w of workerWeeks.values()) await recomputeWorkerWeek(tx, w.workerId, w.monday);
  });

  const staff = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['admin@example.com', 'manager@example.com', 'hr@example.com', 'finance@example.com']));
  const id = (role: string) => staff.find((s) => s.email === `${role}@example.com`)?.id;
  const [admin, manager, hr, finance] = [id('admin'), id('manager'), id('hr'), id('finance')];
  if (!admin || !manager || !hr || !finance) return workerWeeks.size;
  // The largest payments, one per worker, so every deduction fits the week.
  const payments = await db
    .select({ id: shiftPayments.id, workerId: shiftPayments.workerId, projectId: shiftPayments.projectId, date: shiftPayments.date, weekStart: shiftPayments.weekStart })
    .from(shiftPayments)
    .where(eq(shiftPayments.status, 'open'))
    .orderBy(asc(shiftPayments.date), asc(shiftPayments.id));
  const seen = new Set<string>();
  const picked = payments.filter((p) => !seen.has(p.workerId) && seen.add(p.workerId)).slice(0, PLANS.length);
  const hour = 3_600_000;
  await db.transaction(async (tx) => {
    for (const [i, p] of picked.entries()) {
      const plan = PLANS[i]!;
      const created = new Date(Date.parse(`${p.date}T12:00:00Z`) + 6 * hour);
      const hrDone = plan.status !== 'pending_hr';
      const financeDone = plan.status === 'approved' || plan.rejected === 'finance';
      await tx.insert(payAdjustments).values({
        workerId: p.workerId,
        shiftPaymentId: p.id,
        projectId: p.projectId,
        periodStart: p.date,
        periodEnd: p.date,
        effectiveDate: p.date,
        weekStart: p.weekStart,
        category: plan.category,
        amountCents: plan.amountCents,
        reason: plan.reason,
        status: plan.status,
        createdBy: plan.by === 'hr' ? hr : manager,
        createdAt: created,
        // The creator never reviews their own: an admin takes hr's stage for hr's own adjustments.
        hrReviewedBy: hrDone ? (plan.by === 'hr' ? admin : hr) : null,
        hrReviewedAt: hrDone ? new Date(created.getTime() + 20 * hour) : null,
        financeReviewedBy: financeDone ? finance : null,
        financeReviewedAt: financeDone ? new Date(created.getTime() + 44 * hour) : null,
        rejectedStage: plan.rejected ?? null,
        rejectionReason: plan.rejected === 'hr' ? 'No receipt attached' : plan.rejected === 'finance' ? 'The client pays airport-site trips directly' : null,
      });
    }
  });
  return workerWeeks.size;
}
