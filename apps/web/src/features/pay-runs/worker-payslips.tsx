import { useState } from 'react';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatSgd } from '@wf/shared/domain/money';
import { errorText, formatDate } from '../../components/management/list/list-tools.tsx';
import { NoticeSnackbar } from '../../components/management/list/list-toolbar.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { payRunDocumentEndpoints as d } from '@wf/shared/contracts/pay-runs/endpoints';
import { call } from '../../lib/call.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { PAY_RUN_STATUS } from '@wf/shared/enums/pay-runs';
import { periodText } from './run-columns.tsx';
import { useDownload } from './run-downloads.tsx';

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A worker's payslips (their lines in confirmed runs on), newest first, each downloadable as its PDF. */
export function WorkerPayslips({ workerId, employeeCode }: { workerId: string; employeeCode?: string | null }) {
  const { t } = useT();
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, download } = useDownload(setNotice);
  const list = useEndpoint(d.workerPayslips, { params: { id: workerId } });
  const items = list.data?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
        {t('pay-runs.payslips.title')}
      </Typography>
      {list.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorText(list.error, t)}
        </Alert>
      )}
      {list.isSuccess && items.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('pay-runs.payslips.empty')}
        </Typography>
      )}
      {items.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={t('pay-runs.payslips.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('pay-runs.payslips.paymentDate')}</TableCell>
                <TableCell>{t('pay-runs.col.period')}</TableCell>
                <TableCell sx={num}>{t('pay-runs.col.net')}</TableCell>
                <TableCell padding="checkbox" />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((p) => (
                <TableRow key={p.runId}>
                  <TableCell>{p.paymentDate ? formatDate(p.paymentDate) : t(PAY_RUN_STATUS.key(p.status))}</TableCell>
                  <TableCell>{periodText(p)}</TableCell>
                  <TableCell sx={num}>{formatSgd(p.netCents)}</TableCell>
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      disabled={busy}
                      aria-label={t('pay-runs.payslips.download', { period: periodText(p) })}
                      onClick={() =>
                        void download(() => call(d.payslip, { params: { id: p.runId, workerId } }), `payslip-${employeeCode ?? workerId}-${p.periodStart}.pdf`)
                      }
                    >
                      <DownloadIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} hideAfter={6000} />
    </Paper>
  );
}
