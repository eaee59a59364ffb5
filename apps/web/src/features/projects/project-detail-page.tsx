import { useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { Breadcrumb, PageHeader } from '../../components/management/list/list-tools.tsx';
import { recordLoadState } from '../../components/management/form/form-fields.tsx';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { PROJECT_STATUS } from '@wf/shared/enums/records';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { ProjectHeaderActions } from './project-actions.tsx';
import { ProjectFacts, ProjectLocationsCard, ProjectPositionsTable } from './project-detail-sections.tsx';
import { projectPages } from '@wf/shared/contracts/projects/pages';

const SAVED_KEYS: Record<string, string> = {
  created: 'projects.detail.savedCreated',
  updated: 'projects.detail.savedUpdated',
};

/** /project-management/list/:id: the project with its positions, rates and locations. */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useT();
  const can = useCan();
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  const project = useEndpoint(projectEndpoints.get, { params: { id } });

  const wait = recordLoadState(project, t('projects.loading'));
  if (wait) return wait;
  const p = project.data!;
  const canEdit = can(projectEndpoints.update);

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <Breadcrumb to={projectPages.list()} list={t('projects.detail.breadcrumb')} current={p.code} />
      <PageHeader
        title={p.name}
        chips={
          <>
            <EnumChip of={PROJECT_STATUS} value={p.status} />
            {p.archived && <Chip size="small" label={t('projects.archived')} variant="outlined" />}
          </>
        }
        subtitle={`${p.code} · ${p.clientName}`}
        actions={canEdit && <ProjectHeaderActions project={p} />}
      />
      {saved && SAVED_KEYS[saved] && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t(SAVED_KEYS[saved])}
          {p.status === 'draft' && p.positions.length > 0 && t('projects.detail.activateWhenReady')}
        </Alert>
      )}
      {p.status === 'draft' && p.positions.length === 0 && canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('projects.detail.addPositionFirst')}
        </Alert>
      )}
      <ProjectFacts project={p} />
      <ProjectPositionsTable project={p} />
      <ProjectLocationsCard project={p} />
    </Box>
  );
}
