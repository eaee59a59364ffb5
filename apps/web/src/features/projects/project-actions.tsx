import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import type { ProjectDetail } from '@wf/shared/contracts/projects/projects';
import type { ProjectStatus } from '@wf/shared/domain/projects/project-rules';
import { ConfirmButton, ConfirmDialog } from '../../components/management/dialog/confirm-dialog.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { PROJECT_BECOMES_KEYS, PROJECT_STATUS_ACTION_KEYS } from './labels.ts';
import { projectEndpoints as e } from '@wf/shared/contracts/projects/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { useProjectChange } from './project-cache.ts';
import { projectPages } from '@wf/shared/contracts/projects/pages';

/** The header actions of a project for someone who may edit it: status changes, edit, archive, delete. */
export function ProjectHeaderActions({ project: p }: { project: ProjectDetail }) {
  const { t } = useT();
  const finished = p.status === 'completed' || p.status === 'cancelled';
  return (
    <>
      <ProjectStatusButtons project={p} />
      {!finished && (
        <Button
          component={RouterLink}
          to={projectPages.edit(p.id)}
          startIcon={<EditIcon />}
          variant="outlined"
        >
          {t('common.edit')}
        </Button>
      )}
      <ArchiveProjectButton project={p} />
      {(p.status === 'draft' || p.status === 'cancelled') && <DeleteProjectButton project={p} />}
    </>
  );
}

/** One button per status the project may move to, each with a confirmation and an optional reason. */
export function ProjectStatusButtons({ project: p }: { project: ProjectDetail }) {
  const { t } = useT();
  const [to, setTo] = useState<ProjectStatus | null>(null);
  const change = useProjectChange(e.changeStatus);
  return (
    <>
      {p.allowedStatuses.map((s) => (
        <Button
          key={s}
          variant={s === 'active' ? 'contained' : 'outlined'}
          color={s === 'cancelled' ? 'error' : s === 'active' ? 'success' : 'primary'}
          onClick={() => setTo(s)}
        >
          {t(PROJECT_STATUS_ACTION_KEYS[s])}
        </Button>
      ))}
      {to && (
        <ConfirmDialog
          open
          title={t('projects.detail.confirmTitle', { action: t(PROJECT_STATUS_ACTION_KEYS[to]) })}
          text={t(PROJECT_BECOMES_KEYS[to], { code: p.code })}
          confirmLabel={t(PROJECT_STATUS_ACTION_KEYS[to])}
          danger={to === 'cancelled'}
          withReason
          onConfirm={(reason) => change.mutateAsync({ params: { id: p.id }, body: { status: to, reason: reason || undefined } })}
          onClose={() => setTo(null)}
        />
      )}
    </>
  );
}

export function ArchiveProjectButton({ project: p }: { project: ProjectDetail }) {
  const { t } = useT();
  const toArchive = !p.archived;
  const archive = useProjectChange(toArchive ? e.archive : e.unarchive);
  return (
    <ConfirmButton
      label={t(toArchive ? 'common.archive' : 'common.unarchive')}
      title={t(toArchive ? 'projects.detail.archiveTitle' : 'projects.detail.unarchiveTitle')}
      text={t(toArchive ? 'projects.detail.archiveText' : 'projects.detail.unarchiveText')}
      confirmLabel={t(toArchive ? 'common.archive' : 'common.unarchive')}
      withReason={false}
      onConfirm={() => archive.mutateAsync({ params: { id: p.id } })}
    />
  );
}

export function DeleteProjectButton({ project: p }: { project: ProjectDetail }) {
  const { t } = useT();
  const navigate = useNavigate();
  const remove = useEndpointMutation(e.remove, { invalidates: [e] });
  return (
    <ConfirmButton
      label={t('common.delete')}
      color="error"
      title={t('projects.detail.deleteTitle')}
      text={t('projects.detail.deleteText')}
      confirmLabel={t('common.delete')}
      danger
      withReason={false}
      onConfirm={async () => {
        await remove.mutateAsync({ params: { id: p.id } });
        void navigate(projectPages.list(), { replace: true });
      }}
    />
  );
}
