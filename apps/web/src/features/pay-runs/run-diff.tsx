import { Fragment } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatSgd } from '@wf/shared/domain/money';
import { formatDateTime } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import type { PayRun, PayRunDiff } from '@wf/shared/contracts/pay-runs/pay-runs';
import { payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { CHANGE_KEYS } from './labels.ts';
import { DiffChanges } from './run-diff-changes.tsx';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const CHANGE_COLORS = { added: 'success', removed: 'error', changed: 'warning' } as const;
type Figures = PayRunDiff['workers'][number]['before'];

/** "S$10.00 → S$12.50" (a dash for a side that does not exist). */
const moved = (before: number | undefined, after: number | undefined, dash: string) =>
  `${before === undefined ? dash : formatSgd(before)} → ${after === undefined ? dash : formatSgd(after)}`;

/** What the last regeneration of the draft changed, per worker (shown once it was regenerated). */
export function RunDiff({ run }: { run: PayRun }) {
  const { t, lang } = useT();
  const dash = t('common.dash');
  const diff = useEndpoint(
    payRunEndpoints.diff,
    { params: { id: run.id } },
    { enabled: run.regeneratedAt !== null, revision: run.version },
  );
  const d = diff.data;
  if (run.regeneratedAt === null || !d || !d.regeneratedAt) return null;
  const shifts = (f: Figures) => f?.shiftCount;
  return (
    <Paper variant="outlined" sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('pay-runs.diff.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {t('pay-runs.diff.summary', {
          at: formatDateTime(d.regeneratedAt, lang),
          name: d.regeneratedBy?.name ?? dash,
          gross: moved(d.before?.grossCents, d.after?.grossCents, dash),
          workers: `${d.before?.workerCount ?? dash} → ${d.after?.workerCount ?? dash}`,
        })}
      </Typography>
      {d.workers.length === 0 ? (
        <Typography sx={{ px: 2, pb: 2 }}>{t('pay-runs.diff.none')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('pay-runs.diff.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('pay-runs.lines.worker')}</TableCell>
                <TableCell>{t('pay-runs.diff.change')}</TableCell>
                <TableCell sx={num}>{t('pay-runs.diff.shifts')}</TableCell>
                <TableCell sx={num}>{t('pay-runs.col.gross')}</TableCell>
                <TableCell sx={num}>{t('pay-runs.col.net')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {d.workers.map((w) => {
                // The changes per pay line go under the worker's row, across the table (readable on a phone too).
                const below = w.changes.length > 0 ? { '& > td': { borderBottom: 0 } } : undefined;
                return (
                  <Fragment key={w.workerId}>
                    <TableRow sx={below}>
                      <TableCell>{w.employeeCode ? `${w.workerName} (${w.employeeCode})` : w.workerName}</TableCell>
                      <TableCell>
                        <Chip size="small" variant="outlined" color={CHANGE_COLORS[w.change]} label={t(CHANGE_KEYS[w.change])} />
                      </TableCell>
                      <TableCell sx={num}>{`${shifts(w.before) ?? dash} → ${shifts(w.after) ?? dash}`}</TableCell>
                      <TableCell sx={num}>{moved(w.before?.grossCents, w.after?.grossCents, dash)}</TableCell>
                      <TableCell sx={num}>{moved(w.before?.netCents, w.after?.netCents, dash)}</TableCell>
                    </TableRow>
                    {w.changes.length > 0 && (
                      <TableRow aria-label={t('pay-runs.diff.changesOf', { name: w.workerName })}>
                        <TableCell colSpan={5} sx={{ pt: 0 }}>
                          <DiffChanges changes={w.changes} />
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
