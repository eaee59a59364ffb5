import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ImportRecord } from '@wf/shared/contracts/data-migration/roster-import';
import { IMPORT_MAX_BYTES } from '@wf/shared/contracts/data-migration/roster-import';
import { ApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/index.ts';
import { dataMigrationEndpoints } from '@wf/shared/contracts/data-migration/endpoints';
import { invalidateEndpoints } from '../../lib/use-endpoint.ts';
import { uploadImportFile } from './import-upload.ts';

/** The file chooser and the upload's progress bar; a refused file is explained in the user's language. */
export function UploadCard({ onUploaded }: { onUploaded(r: ImportRecord): void }) {
  const { t } = useT();
  const qc = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<{ name: string; share: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async (file: File) => {
    setError(null);
    if (file.size > IMPORT_MAX_BYTES) return setError(t('data-migration.file.tooLarge'));
    setSending({ name: file.name, share: 0 });
    try {
      const r = await uploadImportFile(file, (share) => setSending({ name: file.name, share }));
      void invalidateEndpoints(qc, [dataMigrationEndpoints]);
      onUploaded(r);
    } catch (err) {
      const problem = err instanceof ApiError ? err.fields?.file : undefined;
      setError(
        problem ? t(`data-migration.file.${problem}`) : err instanceof Error ? err.message : t('common.somethingWrong'),
      );
    } finally {
      setSending(null);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="contained"
            startIcon={<UploadFileIcon />}
            disabled={sending !== null}
            onClick={() => input.current?.click()}
          >
            {t('data-migration.upload')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('data-migration.uploadHint')}
          </Typography>
          <input
            ref={input}
            type="file"
            hidden
            data-testid="import-file"
            aria-label={t('data-migration.upload')}
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void send(f);
            }}
          />
        </Stack>
        {sending && (
          <Stack spacing={0.5}>
            <Typography variant="body2">
              {t('data-migration.uploading', { name: sending.name, percent: Math.round(sending.share * 100) })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={sending.share * 100}
              aria-label={t('data-migration.phase.uploading')}
            />
          </Stack>
        )}
        {error && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
