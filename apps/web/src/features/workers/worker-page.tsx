import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { WorkerAction } from '@wf/shared/domain/workers/status-machine';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { useT } from '../../lib/i18n/index.ts';
import { useCan } from '../../lib/use-can.ts';
import { WorkerPayPanel } from '../pay/index.ts';
import { WorkerPayslips } from '../pay-runs/index.ts';
import { WorkerItems } from '../apps/inventory/index.ts';
import { payRunDocumentEndpoints } from '@wf/shared/contracts/pay-runs/endpoints';
import { useConsentUpload } from './consent-upload.tsx';
import { EditWorkerDialog, type Revealed } from './edit-worker-dialog.tsx';
import { TransitionDialog } from './transition-dialog.tsx';
import { WorkerAlerts } from './worker-alerts.tsx';
import { HealthPanel, WorkerFieldGroups, WorkingExperience } from './worker-details.tsx';
import { DocumentsPanel } from './worker-documents.tsx';
import { WorkerHeader } from './worker-header.tsx';
import { HistoryPanel } from './worker-history.tsx';
import { WorkerLoadState } from './worker-load-state.tsx';
import { useEndpoint } from '../../lib/use-endpoint.ts';

/** /part-timer-management/worker/:id: everything about one applicant or worker, and what can be done. */
export function Component() {
  const { t } = useT();
  const { id = '' } = useParams();
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const can = useCan();
  const worker = useEndpoint(workerEndpoints.get, { params: { id } }, { enabled: !!id });
  const [action, setAction] = useState<WorkerAction | null>(null);
  const [editing, setEditing] = useState(false);
  const [revealed, setRevealed] = useState<Revealed>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [tab, setTab] = useState<'details' | 'pay'>('details');
  const upload = useConsentUpload(id, setNotice);
  // Offered only for an applicant who needed it (registered at 15: requiresDocument), as the server says.
  const consent = worker.data?.requiresDocument && can(workerEndpoints.consent) ? upload : undefined;

  if (worker.isError || !worker.data) return <WorkerLoadState query={worker} />;
  const w = worker.data;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1300 }}>
      <WorkerHeader worker={w} onAction={setAction} onEdit={() => setEditing(true)} />
      <WorkerAlerts worker={w} created={created} consent={consent} />
      {upload.input}

      <Tabs value={tab} onChange={(_e, v: 'details' | 'pay') => setTab(v)} sx={{ mb: 2 }}>
        <Tab value="details" label={t('pay.worker.detailsTab')} />
        <Tab value="pay" label={t('pay.worker.tab')} />
      </Tabs>
      {tab === 'pay' && can(payRunDocumentEndpoints.workerPayslips) && <WorkerPayslips workerId={w.id} employeeCode={w.employeeCode} />}
      {tab === 'pay' && <WorkerPayPanel workerId={w.id} workerName={w.name} />}
      <Box sx={{ display: tab === 'details' ? 'grid' : 'none', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <Stack spacing={2}>
          <WorkerFieldGroups
            worker={w}
            revealed={revealed}
            canReveal={can(workerEndpoints.reveal)}
            onRevealed={(field, value) => setRevealed((old) => ({ ...old, [field]: value }))}
            onError={setNotice}
          />
          <WorkingExperience worker={w} />
          <HealthPanel worker={w} />
        </Stack>
        <Stack spacing={2}>
          <DocumentsPanel worker={w} consent={consent} onNotice={setNotice} />
          <WorkerItems workerId={w.id} />
          <HistoryPanel worker={w} />
        </Stack>
      </Box>

      {action && (
        <TransitionDialog
          worker={w}
          action={action}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            setNotice(message);
          }}
        />
      )}
      {editing && (
        <EditWorkerDialog
          worker={w}
          revealed={revealed}
          onClose={() => setEditing(false)}
          onSaved={(changed) => {
            setEditing(false);
            setNotice(changed === 0 ? t('workers.detail.nothingChanged') : t('workers.detail.saved'));
          }}
        />
      )}
      <Snackbar open={!!notice} autoHideDuration={5000} onClose={() => setNotice(null)} message={notice} />
    </Box>
  );
}
