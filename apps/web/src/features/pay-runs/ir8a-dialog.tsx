import { useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { businessDateKey, formatDate } from '@wf/shared/domain/format';
import { formatSgd } from '@wf/shared/domain/money';
import { useT } from '../../lib/i18n/index.ts';
import { payrollFileEndpoints as f } from '@wf/shared/contracts/payroll-files/endpoints';
import { call } from '../../lib/call.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { runErrorText } from './run-errors.ts';
import { useDownload } from './run-downloads.tsx';
import * as clock from '@wf/shared/domain/clock';

/**
 * The year's IR8A figures (finance): per worker the boxes the runs paid in that year give, with
 * the particulars IRAS requires that the worker's record lacks (to fix before the forms go out).
 */
export function Ir8aDialog({ onClose }: { onClose(): void }) {
  const { t } = useT();
  const thisYear = Number(businessDateKey(clock.now()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const q = useEndpoint(f.ir8aYear, { query: { year } });
  const data = q.data;
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { busy, download } = useDownload(setDownloadError);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth fullScreen={phone} aria-labelledby="ir8a-title">
      <DialogTitle id="ir8a-title">{t('pay-runs.ir8a.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('pay-runs.ir8a.text')}</DialogContentText>
        <TextField
          select
          size="small"
          label={t('pay-runs.ir8a.year')}
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          sx={{ minWidth: 200, mb: 2 }}
        >
          {[thisYear, thisYear - 1, thisYear - 2].map((y) => (
            <MenuItem key={y} value={y}>
              {t('pay-runs.ir8a.yearOption', { year: y, ya: y + 1 })}
            </MenuItem>
          ))}
        </TextField>
        {q.isFetching && <LinearProgress aria-label={t('pay-runs.ir8a.loading')} />}
        {q.error && <Alert severity="error">{runErrorText(q.error, t)}</Alert>}
        {downloadError && (
          <Alert severity="error" onClose={() => setDownloadError(null)} sx={{ mb: 2 }}>
            {downloadError}
          </Alert>
        )}
        {data && data.items.length === 0 && (
          <Alert severity="info">{t('pay-runs.ir8a.empty', { year: data.year })}</Alert>
        )}
        {data && data.totals.missingData > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="ir8a-missing">
            {t('pay-runs.ir8a.missingText', { count: data.totals.missingData })}
          </Alert>
        )}
        {data && data.items.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={t('pay-runs.ir8a.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('pay-runs.ir8a.worker')}</TableCell>
                  <TableCell>{t('pay-runs.ir8a.period')}</TableCell>
                  <TableCell align="right">{t('pay-runs.ir8a.salary')}</TableCell>
                  <TableCell align="right">{t('pay-runs.ir8a.allowances')}</TableCell>
                  <TableCell align="right">{t('pay-runs.ir8a.total')}</TableCell>
                  <TableCell align="right">{t('pay-runs.ir8a.cpf')}</TableCell>
                  <TableCell>{t('pay-runs.ir8a.missing')}</TableCell>
                  <TableCell>{t('pay-runs.ir8a.form')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((i) => (
                  <TableRow key={i.workerId}>
                    <TableCell>{i.employeeCode ? `${i.workerName} (${i.employeeCode})` : i.workerName}</TableCell>
                    <TableCell>{`${formatDate(i.from)} – ${formatDate(i.to)}`}</TableCell>
                    <TableCell align="right">{formatSgd(i.salaryCents)}</TableCell>
                    <TableCell align="right">{formatSgd(i.allowancesCents)}</TableCell>
                    <TableCell align="right">{formatSgd(i.totalIncomeCents)}</TableCell>
                    <TableCell align="right">{formatSgd(i.employeeCpfCents)}</TableCell>
                    <TableCell sx={{ color: i.missing.length > 0 ? 'error.main' : undefined }}>
                      {i.missing.length > 0
                        ? i.missing.map((m) => t(`pay-runs.ir8a.need.${m}`)).join(', ')
                        : t('pay-runs.ir8a.complete')}
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        disabled={busy}
                        aria-label={t('pay-runs.ir8a.formOf', { name: i.workerName })}
                        onClick={() =>
                          void download(() => call(f.ir8aForm, { params: { workerId: i.workerId }, query: { year: data.year } }), `ir8a-${data.year}.pdf`)
                        }
                      >
                        {t('pay-runs.ir8a.formPdf')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
                    {t('pay-runs.ir8a.totals', { count: data.totals.workers })}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatSgd(data.totals.totalIncomeCents)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatSgd(data.totals.employeeCpfCents)}
                  </TableCell>
                  <TableCell colSpan={2} />
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        {data && data.items.length > 0 && (
          <Button
            disabled={busy}
            onClick={() => void download(() => call(f.ir8aForms, { query: { year: data.year } }), `ir8a-${data.year}.zip`)}
          >
            {t('pay-runs.ir8a.downloadAll')}
          </Button>
        )}
        <Button onClick={onClose}>{t('pay-runs.ir8a.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
