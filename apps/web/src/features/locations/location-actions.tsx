import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '../../components/management/dialog/confirm-dialog.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { locationEndpoints as e } from '@wf/shared/contracts/locations/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { useLocationChange } from './location-cache.ts';
import { locationPages } from '@wf/shared/contracts/locations/pages';

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
  const archive = useLocationChange(e.archive);
  const unarchive = useLocationChange(e.unarchive);
  // Delete for good (the server refuses a location in use).
  const remove = useEndpointMutation(e.remove, { invalidates: [e, projectEndpoints] });
  const [pending, setPending] = useState<Pending | null>(null);

  const run = async () => {
    if (pending === 'delete') {
      await remove.mutateAsync({ params: { id } });
      void navigate(locationPages.list(), { replace: true });
      return;
    }
    await (pending === 'archive' ? archive : unarchive).mutateAsync({ params: { id } });
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
