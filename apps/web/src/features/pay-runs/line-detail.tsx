import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate, formatHours } from '@wf/shared/domain/format';
import { formatSgd } from '@wf/shared/domain/money';
import { useT } from '../../lib/i18n/index.ts';
import { ADJUSTMENT_CATEGORY } from '@wf/shared/enums/pay';
import type { PayRunLine } from '@wf/shared/contracts/pay-runs/pay-runs';
import { LineShifts } from './line-shifts.tsx';
import { PAY_LINE_KEYS } from './labels.ts';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** An expanded line: its pay lines per rate, gross, deductions, CPF, reimbursements and net; its shifts and adjustments. */
export function LineDetail({ line }: { line: PayRunLine }) {
  const { t } = useT();
  // One row per rate (rate x hours = amount, decision 012), then gross, what comes off and on, and net.
  const payRows: Array<[string, string, number]> =
    line.payLines.length > 0
      ? line.payLines.map((l) => [
          t(PAY_LINE_KEYS[l.kind]),
          [
            t('pay-runs.line.rateHours', {
              rate: formatSgd(l.rateCents),
              multiplier: l.multiplier === 1000 ? '' : ` × ${l.multiplier / 1000}`,
              hours: formatHours(l.minutes),
            }),
            // A part-timer's public holidays not worked (decision 026): which days the line pays.
            ...(l.kind === 'public_holiday_not_worked' || l.kind === 'public_holiday_non_working_day'
              ? (line.holidaysNotWorked ?? [])
                  .filter((h) => h.date.startsWith(l.month) && Boolean(h.nonWorkingDay) === (l.kind === 'public_holiday_non_working_day'))
                  .map((h) => `${formatDate(h.date)} ${h.name}`.trim())
              : []),
          ].join(' · '),
          l.amountCents,
        ] as [string, string, number])
        // A part-timer's holidays paid on no line of their own, and why (decision 026).
        .concat(
          (line.holidaysUnpaid ?? []).map((h): [string, string, number] => [
            t('pay-runs.line.holidayUnpaid'),
            `${formatDate(h.date)} ${h.name}`.trim() +
              ' · ' +
              (h.reason === 'encashed'
                ? t('pay-runs.line.holidayEncashed', { amount: formatSgd(h.encashedCents ?? 0), rate: formatSgd(h.rateCents ?? 0) })
                : h.reason === 'absent' && h.worked
                  ? t('pay-runs.line.holidayWorkedAbsent', { date: h.absentOn ? formatDate(h.absentOn) : '' })
                : h.reason === 'absent'
                  ? t('pay-runs.line.holidayAbsent', { date: h.absentOn ? formatDate(h.absentOn) : '' })
                  : t('pay-runs.line.holidayDayOff')),
            0,
          ]),
        )
      : [
          [t('pay-runs.line.basic'), '', line.basicPayCents],
          [t('pay-runs.line.overtime'), '', line.overtimePayCents],
          [t('pay-runs.line.restDay'), '', line.restDayPayCents],
          [t('pay-runs.line.publicHoliday'), '', line.publicHolidayPayCents],
        ];
  const parts: Array<[string, string, number, boolean?]> = [
    ...payRows,
    [t('pay-runs.line.allowances'), '', line.allowanceCents],
    [t('pay-runs.line.otherAdditions'), '', line.otherAdditionCents],
    [t('pay-runs.line.gross'), '', line.grossCents, true],
    [t('pay-runs.line.deductions'), '', -line.deductionCents],
    [t('pay-runs.line.employeeCpf'), '', -line.employeeCpfCents],
    [t('pay-runs.line.reimbursements'), '', line.reimbursementCents],
    [t('pay-runs.line.net'), '', line.netCents, true],
    [t('pay-runs.line.employerCpf'), '', line.employerCpfCents],
    [t('pay-runs.line.sdl'), '', line.sdlCents],
  ];
  return (
    <Box
      sx={{
        py: 1.5,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box>
          <Typography variant="subtitle2" gutterBottom>
            {t('pay-runs.line.payLines')}
          </Typography>
          <Table size="small" aria-label={t('pay-runs.line.breakdownLabel', { name: line.workerName })}>
            <TableBody>
              {parts.map(([label, detail, cents, strong], i) => (
                <TableRow key={i}>
                  <TableCell sx={strong ? { fontWeight: 600 } : undefined}>
                    {label}
                    {detail && (
                      <Typography variant="body2" color="text.secondary">
                        {detail}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={strong ? { ...num, fontWeight: 600 } : num}>{formatSgd(cents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Box>
          <Typography variant="subtitle2" gutterBottom>
            {t('pay-runs.line.adjustments', { count: line.adjustments.length })}
          </Typography>
          {line.adjustments.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('pay-runs.line.noAdjustments')}
            </Typography>
          ) : (
            <Table size="small" aria-label={t('pay-runs.line.adjustmentsLabel', { name: line.workerName })}>
              <TableBody>
                {line.adjustments.map((a) => (
                  <TableRow key={a.adjustmentId}>
                    <TableCell>
                      {t(ADJUSTMENT_CATEGORY.key(a.category))}
                      <Typography variant="body2" color="text.secondary">
                        {a.reason}
                      </Typography>
                    </TableCell>
                    <TableCell sx={num}>{formatSgd(a.amountCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      </Box>
      <LineShifts line={line} />
    </Box>
  );
}
