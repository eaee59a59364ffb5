import { z } from 'zod';
import { isoDate, requiredText } from '../common/list-query.ts';
import { WEEK_PLAN_WARNINGS } from '../../domain/rosters/week-plan.ts';
import { weekStart } from '../../domain/rosters/roster-rules.ts';
import { timeOfDay } from './rosters.ts';

/**
 * A location's week at once (issue 29 item 8, decision 020): the preview of a planned week, its
 * creation in one transaction, and saved week templates (a location's week of shifts by weekday).
 */

export { WEEK_PLAN_WARNINGS, type WeekPlanWarningCode } from '../../domain/rosters/week-plan.ts';

export const WEEK_PLAN_ERROR_CODES = {
  /** 409: a template of that name exists at the location already. */
  templateNameTaken: 'TEMPLATE_NAME_TAKEN',
  /** 409: the week has no shifts at the location (nothing to save as a template). */
  weekEmpty: 'WEEK_EMPTY',
  /** 409: the plan is no longer the one previewed (error.current: the plan as it is now). */
  planChanged: 'PLAN_CHANGED',
} as const;

/** Where a plan's shifts come from: a week's rosters (each location its own) or a saved template. */
export const weekPlanSource = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('week'), week: isoDate }),
    z.object({ kind: z.literal('template'), templateId: z.uuid('validation.required') }),
  ],
  { error: 'validation.required' },
);
export type WeekPlanSource = z.infer<typeof weekPlanSource>;

/** POST /api/rosters/week-plan/preview and POST /api/rosters/week-plan: the same body. */
export const weekPlanBody = z
  .object({
    /** Any date of the target week (its Monday-Sunday, Singapore calendar). */
    targetWeek: isoDate,
    source: weekPlanSource,
    /** The locations to plan; a template plans its own location when none is named. */
    locationIds: z.array(z.uuid('validation.invalid')).max(50, 'validation.maxItems').default([]),
    /** Copy the workers of the source week's shifts too (a week source only; each re-checked on create). */
    includeAssignments: z.boolean().default(false),
    /** Leave public holidays out (else they are created, with a warning). */
    skipHolidays: z.boolean().default(false),
    /** The create only: the `planKey` of the preview confirmed; a plan that differs now is 409 PLAN_CHANGED. */
    expectPlanKey: z.string().max(100, 'validation.maxLength').optional(),
  })
  .superRefine((b, ctx) => {
    if (b.source.kind !== 'week') return;
    if (b.locationIds.length === 0) ctx.addIssue({ code: 'custom', path: ['locationIds'], message: 'validation.required' });
    const isDay = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
    if (isDay(b.source.week) && isDay(b.targetWeek) && weekStart(b.source.week) === weekStart(b.targetWeek))
      ctx.addIssue({ code: 'custom', path: ['targetWeek'], message: 'validation.sameWeek' });
  });
export type WeekPlanBody = z.input<typeof weekPlanBody>;

export const weekPlanShift = z.object({
  positionId: z.string(),
  /** The position's label (the project's position). */
  position: z.string(),
  start: z.string(),
  end: z.string(),
  breakMinutes: z.number().int(),
  headcount: z.number().int(),
  payRateCentsOverride: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** Workers to be copied with the shift (week source with assignments). */
  workers: z.number().int(),
});

export const weekPlanRow = z.object({
  locationId: z.string(),
  locationName: z.string(),
  projectCode: z.string(),
  date: z.string(),
  /** 0 = Monday ... 6 = Sunday. */
  weekday: z.number().int(),
  /** Created on confirm; false: skipped (see warnings). */
  create: z.boolean(),
  shifts: z.array(weekPlanShift),
  headcount: z.number().int(),
  warnings: z.array(
    z.object({
      code: z.enum(WEEK_PLAN_WARNINGS),
      holiday: z.string().optional(),
      count: z.number().int().optional(),
    }),
  ),
});
export type WeekPlanRow = z.infer<typeof weekPlanRow>;

/** The answer of the preview: what a create would do now. */
export const weekPlan = z.object({
  /** Monday and Sunday of the target week. */
  from: z.string(),
  to: z.string(),
  rows: z.array(weekPlanRow),
  totals: z.object({ rosters: z.number().int(), shifts: z.number().int(), headcount: z.number().int(), skipped: z.number().int() }),
  /** A digest of the rows: the same plan has the same key (sent back as expectPlanKey to create it). */
  planKey: z.string(),
});
export type WeekPlan = z.infer<typeof weekPlan>;

/** The answer of the create: the plan carried out, the rosters made, workers not copied and why. */
export const weekPlanResult = weekPlan.extend({
  created: z.array(z.object({ id: z.string(), locationId: z.string(), date: z.string() })),
  assignmentsSkipped: z.array(z.object({ date: z.string(), workerId: z.string(), workerName: z.string(), code: z.string() })),
});
export type WeekPlanResult = z.infer<typeof weekPlanResult>;

// ---------------------------------------------------------------- templates

export const weekTemplateShift = z.object({
  weekday: z.number().int().min(0).max(6),
  positionId: z.string(),
  position: z.string(),
  start: timeOfDay,
  end: timeOfDay,
  breakMinutes: z.number().int(),
  headcount: z.number().int(),
  payRateCentsOverride: z.number().int().nullable(),
  notes: z.string().nullable(),
});

export const weekTemplateRow = z.object({
  id: z.string(),
  name: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  projectId: z.string(),
  projectCode: z.string(),
  /** The week the template was saved from (its Monday). */
  sourceWeek: z.string(),
  shifts: z.array(weekTemplateShift),
  headcount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WeekTemplateRow = z.infer<typeof weekTemplateRow>;
export const weekTemplateList = z.object({ items: z.array(weekTemplateRow) });

/** GET /api/roster-week-templates */
export const weekTemplatesQuery = z.object({ locationId: z.uuid('validation.invalid').optional() });

/** POST /api/roster-week-templates: the location's rosters of a week saved as a named template. */
export const weekTemplateCreateBody = z.object({
  name: requiredText(100),
  locationId: z.uuid('validation.required'),
  /** Any date of the week to save. */
  week: isoDate,
});
export type WeekTemplateCreateBody = z.input<typeof weekTemplateCreateBody>;

/** PUT /api/roster-week-templates/:id */
export const weekTemplateRenameBody = z.object({ name: requiredText(100) });
