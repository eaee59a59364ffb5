import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '../../components/management/confirm-dialog.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { useArchiveLocation, useDeleteLocation } from './locations-mutations.ts';

type Pending = 'archive' | 'unarchive' | 'delete';

const CONFIRM_KEYS: Record<Pending, { title: string; text: string; label: string }> = {
  delete: { title: 'locations.confirm.deleteTitle', text: 'locations.confirm.deleteText', label: 'common.delete' },
  archive: { title: 'locations.confirm.archiveTitle', text: 'locations.confirm.archiveText', label: 'common.archive' },
  unarchive: {
    title: 'locations.confirm.unarchiveTitle',
    text: 'locations.confirm.unarchiveText',
    label: 'common.unarchive',
  },
};

/** Archive / unarchive and delete of a saved location, each confirmed first. */
export function LocationRecordActions({ id, archived }: { id: string; archived: boolean }) {
  const { t } = useT();
  const navigate = useNavigate();
  const archive = useArchiveLocation(id);
  const remove = useDeleteLocation(id);
  const [pending, setPending] = useState<Pending | null>(null);

  const run = async () => {
    if (pending === 'delete') {
      await remove.mutateAsync();
      void navigate('/project-location-management/list', { replace: true });
      return;
    }
    await archive.mutateAsync(pending === 'archive');
  };

  return (
    <>
      <Button onClick={() => setPending(archived ? 'unarchive' : 'archive')}>
        {archived ? t('common.unarchive') : t('common.archive')}
      </Button>
      <Button color="error" onClick={() => setPending('delete')}>
        {t('common.delete')}
      </Button>
      {pending && (
        <ConfirmDialog
          open
          title={t(CONFIRM_KEYS[pending].title)}
          text={t(CONFIRM_KEYS[pending].text)}
          confirmLabel={t(CONFIRM_KEYS[pending].label)}
          danger={pending === 'delete'}
          onConfirm={run}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
