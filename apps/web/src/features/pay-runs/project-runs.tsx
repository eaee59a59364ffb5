import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import PaymentsIcon from '@mui/icons-material/Payments';
import { formatHours } from '@wf/shared/domain/format';
import { formatSgd } from '@wf/shared/domain/money';
import { useT } from '../../lib/i18n/index.ts';
import { EmptyState, errorText } from '../../components/management/list/list-tools.tsx';
import { ListPage } from '../../components/management/list/list-page-parts.tsx';
import { payRunEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { periodText } from './run-columns.tsx';
import { PAY_RUN_FREQUENCY, PAY_RUN_STATUS } from '@wf/shared/enums/pay-runs';
import { EnumChip } from '../../lib/enum-chip.tsx';

/**
 * The payment reports as a manager may read them (issue #28): each recent run's shifts on the
 * projects they manage, with their hours and pay (the server leaves out every other project and
 * sends no pay the caller may not read: seesPayOf). No run page, no worker's whole pay.
 */
export function ProjectRuns() {
  const { t } = useT();
  const q = useEndpoint(payRunEndpoints.byProject, {});
  const items = q.data?.items ?? [];
  return (
    <ListPage title={t('pay-runs.list.hrTitle')} subtitle={t('pay-runs.byProject.subtitle')}>
      {q.isPending && <LinearProgress aria-label={t('pay-runs.byProject.loading')} />}
      {q.isError && <Alert severity="error">{errorText(q.error, t)}</Alert>}
      {q.isSuccess && items.length === 0 && (
        <EmptyState
          icon={<PaymentsIcon />}
          title={t('pay-runs.byProject.emptyTitle')}
          text={t('pay-runs.byProject.emptyText')}
        />
      )}
      {items.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('pay-runs.byProject.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('pay-runs.col.period')}</TableCell>
                <TableCell>{t('pay-runs.col.frequency')}</TableCell>
                <TableCell>{t('pay-runs.col.status')}</TableCell>
                <TableCell>{t('pay-runs.byProject.project')}</TableCell>
                <TableCell align="right">{t('pay-runs.col.workers')}</TableCell>
                <TableCell align="right">{t('pay-runs.byProject.shifts')}</TableCell>
                <TableCell align="right">{t('pay-runs.byProject.hours')}</TableCell>
                <TableCell align="right">{t('pay-runs.byProject.pay')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((r) => (
                <TableRow key={`${r.runId}-${r.projectId}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{periodText(r)}</TableCell>
                  <TableCell>{t(PAY_RUN_FREQUENCY.key(r.frequency))}</TableCell>
                  <TableCell>
                    <EnumChip of={PAY_RUN_STATUS} value={r.status} />
                  </TableCell>
                  <TableCell>{r.projectName}</TableCell>
                  <TableCell align="right">{r.workers}</TableCell>
                  <TableCell align="right">{r.shifts}</TableCell>
                  <TableCell align="right">{formatHours(r.paidMinutes)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {r.payCents === null ? t('pay-runs.byProject.payHidden') : formatSgd(r.payCents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </ListPage>
  );
}
