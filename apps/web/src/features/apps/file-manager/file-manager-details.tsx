import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import CloseIcon from '@mui/icons-material/Close';
import type { FileManagerItem } from '@wf/shared/contracts/apps/file-manager/file-manager';
import { formatDateTime } from '@wf/shared/domain/format';
import { useT } from '../../../lib/i18n/index.ts';
import { openFile, saveFile } from '../../../lib/call.ts';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { ConfirmDialog } from '../../../components/management/dialog/confirm-dialog.tsx';
import { fileManagerEndpoints as e } from '@wf/shared/contracts/apps/file-manager/endpoints';
import { useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { downloadSource } from './file-source.ts';
import { ItemIcon } from './file-manager-items.tsx';
import { itemContents, itemDate, itemDescription, itemName } from './item-words.ts';
import { NameDialog } from './name-dialog.tsx';

const VIEWABLE = new Set(['PDF', 'JPG', 'PNG', 'WEBP']);

/** The selected item: its details, open or download, and for one's own staff items rename and delete. */
export function FileManagerDetails({
  item,
  onOpen,
  onClose,
}: {
  item: FileManagerItem;
  onOpen(item: FileManagerItem): void;
  onClose(): void;
}) {
  const { t, lang } = useT();
  const folder = item.type === 'folder';
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const removeFolder = useEndpointMutation(e.deleteFolder, { invalidates: [e] });
  const removeFile = useEndpointMutation(e.deleteFile, { invalidates: [e] });
  const fetchFile = async (view: boolean) => {
    if (!item.source) return;
    setError(null);
    setBusy(true);
    try {
      const file = await downloadSource(item.source);
      if (view && VIEWABLE.has(item.type)) openFile(file);
      else saveFile(file, item.name);
    } catch (err) {
      setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };
  const facts: Array<[string, string | null]> = [
    [t('apps.file-manager.type'), folder ? t('apps.file-manager.folder') : item.type],
    [
      folder ? t('apps.file-manager.contents') : t('apps.file-manager.size'),
      folder ? itemContents(item, t) : item.size,
    ],
    [t('apps.file-manager.createdBy'), item.createdBy],
    [t('apps.file-manager.createdAt'), itemDate(item, item.createdAt, lang, formatDateTime)],
    [t('apps.file-manager.modifiedAt'), itemDate(item, item.modifiedAt, lang, formatDateTime)],
  ];
  const description = itemDescription(item, t);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, width: { xs: '100%', md: 320 }, flexShrink: 0 }}
      aria-label={t('apps.file-manager.details')}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <ItemIcon item={item} />
        <Typography variant="subtitle1" sx={{ flex: 1, wordBreak: 'break-word' }}>
          {itemName(item, t)}
        </Typography>
        <IconButton size="small" onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {description}
        </Typography>
      )}
      <Stack component="dl" spacing={0.5} sx={{ m: 0, mb: 2 }}>
        {facts.map(([label, value]) => (
          <Stack key={label} direction="row" spacing={1}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ width: 110 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value ?? '—'}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {folder ? (
          <Button variant="contained" onClick={() => onOpen(item)}>
            {t('apps.file-manager.openFolder')}
          </Button>
        ) : (
          <>
            {VIEWABLE.has(item.type) && (
              <Button variant="contained" disabled={busy} onClick={() => void fetchFile(true)}>
                {t('apps.file-manager.open')}
              </Button>
            )}
            <Button variant="outlined" disabled={busy} onClick={() => void fetchFile(false)}>
              {t('apps.file-manager.download')}
            </Button>
          </>
        )}
        {item.editable && (
          <>
            <Button onClick={() => setRenaming(true)}>{t('apps.file-manager.rename')}</Button>
            <Button color="error" onClick={() => setDeleting(true)}>
              {t('apps.file-manager.delete')}
            </Button>
          </>
        )}
      </Stack>
      {renaming && <NameDialog item={item} folderId={null} onClose={() => setRenaming(false)} />}
      <ConfirmDialog
        open={deleting}
        danger
        title={t(folder ? 'apps.file-manager.deleteFolderTitle' : 'apps.file-manager.deleteFileTitle')}
        text={t('apps.file-manager.deleteText', { name: item.name })}
        confirmLabel={t('apps.file-manager.delete')}
        onConfirm={async () => {
          await (folder ? removeFolder : removeFile).mutateAsync({ query: { id: item.id } });
          onClose();
        }}
        onClose={() => setDeleting(false)}
      />
    </Paper>
  );
}
