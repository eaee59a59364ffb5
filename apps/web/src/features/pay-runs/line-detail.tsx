import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatSgd } from '@wf/shared/domain/money';
import { useT } from '../../lib/i18n/index.ts';
import { CATEGORY_KEYS } from '../pay/index.ts';
import type { PayRunLine } from './pay-runs-api.ts';
import { LineShifts } from './line-shifts.tsx';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** An expanded line: how its gross is made up, its shifts and its adjustments. */
export function LineDetail({ line }: { line: PayRunLine }) {
  const { t } = useT();
  const parts: Array<[string, number]> = [
    ['pay-runs.line.basic', line.basicPayCents],
    ['pay-runs.line.overtime', line.overtimePayCents],
    ['pay-runs.line.restDay', line.restDayPayCents],
    ['pay-runs.line.publicHoliday', line.publicHolidayPayCents],
    ['pay-runs.line.allowances', line.allowanceCents],
    ['pay-runs.line.otherAdditions', line.otherAdditionCents],
    ['pay-runs.line.deductions', -line.deductionCents],
    ['pay-runs.line.employeeCpf', -line.employeeCpfCents],
    ['pay-runs.line.employerCpf', line.employerCpfCents],
    ['pay-runs.line.sdl', line.sdlCents],
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
            {t('pay-runs.line.breakdown', { rate: formatSgd(line.basicRateCents) })}
          </Typography>
          <Table size="small" aria-label={t('pay-runs.line.breakdownLabel', { name: line.workerName })}>
            <TableBody>
              {parts.map(([key, cents]) => (
                <TableRow key={key}>
                  <TableCell>{t(key)}</TableCell>
                  <TableCell sx={num}>{formatSgd(cents)}</TableCell>
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
                      {t(CATEGORY_KEYS[a.category])}
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
