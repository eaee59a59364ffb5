import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { payRunDocumentEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import type { FinancePartTimer } from '@wf/shared/contracts/workers/workers';
import { useT } from '../../lib/i18n/index.ts';
import { useCan } from '../../lib/use-can.ts';
import { WorkerPayPanel } from '../pay/index.ts';
import { WorkerPayslips } from '../pay-runs/index.ts';
import { EMPLOYMENT_KEYS, valueText } from './fields.ts';
import { COLUMN_KEYS } from './labels.ts';
import { WorkerTitle } from './worker-header.tsx';
import { WorkerLoadState } from './worker-load-state.tsx';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { workerPages } from '@wf/shared/contracts/workers/pages';

export const FINANCE_LIST_PATH = workerPages.financeList();
/** Where finance opens a worker from its part-timer list. */
export const financeWorkerPath = (id: string) => `${FINANCE_LIST_PATH}/${id}`;

/** The fields finance sees of a worker (the list's, masked), in the order shown. */
const SHOWN = ['idNumberMasked', 'contactNumber', 'typeOfEmployment', 'bankName', 'bankAccMasked'] as const;

/**
 * /finance-management/part-timer-list/:id: one worker for finance, read only. The finance list's
 * masked fields, the payslips and the shift pay by week with its money (the server answers finance
 * with pay figures and refuses it the full worker record, documents and reveals).
 */
export function Component() {
  const { t } = useT();
  const { id = '' } = useParams();
  const can = useCan();
  const worker = useEndpoint(workerEndpoints.financeGet, { params: { id } }, { enabled: !!id });
  if (worker.isError || !worker.data) return <WorkerLoadState query={worker} />;
  const w = worker.data;
  const value = (k: (typeof SHOWN)[number], v: FinancePartTimer) =>
    k === 'typeOfEmployment' ? valueText(t, EMPLOYMENT_KEYS, v.typeOfEmployment) : (v[k] ?? t('common.dash'));

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1300 }}>
      <Button component={RouterLink} to={FINANCE_LIST_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('workers.detail.backToList')}
      </Button>
      <WorkerTitle worker={w} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('workers.finance.workerSubtitle')}
      </Typography>
      <Paper variant="outlined" component="section" aria-label={t('workers.finance.details')} sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('workers.finance.details')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } }}>
          {SHOWN.map((k) => (
            <Box key={k}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(COLUMN_KEYS[k])}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value(k, w)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      {can(payRunDocumentEndpoints.workerPayslips) && <WorkerPayslips workerId={w.id} employeeCode={w.employeeCode} />}
      <WorkerPayPanel workerId={w.id} workerName={w.name} />
    </Box>
  );
}
