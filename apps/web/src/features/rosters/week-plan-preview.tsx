import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WeekPlan, WeekPlanRow } from '@wf/shared/contracts/rosters/week-plan';
import { formatDate } from '@wf/shared/domain/format';
import { useT, type TFunction } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { useNarrow } from './use-narrow.ts';
import { shiftTimes } from './shift-card.tsx';

/** "Mon 30/11/2026": the weekday in the user's language, the date through the one formatter. */
export const planDay = (t: TFunction, date: string, weekday: number) => `${t(`rosters.planner.weekday.${weekday}`)} ${formatDate(date)}`;

function warningText(t: TFunction, w: WeekPlanRow['warnings'][number]): string {
  if (w.code === 'PUBLIC_HOLIDAY') return t('rosters.planner.warnings.PUBLIC_HOLIDAY', { name: w.holiday ?? '' });
  if (w.code === 'POSITION_GONE') return t('rosters.planner.warnings.POSITION_GONE', { count: w.count ?? 1 });
  return t(`rosters.planner.warnings.${w.code}`);
}

function ShiftLines({ row }: { row: WeekPlanRow }) {
  const { t } = useT();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {row.shifts.map((s, i) => (
        <li key={i}>
          {t('rosters.planner.shiftLine', {
            position: positionText(t, s.position),
            times: shiftTimes({ ...s, crossesMidnight: s.end <= s.start }, t('rosters.board.nextDay')),
            count: s.headcount,
          })}
          {s.workers > 0 && ` · ${t('rosters.planner.workers', { count: s.workers })}`}
        </li>
      ))}
    </Box>
  );
}

function Warnings({ row }: { row: WeekPlanRow }) {
  const { t } = useT();
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {!row.create && <Chip size="small" color="default" variant="outlined" label={t('rosters.planner.skipped')} />}
      {row.warnings.map((w) => (
        <Chip
          key={w.code}
          size="small"
          color={w.code === 'PUBLIC_HOLIDAY' ? 'warning' : w.code === 'POSITION_GONE' ? 'warning' : 'default'}
          label={warningText(t, w)}
          sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        />
      ))}
    </Stack>
  );
}

/** The dated plan before anything is written: one row per roster (date, location, shifts, places, warnings), then the totals. */
export function WeekPlanPreview({ plan }: { plan: WeekPlan }) {
  const { t } = useT();
  const narrow = useNarrow(700);
  const totals = (
    <Typography role="status" sx={{ mt: 1.5, fontWeight: 600 }}>
      {t('rosters.planner.totals', {
        rosters: plan.totals.rosters,
        shifts: plan.totals.shifts,
        headcount: plan.totals.headcount,
      })}
      {plan.totals.skipped > 0 && ` ${t('rosters.planner.totalsSkipped', { count: plan.totals.skipped })}`}
    </Typography>
  );
  if (plan.rows.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} role="status">
        <Typography sx={{ fontWeight: 600 }}>{t('rosters.planner.emptyTitle')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('rosters.planner.emptyText')}
        </Typography>
      </Paper>
    );
  if (narrow)
    return (
      <Box>
        <Stack spacing={1} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={t('rosters.planner.previewTitle')}>
          {plan.rows.map((r) => (
            <Paper component="li" variant="outlined" key={`${r.locationId}|${r.date}`} sx={{ p: 1.5, opacity: r.create ? 1 : 0.75 }}>
              <Typography sx={{ fontWeight: 700 }}>{planDay(t, r.date, r.weekday)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {r.locationName} · {r.projectCode} · {t('rosters.planner.headcount', { count: r.headcount })}
              </Typography>
              <Typography variant="body2" component="div" sx={{ my: 0.5 }}>
                <ShiftLines row={r} />
              </Typography>
              <Warnings row={r} />
            </Paper>
          ))}
        </Stack>
        {totals}
      </Box>
    );
  return (
    <Box>
      <Table size="small" aria-label={t('rosters.planner.previewTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('rosters.planner.columns.date')}</TableCell>
            <TableCell>{t('rosters.planner.columns.roster')}</TableCell>
            <TableCell>{t('rosters.planner.columns.shifts')}</TableCell>
            <TableCell align="right">{t('rosters.planner.columns.headcount')}</TableCell>
            <TableCell>{t('rosters.planner.columns.warnings')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plan.rows.map((r) => (
            <TableRow key={`${r.locationId}|${r.date}`} sx={{ opacity: r.create ? 1 : 0.7, verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{planDay(t, r.date, r.weekday)}</TableCell>
              <TableCell>
                {r.locationName}
                <Typography variant="body2" color="text.secondary">
                  {r.projectCode}
                </Typography>
              </TableCell>
              <TableCell>
                <ShiftLines row={r} />
              </TableCell>
              <TableCell align="right">{r.headcount}</TableCell>
              <TableCell>
                <Warnings row={r} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {totals}
    </Box>
  );
}
