import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import type { RegularRow } from '@wf/shared/contracts/rosters/rosters';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { ConfirmDialog } from '../../components/management/dialog/confirm-dialog.tsx';
import { formatDate } from '../../components/management/list/list-tools.tsx';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { rosterErrorText } from './roster-errors.ts';
import { PickerRow } from './worker-option.tsx';
import { AddRegularDialog } from './add-regular-dialog.tsx';

/**
 * The location page's "Regulars": the workers who usually work this site (for a position or any),
 * the list a shift is filled from with "Fill from regulars". Planners add from a worker picker and
 * remove with a confirmation; hr reads it.
 */
export function LocationRegulars({ locationId, projectId }: { locationId: string; projectId: string }) {
  const { t } = useT();
  const can = useCan();
  const regulars = useEndpoint(rosterEndpoints.regulars, { params: { id: locationId } }, { enabled: can(rosterEndpoints.regulars) });
  const remove = useEndpointMutation(rosterEndpoints.removeRegular, { invalidates: [rosterEndpoints.regulars] });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<RegularRow | null>(null);
  if (!can(rosterEndpoints.regulars)) return null;
  const canAdd = can(rosterEndpoints.addRegular);
  const canRemove = can(rosterEndpoints.removeRegular);
  const items = regulars.data?.items ?? [];

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mb: 3 }} aria-labelledby="regulars-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}>
        <Box>
          <Typography variant="h6" component="h2" id="regulars-title">
            {t('rosters.regulars.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('rosters.regulars.intro')}
          </Typography>
        </Box>
        {canAdd && (
          <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)} sx={{ flexShrink: 0 }}>
            {t('rosters.regulars.add')}
          </Button>
        )}
      </Stack>
      {regulars.isError && <Alert severity="error">{rosterErrorText(regulars.error, t)}</Alert>}
      {regulars.data && items.length === 0 && <Typography color="text.secondary">{t('rosters.regulars.empty')}</Typography>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('rosters.regulars.title')}>
        {items.map((r) => (
          <PickerRow
            key={r.id}
            name={r.workerName}
            caption={[r.employeeCode, t('rosters.regulars.since', { date: formatDate(r.createdAt) })].filter(Boolean).join(' · ')}
            tone={r.workerStatus === 'active' ? 'ok' : 'refused'}
            action={
              canRemove && (
                <Button color="error" size="small" onClick={() => setRemoving(r)} aria-label={t('rosters.regulars.removeName', { name: r.workerName })}>
                  {t('rosters.regulars.remove')}
                </Button>
              )
            }
          >
            <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              <Chip size="small" variant="outlined" label={r.position ? positionText(t, r.position) : t('rosters.regulars.anyPosition')} />
              {r.workerStatus !== 'active' && <Chip size="small" color="error" variant="outlined" label={t('rosters.regulars.notActive')} />}
            </Stack>
          </PickerRow>
        ))}
      </Stack>
      {adding && (
        <AddRegularDialog
          locationId={locationId}
          projectId={projectId}
          taken={new Set(items.map((r) => r.workerId))}
          onClose={() => setAdding(false)}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          danger
          title={t('rosters.regulars.removeTitle', { name: removing.workerName })}
          text={t('rosters.regulars.removeText')}
          confirmLabel={t('rosters.regulars.remove')}
          onConfirm={() => remove.mutateAsync({ params: { id: locationId, regularId: removing.id } })}
          onClose={() => setRemoving(null)}
        />
      )}
    </Paper>
  );
}
