import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import type { WorkerOption } from '@wf/shared/contracts/certificates/certificates';
import { errorText, useDebounced } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { useClientChange } from './client-cache.ts';

/** "Add worker": opens the dialog that puts a worker on the client's do-not-send list. */
export function AddDoNotSendButton({ clientId }: { clientId: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<PersonOffIcon />} variant="outlined" onClick={() => setOpen(true)}>
        {t('clients.dns.addWorker')}
      </Button>
      {open && <AddDoNotSendDialog clientId={clientId} onClose={() => setOpen(false)} />}
    </>
  );
}

function AddDoNotSendDialog({ clientId, onClose }: { clientId: string; onClose(): void }) {
  const { t } = useT();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const [worker, setWorker] = useState<WorkerOption | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useClientChange(clientEndpoints.addDoNotSend);
  const options = useEndpoint(certificateEndpoints.workerOptions, { query: { search: debounced || undefined } });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('clients.dns.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Autocomplete
            options={options.data?.items ?? []}
            value={worker}
            filterOptions={(x) => x}
            getOptionLabel={(o) => `${o.name}${o.employeeCode ? ` (${o.employeeCode})` : ''}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onInputChange={(_e, v, r) => r === 'input' && setSearch(v)}
            onChange={(_e, v) => setWorker(v)}
            loading={options.isFetching}
            renderInput={(p) => (
              <TextField {...p} label={t('clients.dns.worker')} required helperText={t('clients.dns.workerHint')} />
            )}
          />
          <TextField
            label={t('clients.dns.reason')}
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!worker || !reason.trim() || add.isPending}
          onClick={async () => {
            setError(null);
            try {
              await add.mutateAsync({ params: { id: clientId }, body: { workerId: worker!.id, reason: reason.trim() } });
              onClose();
            } catch (err) {
              setError(errorText(err, t));
            }
          }}
        >
          {t('common.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
