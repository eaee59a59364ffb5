import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { fileAccess, workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import type { WorkerDetail, WorkerFile } from '@wf/shared/contracts/workers/workers';
import { WORKER_FILE_KIND } from '@wf/shared/enums/workers';
import { ApiError } from '../../lib/api.ts';
import { call, saveFile } from '../../lib/call.ts';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { formatDate, formatDateTime } from './labels.ts';

/** The worker's documents (viewed or downloaded through the API, never a public URL) and the consent state. */
export function DocumentsPanel({
  worker: w,
  consent,
  onNotice,
}: {
  worker: WorkerDetail;
  /** The consent upload, when the user may upload. */
  consent?: { pick: () => void; isPending: boolean };
  onNotice: (message: string) => void;
}) {
  const { t, lang } = useT();
  const can = useCan();
  const [preview, setPreview] = useState<{ url: string; file: WorkerFile } | null>(null);

  const openFile = async (file: WorkerFile, mode: 'view' | 'download') => {
    try {
      const answer = await call(workerEndpoints.file, {
        params: { id: w.id, fileId: file.id },
        query: { disposition: mode === 'view' ? 'inline' : 'attachment' },
      });
      if (mode === 'download') saveFile(answer, file.fileName);
      else setPreview({ url: URL.createObjectURL(answer.blob), file });
    } catch (e) {
      onNotice(e instanceof ApiError ? e.message : t('workers.detail.fileFailed'));
    }
  };
  const closePreview = () => {
    if (preview) URL.revokeObjectURL(preview.url);
    setPreview(null);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('workers.detail.documents')}
        </Typography>
        {consent && (
          <Button size="small" startIcon={<UploadFileIcon />} onClick={consent.pick} disabled={consent.isPending}>
            {consent.isPending ? t('workers.detail.uploading') : t('workers.detail.uploadConsent')}
          </Button>
        )}
      </Stack>
      {w.requiresDocument && (
        <Typography variant="body2" color={w.consentReceivedAt ? 'success.main' : 'warning.main'} sx={{ mb: 1 }}>
          {w.consentReceivedAt
            ? w.consentReceivedByName
              ? t('workers.detail.consentReceivedBy', {
                  date: formatDateTime(w.consentReceivedAt, lang),
                  name: w.consentReceivedByName,
                })
              : t('workers.detail.consentReceived', { date: formatDateTime(w.consentReceivedAt, lang) })
            : t('workers.detail.consentNotReceived')}
        </Typography>
      )}
      {w.files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('workers.detail.noDocuments')}
        </Typography>
      ) : (
        <Stack spacing={1}>
          {w.files.map((f) => {
            const kind = t(WORKER_FILE_KIND.key(f.kind));
            return (
              <Stack key={f.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {kind}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {f.fileName} · {t('workers.detail.fileSize', { size: Math.max(1, Math.round(f.size / 1024)) })} ·{' '}
                    {formatDate(f.createdAt)}
                  </Typography>
                </Box>
                {/* A document printing the full ID (the contract) opens only for the roles that may reveal it. */}
                {can({ access: fileAccess(f.kind) }) && (
                  <>
                    <Tooltip title={t('workers.detail.view')}>
                      <IconButton
                        aria-label={t('workers.detail.viewFile', { kind })}
                        onClick={() => void openFile(f, 'view')}
                      >
                        <VisibilityIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('common.download')}>
                      <IconButton
                        aria-label={t('workers.detail.downloadFile', { kind })}
                        onClick={() => void openFile(f, 'download')}
                      >
                        <DownloadIcon />
                      </IconButton>
                    </Tooltip>
                  </>
                )}
              </Stack>
            );
          })}
        </Stack>
      )}
      {preview && (
        <Dialog open maxWidth="lg" fullWidth onClose={closePreview}>
          <DialogTitle>{t(WORKER_FILE_KIND.key(preview.file.kind))}</DialogTitle>
          <DialogContent>
            {preview.file.mimeType.startsWith('image/') ? (
              <Box
                component="img"
                src={preview.url}
                alt={t(WORKER_FILE_KIND.key(preview.file.kind))}
                sx={{ maxWidth: '100%', bgcolor: 'common.white', border: 1, borderColor: 'divider' }}
              />
            ) : (
              <Box
                component="iframe"
                title={preview.file.fileName}
                src={preview.url}
                sx={{ width: '100%', height: '75vh', border: 0 }}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => void openFile(preview.file, 'download')} startIcon={<DownloadIcon />}>
              {t('common.download')}
            </Button>
            <Button onClick={closePreview}>{t('common.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </Paper>
  );
}
