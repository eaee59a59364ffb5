import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { WorkerDetail } from '@wf/shared/contracts/workers/workers';
import type { UpdateWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import { useT } from '../../lib/i18n/index.ts';
import { toBody } from './fields.ts';
import { valuesFrom, WorkerForm } from './worker-form.tsx';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';

export type Revealed = Partial<Record<'idNumber' | 'bankAcc', string>>;

/** Edit details: sends only the changed fields with the version the page shows. */
export function EditWorkerDialog({
  worker,
  revealed,
  onClose,
  onSaved,
}: {
  worker: WorkerDetail;
  /** ID and bank can be changed only once revealed. */
  revealed: Revealed;
  onClose: () => void;
  /** With the number of fields changed. */
  onSaved: (changed: number) => void;
}) {
  const { t } = useT();
  // The changed fields with the version the page shows; every worker list and page reloads.
  const update = useEndpointMutation(workerEndpoints.update, { invalidates: [workerEndpoints], awaitRefetch: false });
  const initial = valuesFrom({
    ...(worker as unknown as Record<string, unknown>),
    idNumber: revealed.idNumber ?? '',
    bankAcc: revealed.bankAcc ?? '',
  });
  const omit = [...(revealed.idNumber ? [] : ['idNumber']), ...(revealed.bankAcc ? [] : ['bankAcc'])];
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>{t('workers.detail.editTitle', { name: worker.name })}</DialogTitle>
      <DialogContent>
        {(!revealed.idNumber || !revealed.bankAcc) && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('workers.detail.revealFirst')}
          </Alert>
        )}
        <WorkerForm
          initial={initial}
          omit={omit}
          submitLabel={t('common.save')}
          onCancel={onClose}
          onSubmit={async (values) => {
            const now = toBody(values);
            const before = toBody(initial);
            const patch: Record<string, unknown> = {};
            for (const [k, v] of Object.entries(now)) {
              if (omit.includes(k)) continue;
              if (JSON.stringify(v) !== JSON.stringify(before[k])) patch[k] = v;
            }
            const res = await update.mutateAsync({
              params: { id: worker.id },
              body: { ...patch, version: worker.version } as UpdateWorkerBody,
            });
            onSaved(res.changed.length);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
