import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import SavingsIcon from '@mui/icons-material/Savings';
import { payRunDocumentEndpoints as d } from '@wf/shared/contracts/pay-runs/endpoints';
import type { DownloadedFile } from '@wf/shared/api/endpoint';
import { ExportButton } from '../../components/management/list/list-tools.tsx';
import { call, saveFile } from '../../lib/call.ts';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import type { PayRun } from '@wf/shared/contracts/pay-runs/pay-runs';
import { runErrorText } from './run-errors.ts';
import { BankFileDialog } from './bank-file-dialog.tsx';
import { DisabledWhy } from '../../components/management/access/disabled-why.tsx';

/** A run's file name stem: pay-run-weekly-2026-11-16. */
export const runFileStem = (run: PayRun) => `pay-run-${run.frequency}-${run.periodStart}`;

/** Fetches a file and saves it; a refusal goes to `onError` as text. */
export function useDownload(onError: (message: string) => void) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const download = async (fetch: () => Promise<DownloadedFile>, fallback: string) => {
    setBusy(true);
    try {
      saveFile(await fetch(), fallback);
    } catch (err) {
      onError(runErrorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

/** The run's CPF month (YYYY-MM): the month its period ends in (decision 012). */
export const cpfMonthOf = (run: PayRun) => run.cpfMonth;

/**
 * The run's files: all payslips (zip), the bank file (finance, once approved), the whole run
 * (XLSX/CSV), and the CPF summary of the run's CPF month (its runs from hr confirmation on, so a
 * draft's page offers it only once the draft is confirmed).
 */
export function RunDownloads({ run, onError }: { run: PayRun; onError(message: string): void }) {
  const { t } = useT();
  const can = useCan();
  const { busy, download } = useDownload(onError);
  const [bankOpen, setBankOpen] = useState(false);
  const bankReady = run.status === 'finance_approved' || run.status === 'paid';
  const month = cpfMonthOf(run);
  const monthText = `${month.slice(5)}/${month.slice(0, 4)}`;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('pay-runs.downloads.title')}
        </Typography>
        {run.workerCount > 0 && (
          <DisabledWhy why={run.status === 'draft' ? t('pay-runs.downloads.payslipsLater') : null}>
            <Button
              variant="outlined"
              startIcon={<FolderZipIcon />}
              disabled={busy}
              onClick={() => void download(() => call(d.payslipsZip, { params: { id: run.id } }), `${runFileStem(run)}-payslips.zip`)}>
              {t('pay-runs.downloads.allPayslips')}
            </Button>
          </DisabledWhy>
        )}
        {can(d.bankFile) && (
          <DisabledWhy why={bankReady ? null : t('pay-runs.downloads.bankFileLater')}>
            <Button variant="outlined" startIcon={<AccountBalanceIcon />} disabled={busy} onClick={() => setBankOpen(true)}>
              {t('pay-runs.downloads.bankFile')}
            </Button>
          </DisabledWhy>
        )}
        {bankOpen && (
          <BankFileDialog
            run={run}
            onClose={() => setBankOpen(false)}
            download={async (format, valueDate) =>
              saveFile(await call(d.bankFile, { params: { id: run.id }, query: { format, ...(valueDate ? { valueDate } : {}) } }), `${runFileStem(run)}-bank.${format === 'csv' ? 'csv' : 'txt'}`)
            }
          />
        )}
        {can(d.cpfSummary) && (
          <DisabledWhy why={run.status === 'draft' ? t('pay-runs.downloads.cpfSummaryLater') : null}>
            <Button
              variant="outlined"
              startIcon={<SavingsIcon />}
              disabled={busy}
              onClick={() => void download(() => call(d.cpfSummary, { query: { month, format: 'xlsx' } }), `cpf-summary-${month}.xlsx`)}
            >
              {t('pay-runs.downloads.cpfSummary', { month: monthText })}
            </Button>
          </DisabledWhy>
        )}
        <ExportButton base={runFileStem(run)} download={(format) => call(d.runExport, { params: { id: run.id }, query: { format } })} onError={onError} />
      </Stack>
    </Paper>
  );
}
