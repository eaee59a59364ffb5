import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { FILE_MANAGER_UPLOAD_MAX_BYTES, ROOT_FOLDER_ID } from '@wf/shared/contracts/apps/file-manager/file-manager';
import { useT } from '../../../lib/i18n/index.ts';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { fileManagerEndpoints as e } from '@wf/shared/contracts/apps/file-manager/endpoints';
import { useEndpointMutation } from '../../../lib/use-endpoint.ts';
import { NameDialog } from './name-dialog.tsx';

/** New folder and upload, in the root or a staff folder (the server checks the file's content). */
export function FileManagerActions({ folderId }: { folderId: string }) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Every change refreshes every listing (counts and paths change with it).
  const upload = useEndpointMutation(e.upload, { invalidates: [e] });
  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > FILE_MANAGER_UPLOAD_MAX_BYTES) return setNotice(t('apps.file-manager.tooLarge'));
    try {
      await upload.mutateAsync({
        query: { folderId },
        body: file,
        headers: {
          'content-type': file.type || 'application/octet-stream',
          'x-file-name': encodeURIComponent(file.name),
        },
      });
      setNotice(t('apps.file-manager.uploaded', { name: file.name }));
    } catch (err) {
      setNotice(errorText(err, t));
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<CreateNewFolderIcon />} onClick={() => setCreating(true)}>
        {t('apps.file-manager.newFolder')}
      </Button>
      <Button
        variant="contained"
        startIcon={<UploadFileIcon />}
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {t('apps.file-manager.upload')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".pdf,.png,.jpg,.jpeg,.webp,.txt,.csv"
        aria-label={t('apps.file-manager.upload')}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      {creating && (
        <NameDialog
          item={null}
          folderId={folderId === ROOT_FOLDER_ID ? null : folderId}
          onClose={() => setCreating(false)}
        />
      )}
      <Snackbar open={!!notice} autoHideDuration={5000} onClose={() => setNotice(null)} message={notice} />
    </>
  );
}
