import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatSgd } from '@wf/shared/domain/money';
import { formatDate } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { DAY_KIND } from '@wf/shared/enums/pay';
import { formatHours } from '@wf/shared/domain/format';
import type { PayRunLine } from '@wf/shared/contracts/pay-runs/pay-runs';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** An expanded line's shifts: a table from 600 px; below, one compact entry a shift (no sideways scrolling). */
export function LineShifts({ line }: { line: PayRunLine }) {
  const { t } = useT();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const heading = (
    <Typography variant="subtitle2" gutterBottom>
      {t('pay-runs.line.shifts', { count: line.shifts.length })}
    </Typography>
  );
  const label = t('pay-runs.line.shiftsLabel', { name: line.workerName });
  if (phone)
    return (
      <Box>
        {heading}
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {line.shifts.map((s) => (
            <Box component="li" key={s.shiftPaymentId} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {`${formatDate(s.date)} · ${s.projectName} · ${positionText(t, s.position)}`}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[
                    `${t('pay-runs.line.worked')} ${formatHours(s.workedMinutes)}`,
                    s.overtimeMinutes > 0 ? `${t('pay-runs.line.ot')} ${formatHours(s.overtimeMinutes)}` : null,
                    t(DAY_KIND.key(s.dayKind)),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <Typography variant="body2" sx={num}>
                {formatSgd(s.totalCents)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {heading}
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('pay-runs.line.date')}</TableCell>
            <TableCell>{t('pay-runs.line.project')}</TableCell>
            <TableCell sx={num}>{t('pay-runs.line.worked')}</TableCell>
            <TableCell sx={num}>{t('pay-runs.line.ot')}</TableCell>
            <TableCell>{t('pay-runs.line.dayKind')}</TableCell>
            <TableCell sx={num}>{t('pay-runs.line.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {line.shifts.map((s) => (
            <TableRow key={s.shiftPaymentId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(s.date)}</TableCell>
              <TableCell>{`${s.projectName} · ${positionText(t, s.position)}`}</TableCell>
              <TableCell sx={num}>{formatHours(s.workedMinutes)}</TableCell>
              <TableCell sx={num}>{formatHours(s.overtimeMinutes)}</TableCell>
              <TableCell>{t(DAY_KIND.key(s.dayKind))}</TableCell>
              <TableCell sx={num}>{formatSgd(s.totalCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
