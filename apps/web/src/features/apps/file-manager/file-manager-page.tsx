import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { ROOT_FOLDER_ID, type FileManagerItem } from '@wf/shared/contracts/apps/file-manager/file-manager';
import { useT } from '../../../lib/i18n/index.ts';
import { useUrlParamsUpdate } from '../../../lib/url-params.ts';
import TextField from '@mui/material/TextField';
import { ListPage, LoadErrorAlert } from '../../../components/management/list/list-toolbar.tsx';
import { EmptyState, useDebounced } from '../../../components/management/list/list-tools.tsx';
import { LoadingBar } from '../../../components/loading-bar.tsx';
import { fileManagerEndpoints as e } from '@wf/shared/contracts/apps/file-manager/endpoints';
import { useEndpoint } from '../../../lib/use-endpoint.ts';
import { FileManagerBreadcrumb } from './file-manager-breadcrumb.tsx';
import { FileManagerItems } from './file-manager-items.tsx';
import { FileManagerDetails } from './file-manager-details.tsx';
import { FileManagerActions } from './file-manager-actions.tsx';

/** /apps/file-manager: the system's documents by kind and owner, and the staff's folders and files. */
export function Component() {
  const { t } = useT();
  const [params] = useSearchParams();
  const updateUrl = useUrlParamsUpdate();
  const folderId = params.get('folder') || ROOT_FOLDER_ID;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState('');
  const applied = useDebounced(typed.trim(), 300);
  const query = { folderId, page, search: applied || undefined };
  const list = useEndpoint(e.list, { query });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = [...(list.data?.folders ?? []), ...(list.data?.files ?? [])];
  const selected = items.find((i) => i.id === selectedId) ?? null;
  const open = (item: FileManagerItem) => {
    setSelectedId(null);
    setTyped('');
    updateUrl({ folder: item.id, page: undefined });
  };
  const goTo = (id: string | null) => {
    setSelectedId(null);
    setTyped('');
    updateUrl({ folder: id ?? undefined, page: undefined });
  };
  // Staff folders and the root take new folders and uploads; the system's documents are read-only.
  const writable = folderId === ROOT_FOLDER_ID || list.data?.path.at(-1)?.area === 'shared';

  return (
    <ListPage
      title={t('apps.file-manager.title')}
      subtitle={t('apps.file-manager.subtitle')}
      actions={writable ? <FileManagerActions folderId={folderId} /> : undefined}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <FileManagerBreadcrumb path={list.data?.path ?? []} onGo={goTo} />
        </Box>
        <TextField
          size="small"
          type="search"
          label={t('apps.file-manager.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ minWidth: 240 }}
        />
      </Stack>
      <LoadErrorAlert query={list}>{t('apps.file-manager.loadError')}</LoadErrorAlert>
      {list.isPending && <LoadingBar />}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {list.data && items.length === 0 ? (
            <EmptyState
              icon={<FolderOpenIcon />}
              title={t(applied ? 'apps.file-manager.noMatch' : 'apps.file-manager.empty')}
              text={t(writable ? 'apps.file-manager.emptyWritable' : 'apps.file-manager.emptyReadOnly')}
            />
          ) : (
            <FileManagerItems
              folders={list.data?.folders ?? []}
              files={list.data?.files ?? []}
              selectedId={selectedId}
              onSelect={(i) => setSelectedId(i.id)}
              onOpen={open}
            />
          )}
        </Paper>
        {selected && <FileManagerDetails item={selected} onOpen={open} onClose={() => setSelectedId(null)} />}
      </Stack>
      {list.data && list.data.pagination.lastPage > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={list.data.pagination.lastPage}
          page={page}
          onChange={(_e, p) => updateUrl({ page: String(p) })}
        />
      )}
    </ListPage>
  );
}
