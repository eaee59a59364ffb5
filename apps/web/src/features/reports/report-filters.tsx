import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { z } from 'zod';
import { REPORT_GROUPS, type reportOptions } from '@wf/shared/contracts/reports/reports';
import { today } from '@wf/shared/domain/clock';
import { movePeriod, reportPeriod } from '@wf/shared/domain/reports/report-figures';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import type { UrlParamsUpdate } from '../../lib/url-params.ts';
import type { ReportQueryInput } from './report-period.ts';

type Options = z.output<typeof reportOptions>;

/** The period (previous, this, next), the grouping, and the client, project and position filters. */
export function ReportFilters({
  query,
  options,
  update,
  groups = true,
}: {
  query: ReportQueryInput;
  options: Options | undefined;
  update: UrlParamsUpdate;
  /** The worker/project/client toggle (not on the working-hours grid). */
  groups?: boolean;
}) {
  const { t } = useT();
  const kind = query.period ?? 'month';
  const go = (steps: number) => update({ date: movePeriod(kind, query.date, steps) });
  const isCurrent = reportPeriod(kind, today()).start === reportPeriod(kind, query.date).start;
  const projects = (options?.projects ?? []).filter((p) => !query.clientId || p.clientId === query.clientId);
  const select = (
    name: 'clientId' | 'projectId' | 'position',
    label: string,
    items: { value: string; label: string }[],
    extra: Record<string, undefined> = {},
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={query[name] ?? ''}
      onChange={(e) => update({ [name]: e.target.value || undefined, ...extra })}
      sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 220px' } }}
    >
      <MenuItem value="">{t('reports.filter.all')}</MenuItem>
      {items.map((i) => (
        <MenuItem key={i.value} value={i.value}>
          {i.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Tooltip title={t(`reports.filter.previous.${kind}`)}>
          <IconButton aria-label={t(`reports.filter.previous.${kind}`)} onClick={() => go(-1)}>
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Button size="small" disabled={isCurrent} onClick={() => update({ date: undefined })}>
          {t(`reports.filter.current.${kind}`)}
        </Button>
        <Tooltip title={t(`reports.filter.next.${kind}`)}>
          <IconButton aria-label={t(`reports.filter.next.${kind}`)} onClick={() => go(1)}>
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {groups && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={query.by ?? 'worker'}
          onChange={(_e, v: string | null) => v && update({ by: v })}
          aria-label={t('reports.filter.by')}
          // The theme's muted and tinted button colours fall below 4.5:1 in some layouts: body text.
          sx={{
            '& .MuiToggleButton-root, & .MuiToggleButton-root.Mui-selected': { color: 'text.primary' },
            '& .Mui-selected': { fontWeight: 600 },
          }}
        >
          {REPORT_GROUPS.map((g) => (
            <ToggleButton key={g} value={g}>
              {t(`reports.by.${g}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {select(
        'clientId',
        t('reports.col.client'),
        (options?.clients ?? []).map((c) => ({ value: c.id, label: c.name })),
        { projectId: undefined },
      )}
      {select(
        'projectId',
        t('reports.col.project'),
        projects.map((p) => ({ value: p.id, label: `${p.code} ${p.name}` })),
      )}
      {select(
        'position',
        t('reports.col.position'),
        (options?.positions ?? []).map((p) => ({ value: p, label: positionText(t, p) })),
      )}
    </Stack>
  );
}
