import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { ShiftPaymentRow } from '@wf/shared/contracts/pay/pay';
import { adjustmentEndpoints, payEndpoints } from '@wf/shared/contracts/pay/endpoints';
import { businessDateKey, formatDate } from '@wf/shared/domain/format';
import { formatSgd } from '@wf/shared/domain/money';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { AdjustmentDialog, type AdjustmentTarget } from './adjustment-dialog.tsx';
import { DAY_KIND } from '@wf/shared/enums/pay';
import { formatHours } from '@wf/shared/domain/format';
import * as clock from '@wf/shared/domain/clock';

/** The shift column only where there is room; on a phone the project shows under the date. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } };

/** The first and last day of the month `offset` months from this Singapore month. */
function monthRange(offset: number): { from: string; to: string; label: Date } {
  const [y, m] = businessDateKey(clock.now()).split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 + offset, 1));
  const last = new Date(Date.UTC(y, m + offset, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10), label: first };
}

/** The worker page's Pay tab: shifts, hours and (for finance and admin) pay, by week, a month at a time. */
export function WorkerPayPanel({ workerId, workerName }: { workerId: string; workerName: string }) {
  const { t, lang } = useT();
  const can = useCan();
  const [offset, setOffset] = useState(0);
  const [target, setTarget] = useState<AdjustmentTarget>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { from, to, label } = monthRange(offset);
  const pay = useEndpoint(payEndpoints.workerPay, { params: { id: workerId }, query: { from, to } });
  const canAdjust = can(adjustmentEndpoints.create);
  const money = (c: number | null) => (c === null ? t('common.dash') : formatSgd(c));
  const month = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-Hans' : lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(label);
  const d = pay.data;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }} spacing={1}>
        <IconButton aria-label={t('pay.worker.previousMonth')} onClick={() => setOffset((o) => o - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="h6" component="h2" sx={{ minWidth: 160, textAlign: 'center' }}>
          {month}
        </Typography>
        <IconButton aria-label={t('pay.worker.nextMonth')} onClick={() => setOffset((o) => o + 1)}>
          <ChevronRightIcon />
        </IconButton>
        {d && (
          <Typography sx={{ ml: { sm: 2 } }} color="text.secondary">
            {t('pay.worker.monthTotals', { hours: formatHours(d.totals.workedMinutes), overtime: formatHours(d.totals.overtimeMinutes) })}
            {d.showsPay && ` · ${formatSgd(d.totals.totalCents)}`}
          </Typography>
        )}
      </Stack>
      {pay.isError && <Alert severity="error">{t('pay.worker.loadFailed')}</Alert>}
      {d && !d.showsPay && <Alert severity="info">{t('pay.worker.hoursOnly')}</Alert>}
      {d && d.weeks.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('pay.worker.noShifts')}</Typography>
        </Paper>
      )}
      {d?.weeks.map((w) => (
        <Paper key={w.weekStart} variant="outlined">
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ px: 2, py: 1.5, justifyContent: 'space-between', gap: 0.5 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('pay.worker.week', { date: formatDate(w.weekStart) })}
            </Typography>
            <Typography color="text.secondary">
              {t('pay.worker.weekTotals', { hours: formatHours(w.workedMinutes), overtime: formatHours(w.overtimeMinutes) })}
              {d.showsPay && ` · ${money(w.totalCents)}`}
            </Typography>
          </Stack>
          <TableContainer>
            <Table size="small" aria-label={t('pay.worker.week', { date: formatDate(w.weekStart) })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('pay.worker.date')}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{t('pay.worker.shift')}</TableCell>
                  <TableCell align="right">{t('pay.worker.hours')}</TableCell>
                  <TableCell align="right">{t('pay.worker.overtime')}</TableCell>
                  {d.showsPay && <TableCell align="right" sx={WIDE_ONLY}>{t('pay.worker.rate')}</TableCell>}
                  {d.showsPay && <TableCell align="right">{t('pay.worker.pay')}</TableCell>}
                  {canAdjust && <TableCell />}
                </TableRow>
              </TableHead>
              <TableBody>
                {w.shifts.map((s: ShiftPaymentRow) => (
                  <TableRow key={s.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDate(s.date)}
                      {s.dayKind !== 'normal' && <Chip size="small" sx={{ ml: 1 }} label={t(DAY_KIND.key(s.dayKind))} />}
                      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' }, whiteSpace: 'normal' }}>
                        {s.projectName} · {positionText(t, s.position)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={WIDE_ONLY}>
                      {s.projectName} · {s.locationName}
                      <Typography variant="body2" color="text.secondary">
                        {positionText(t, s.position)}
                        {s.status === 'locked' && ` · ${t('pay.worker.locked')}`}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{formatHours(s.workedMinutes)}</TableCell>
                    <TableCell align="right">{s.overtimeMinutes ? formatHours(s.overtimeMinutes) : t('common.dash')}</TableCell>
                    {d.showsPay && <TableCell align="right" sx={WIDE_ONLY}>{money(s.rateCents)}</TableCell>}
                    {d.showsPay && <TableCell align="right">{money(s.totalCents)}</TableCell>}
                    {canAdjust && (
                      <TableCell align="right">
                        {s.status === 'open' && (
                          <Button size="small" onClick={() => setTarget({ shiftPaymentId: s.id, workerName, date: s.date })}>
                            {t('pay.worker.adjust')}
                          </Button>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      ))}
      {target && (
        <AdjustmentDialog
          target={target}
          onClose={() => setTarget(null)}
          onCreated={() => {
            setTarget(null);
            setNotice(t('pay.adjustments.created'));
          }}
        />
      )}
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} message={notice} />
    </Stack>
  );
}
