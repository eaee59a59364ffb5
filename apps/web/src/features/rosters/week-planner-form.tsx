import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WeekPlan, WeekPlanBody, WeekPlanResult } from '@wf/shared/contracts/rosters/week-plan';
import { formatDate } from '@wf/shared/domain/format';
import { DateField } from '../../components/date-field.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { rosterErrorText } from './roster-errors.ts';
import { addDays, isCalendarDate, mondayOf, todaySgt } from './roster-dates.ts';
import { LocationsPicker, type LocationOption } from './location-picker.tsx';
import { WeekPlanPreview } from './week-plan-preview.tsx';

export type SourceKind = 'lastWeek' | 'week' | 'template';

/** What the planner asks: locations, target week, source; the body it sends, null while incomplete. */
export function usePlannerState() {
  const next = addDays(mondayOf(todaySgt()), 7);
  const [locations, setLocations] = useState<LocationOption[]>([]);
  const [target, setTarget] = useState<string | null>(next);
  const [kind, setKind] = useState<SourceKind>('lastWeek');
  const [week, setWeek] = useState<string | null>(addDays(next, -7));
  const [templateId, setTemplateId] = useState('');
  const [includeAssignments, setIncludeAssignments] = useState(false);
  const [skipHolidays, setSkipHolidays] = useState(false);
  let body: WeekPlanBody | null = null;
  if (isCalendarDate(target)) {
    const base = { targetWeek: mondayOf(target), locationIds: locations.map((l) => l.id), skipHolidays };
    if (kind === 'template') body = templateId ? { ...base, source: { kind: 'template', templateId } } : null;
    else {
      const from = kind === 'lastWeek' ? addDays(mondayOf(target), -7) : isCalendarDate(week) ? mondayOf(week) : null;
      body =
        from && locations.length && from !== mondayOf(target) ? { ...base, source: { kind: 'week', week: from }, includeAssignments } : null;
    }
  }
  return {
    ...{ locations, setLocations, target, setTarget, kind, setKind, week, setWeek, templateId, setTemplateId },
    ...{ includeAssignments, setIncludeAssignments, skipHolidays, setSkipHolidays },
    body,
  };
}
export type PlannerState = ReturnType<typeof usePlannerState>;

const weekText = (d: string | null) => (isCalendarDate(d) ? { from: formatDate(mondayOf(d)), to: formatDate(addDays(mondayOf(d), 6)) } : null);

/** The planner's questions and, once asked, the preview of what would be created. */
export function WeekPlannerForm({ s, preview }: { s: PlannerState; preview: ReturnType<typeof usePreview> }) {
  const { t } = useT();
  const templates = useEndpoint(rosterEndpoints.weekTemplates, { query: {} });
  const mine = (templates.data?.items ?? []).filter((x) => !s.locations.length || s.locations.some((l) => l.id === x.locationId));
  const targetWeek = weekText(s.target);
  const shown = useRef<HTMLElement>(null);
  // A new preview is brought into view (below the questions, often past the fold).
  useEffect(() => {
    if (preview.plan) shown.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [preview.plan]);
  const sameWeek = s.kind === 'week' && isCalendarDate(s.week) && isCalendarDate(s.target) && mondayOf(s.week) === mondayOf(s.target);
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <LocationsPicker value={s.locations} onChange={s.setLocations} />
      <DateField
        label={t('rosters.planner.targetWeek')}
        value={s.target}
        onChange={s.setTarget}
        helperText={targetWeek ? t('rosters.planner.weekRange', targetWeek) : t('rosters.planner.targetHint')}
      />
      <FormControl>
        <FormLabel id="week-planner-source">{t('rosters.planner.source')}</FormLabel>
        <RadioGroup aria-labelledby="week-planner-source" value={s.kind} onChange={(e) => s.setKind(e.target.value as SourceKind)}>
          <FormControlLabel value="lastWeek" control={<Radio />} label={t('rosters.planner.sources.lastWeek')} />
          <FormControlLabel value="week" control={<Radio />} label={t('rosters.planner.sources.week')} />
          <FormControlLabel value="template" control={<Radio />} label={t('rosters.planner.sources.template')} />
        </RadioGroup>
      </FormControl>
      {s.kind === 'week' && (
        <DateField
          label={t('rosters.planner.sourceWeek')}
          value={s.week}
          onChange={s.setWeek}
          error={sameWeek}
          helperText={sameWeek ? t('rosters.create.sameWeek') : weekText(s.week) ? t('rosters.planner.weekRange', weekText(s.week)!) : undefined}
        />
      )}
      {s.kind === 'template' && (
        <TextField
          select
          label={t('rosters.planner.template')}
          value={s.templateId}
          onChange={(e) => s.setTemplateId(e.target.value)}
          helperText={templates.isSuccess && mine.length === 0 ? t('rosters.planner.noTemplates') : t('rosters.planner.templateHint')}
        >
          {mine.map((x) => (
            <MenuItem key={x.id} value={x.id}>
              {x.name} · {x.locationName}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        {s.kind !== 'template' && (
          <FormControlLabel
            control={<Checkbox checked={s.includeAssignments} onChange={(e) => s.setIncludeAssignments(e.target.checked)} />}
            label={t('rosters.create.includeAssignments')}
          />
        )}
        <FormControlLabel
          control={<Checkbox checked={s.skipHolidays} onChange={(e) => s.setSkipHolidays(e.target.checked)} />}
          label={t('rosters.planner.skipHolidays')}
        />
      </Stack>
      {preview.isPending && <LinearProgress aria-label={t('rosters.planner.loading')} />}
      {preview.error && <Alert severity="error">{rosterErrorText(preview.error, t)}</Alert>}
      {preview.plan && (
        <section aria-label={t('rosters.planner.previewTitle')} ref={shown}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('rosters.planner.previewTitle')}
          </Typography>
          {preview.stale ? (
            <Alert severity="info">{t('rosters.planner.stale')}</Alert>
          ) : (
            <WeekPlanPreview plan={preview.plan} />
          )}
        </section>
      )}
    </Stack>
  );
}

/** The preview asked for the body as it is; stale once the questions change after it. */
export function usePreview(body: WeekPlanBody | null) {
  const [asked, setAsked] = useState<{ key: string; plan: WeekPlan } | null>(null);
  const run = useEndpointMutation(rosterEndpoints.weekPlanPreview);
  const key = body ? JSON.stringify(body) : '';
  return {
    plan: asked?.plan ?? null,
    stale: asked !== null && asked.key !== key,
    current: asked !== null && asked.key === key,
    isPending: run.isPending,
    error: run.error,
    ask: () => {
      if (!body) return;
      run.mutate({ body }, { onSuccess: (plan) => setAsked({ key, plan }) });
    },
    /** The plan as the server has it now (a create refused with PLAN_CHANGED answers it). */
    replace: (plan: WeekPlan) => setAsked({ key, plan }),
  };
}

export type { WeekPlanResult };
