import { useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { Breadcrumb, PageHeader } from '../../components/management/list/list-tools.tsx';
import { recordLoadState } from '../../components/management/form/form-fields.tsx';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { CLIENT_STATUS } from '@wf/shared/enums/records';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { industryText } from './labels.ts';
import { ClientHeaderActions } from './client-actions.tsx';
import { ClientContactsCard, ClientDetailsCard, ClientProjectsCard, DoNotSendCard } from './client-detail-sections.tsx';
import { clientPages } from '@wf/shared/contracts/clients/pages';

const SAVED_KEYS: Record<string, string> = {
  created: 'clients.detail.savedCreated',
  updated: 'clients.detail.savedUpdated',
};

/** /client-management/list/:id: the client, its contacts, projects and do-not-send list. */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useT();
  const can = useCan();
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  const detail = useEndpoint(clientEndpoints.get, { params: { id } });

  const wait = recordLoadState(detail, t('clients.loading'));
  if (wait) return wait;
  const c = detail.data!;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <Breadcrumb to={clientPages.list()} list={t('clients.detail.breadcrumb')} current={c.name} />
      <PageHeader
        title={c.name}
        chips={
          <>
            <EnumChip of={CLIENT_STATUS} value={c.status} />
            {c.archived && <Chip size="small" label={t('clients.archived')} variant="outlined" />}
          </>
        }
        subtitle={`${t('clients.detail.subtitle', { uen: c.uen })}${c.industry ? ` · ${industryText(t, c.industry)}` : ''}`}
        actions={can(clientEndpoints.update) && <ClientHeaderActions client={c} />}
      />
      {saved && SAVED_KEYS[saved] && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t(SAVED_KEYS[saved])}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ClientDetailsCard client={c} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <ClientContactsCard client={c} />
        </Grid>
        <Grid size={12}>
          <ClientProjectsCard client={c} />
        </Grid>
        <Grid size={12}>
          <DoNotSendCard client={c} />
        </Grid>
      </Grid>
    </Box>
  );
}
