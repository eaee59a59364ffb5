import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import { formatSgd } from '@wf/shared/domain/money';
import { useT } from '../../lib/i18n/index.ts';
import { formatDate, formatDateTime } from '../../components/management/list/list-tools.tsx';
import { dateTimeColumn } from '../../components/management/list/cell-text.tsx';
import type { PayRun } from '@wf/shared/contracts/pay-runs/pay-runs';
import { PAY_RUN_FREQUENCY, PAY_RUN_STATUS } from '@wf/shared/enums/pay-runs';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { lastAction } from './labels.ts';

/** A run's period as text: "01/10/2026 – 31/10/2026". */
export const periodText = (run: Pick<PayRun, 'periodStart' | 'periodEnd'>) =>
  `${formatDate(run.periodStart)} – ${formatDate(run.periodEnd)}`;

const money = (field: keyof PayRun, headerName: string, width = 120): GridColDef<PayRun> => ({
  field,
  headerName,
  width,
  align: 'right',
  headerAlign: 'right',
  valueFormatter: (v: number) => formatSgd(v),
});

/** The columns of the pay runs list: period, status, frequency, headcount, totals, who acted last. */
export function useRunColumns(): GridColDef<PayRun>[] {
  const { t, lang } = useT();
  return useMemo<GridColDef<PayRun>[]>(
    () => [
      {
        field: 'periodStart',
        headerName: t('pay-runs.col.period'),
        // "09/11/2026 –" over "15/11/2026" (the first column keeps 180 px whatever its share).
        width: 130,
        valueGetter: (_v, row) => periodText(row),
      },
      {
        field: 'status',
        headerName: t('pay-runs.col.status'),
        width: 165,
        renderCell: ({ row }) => (
          <EnumChip of={PAY_RUN_STATUS} value={row.status} variant={row.status === 'paid' ? 'filled' : 'outlined'} />
        ),
      },
      {
        field: 'frequency',
        headerName: t('pay-runs.col.frequency'),
        width: 100,
        valueFormatter: (v: PayRun['frequency']) => t(PAY_RUN_FREQUENCY.key(v)),
      },
      { field: 'workerCount', headerName: t('pay-runs.col.workers'), width: 90, align: 'right', headerAlign: 'right' },
      money('grossCents', t('pay-runs.col.gross')),
      {
        ...money('employeeCpfCents', t('pay-runs.col.cpf'), 120),
        description: t('pay-runs.col.cpfHint'),
        sortable: false,
        valueGetter: (_v, row) => row.employeeCpfCents + row.employerCpfCents,
      },
      money('netCents', t('pay-runs.col.net')),
      {
        field: 'lastAction',
        headerName: t('pay-runs.col.lastAction'),
        // Its share of the width holds the date and time of the language (Chinese is wider).
        width: dateTimeColumn(lang).width + 10,
        sortable: false,
        valueGetter: (_v, row) => {
          const a = lastAction(row);
          return `${t(a.key, { name: a.name ?? t('common.dash') })} · ${formatDateTime(a.at, lang)}`;
        },
        // Who on the first line, when on the second: the column stays narrow.
        renderCell: ({ row }) => {
          const a = lastAction(row);
          return (
            <Box sx={{ lineHeight: 1.3, py: 0.5, overflow: 'hidden' }}>
              <Box component="span" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {t(a.key, { name: a.name ?? t('common.dash') })}
              </Box>
              <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
                {formatDateTime(a.at, lang)}
              </Box>
            </Box>
          );
        },
      },
    ],
    [t, lang],
  );
}
