import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { WEEK_PLAN_ERROR_CODES, type WeekPlan, type WeekPlanResult } from '@wf/shared/contracts/rosters/week-plan';
import { ApiError } from '../../lib/api.ts';
import { formatDate } from '@wf/shared/domain/format';
import { useT } from '../../lib/i18n/index.ts';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { ROSTER_LISTS } from './roster-changes.ts';
import { rosterErrorText } from './roster-errors.ts';
import { CopyResultView } from './copy-result.tsx';
import { useNarrow } from './use-narrow.ts';
import { WeekPlannerForm, usePlannerState, usePreview } from './week-planner-form.tsx';
import { WeekTemplatesPanel } from './week-templates-panel.tsx';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

type Tab = 'plan' | 'templates';

const changed = (err: unknown) => err instanceof ApiError && err.code === WEEK_PLAN_ERROR_CODES.planChanged;

/** What the create did, as the copy dialogs say it, with the way to the week. */
function PlanResult({ result }: { result: WeekPlanResult }) {
  const { t } = useT();
  return (
    <>
      <CopyResultView result={{ created: result.created, skipped: [], assignmentsSkipped: result.assignmentsSkipped }} />
      {result.totals.skipped > 0 && <Typography variant="body2">{t('rosters.planner.totalsSkipped', { count: result.totals.skipped })}</Typography>}
      <Link component={RouterLink} to={rosterPages.list({ date: result.from })} sx={{ display: 'inline-block', mt: 1 }}>
        {t('rosters.create.openWeek', { date: formatDate(result.from) })}
      </Link>
    </>
  );
}

/**
 * "Plan a week" (issue 29 item 8): choose the locations, the target week (Singapore, Monday start)
 * and the source (last week, another week, a saved template); see the preview of every roster
 * it would create and what it skips; confirm to create them all at once. Templates are saved,
 * renamed and deleted on the second tab.
 */
export function WeekPlannerDialog({ onClose }: { onClose(): void }) {
  const { t } = useT();
  const narrow = useNarrow(700);
  const [tab, setTab] = useState<Tab>('plan');
  const s = usePlannerState();
  const preview = usePreview(s.body);
  const create = useEndpointMutation(rosterEndpoints.weekPlanCreate, { invalidates: ROSTER_LISTS, awaitRefetch: false });
  const [result, setResult] = useState<WeekPlanResult | null>(null);
  const rosters = preview.current ? (preview.plan?.totals.rosters ?? 0) : 0;
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth fullScreen={narrow} aria-labelledby="week-planner-title">
      <DialogTitle id="week-planner-title">{t('rosters.planner.title')}</DialogTitle>
      <DialogContent dividers>
        {result ? (
          <PlanResult result={result} />
        ) : (
          <>
            <Tabs value={tab} onChange={(_e, v: Tab) => setTab(v)} aria-label={t('rosters.planner.tabs')} sx={{ mb: 2 }}>
              <Tab value="plan" label={t('rosters.planner.planTab')} />
              <Tab value="templates" label={t('rosters.planner.templatesTab')} />
            </Tabs>
            {tab === 'plan' ? <WeekPlannerForm s={s} preview={preview} /> : <WeekTemplatesPanel locations={s.locations} />}
            {create.error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {changed(create.error) ? t('rosters.planner.errors.planChanged') : rosterErrorText(create.error, t)}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{result ? t('rosters.copy.done') : t('common.cancel')}</Button>
        {!result && tab === 'plan' && (
          <>
            <Button variant={preview.current ? 'outlined' : 'contained'} disabled={!s.body || preview.isPending} onClick={preview.ask}>
              {t('rosters.planner.preview')}
            </Button>
            <Button
              variant="contained"
              disabled={!s.body || !preview.current || rosters === 0 || create.isPending}
              onClick={() =>
                s.body &&
                preview.plan &&
                create.mutate(
                  { body: { ...s.body, expectPlanKey: preview.plan.planKey } },
                  // Confirmed is what is created: a week changed since the preview shows its new preview.
                  { onSuccess: setResult, onError: (err) => changed(err) && preview.replace((err as ApiError).current as WeekPlan) },
                )
              }
            >
              {t('rosters.planner.create', { count: rosters })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
