import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { useMessageText, useT } from '../../lib/i18n/index.ts';
import { fileProblem } from './certificate-file.ts';

/** The certificate form's file: choose (or replace) a scan, checked in the browser first. */
export function CertificateFileField({
  file,
  onFile,
  existing,
}: {
  file: File | null;
  onFile(file: File | null): void;
  /** The saved certificate (edit page): whether it has a file already, and its name. */
  existing?: { hasFile: boolean; fileName: string | null };
}) {
  const { t } = useT();
  const message = useMessageText();
  const [problem, setProblem] = useState<string | null>(null);
  const hasFile = Boolean(existing?.hasFile);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
        {hasFile ? t('certificates.form.replaceFile') : t('certificates.form.chooseFile')}
        <input
          type="file"
          hidden
          accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
          onChange={(e) => {
            const f = e.target.files?.[0] ?? null;
            const found = f ? fileProblem(f) : null;
            setProblem(found);
            onFile(found ? null : f);
          }}
        />
      </Button>
      <Typography variant="body2" color={problem ? 'error' : 'text.secondary'}>
        {problem
          ? message(problem)
          : file
            ? t('certificates.form.fileSize', { name: file.name, size: Math.ceil(file.size / 1024) })
            : hasFile
              ? t('certificates.form.currentFile', { name: existing?.fileName ?? '' })
              : t('certificates.form.fileHint')}
      </Typography>
    </Stack>
  );
}
