import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDebounced } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { rosterErrorText } from './roster-errors.ts';
import { PickerRow, PickerSearch } from './worker-option.tsx';
import { useNarrow } from './use-narrow.ts';

/** The regulars' worker picker: active workers by name or code, for a position of the project or any. */
export function AddRegularDialog({
  locationId,
  projectId,
  taken,
  onClose,
}: {
  locationId: string;
  projectId: string;
  /** Workers on the list already. */
  taken: Set<string>;
  onClose(): void;
}) {
  const { t } = useT();
  const phone = useNarrow(600);
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const [positionId, setPositionId] = useState('');
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const add = useEndpointMutation(rosterEndpoints.addRegular, { invalidates: [rosterEndpoints.regulars] });
  const project = useEndpoint(projectEndpoints.get, { params: { id: projectId } });
  const workers = useEndpoint(certificateEndpoints.workerOptions, { query: { search: debounced || undefined } }, { keepPrevious: true });
  const options = (workers.data?.items ?? []).filter((w) => w.status === 'active');

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="add-regular-title">
      <DialogTitle id="add-regular-title">{t('rosters.regulars.addTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <PickerSearch label={t('rosters.regulars.search')} value={search} onChange={setSearch} phone={phone} />
          <TextField
            select
            size="small"
            label={t('rosters.regulars.position')}
            value={positionId}
            onChange={(e) => setPositionId(e.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('rosters.regulars.anyPosition')}</MenuItem>
            {(project.data?.positions ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {positionText(t, p.position)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {notice && (
          <Alert severity={notice.severity} sx={{ mb: 2 }} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
        {workers.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={t('rosters.picker.loading')} />}
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('rosters.picker.workers')}>
          {options.map((w) => (
            <PickerRow
              key={w.id}
              name={w.name}
              caption={[w.employeeCode, w.positionApplied].filter(Boolean).join(' · ')}
              action={
                taken.has(w.id) ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('rosters.regulars.already')}
                  </Typography>
                ) : (
                  <Button
                    variant="contained"
                    size="small"
                    disabled={add.isPending}
                    aria-label={t('rosters.regulars.addName', { name: w.name })}
                    onClick={() => {
                      setNotice(null);
                      add.mutate(
                        { params: { id: locationId }, body: { workerId: w.id, positionId: positionId || null } },
                        {
                          onSuccess: () => setNotice({ severity: 'success', text: t('rosters.regulars.added', { name: w.name }) }),
                          onError: (err) => setNotice({ severity: 'error', text: rosterErrorText(err, t) }),
                        },
                      );
                    }}
                  >
                    {t('rosters.regulars.addShort')}
                  </Button>
                )
              }
            />
          ))}
        </Stack>
        {workers.data && options.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('rosters.picker.noneFound')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('rosters.picker.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
