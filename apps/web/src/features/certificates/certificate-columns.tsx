import { useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import UploadIcon from '@mui/icons-material/Upload';
import VerifiedIcon from '@mui/icons-material/Verified';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { WorkerCertificateRow } from '@wf/shared/contracts/certificates/certificates';
import { openFile, saveFile } from '../../lib/call.ts';
import { useT } from '../../lib/i18n/index.ts';
import { errorText, formatDate, formatDateTime } from '../../components/management/list/list-tools.tsx';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { call } from '../../lib/call.ts';
import { BUCKET_COLORS, BUCKET_LABEL_KEYS, BUCKET_SHORT_KEYS } from './labels.ts';
import { certificatePages } from '@wf/shared/contracts/certificates/pages';

/** What the row actions do; the list owns the dialogs, the file input and the notices. */
export type CertificateRowHandlers = {
  canWrite: boolean;
  onUpload(row: WorkerCertificateRow): void;
  onVerify(row: WorkerCertificateRow): void;
  onDelete(row: WorkerCertificateRow): void;
  onNotice(message: string): void;
};

/** The columns of the worker certificates grid, with the row actions. */
export function useCertificateColumns(handlers: CertificateRowHandlers): GridColDef<WorkerCertificateRow>[] {
  const { t, lang } = useT();
  // The latest handlers, read when an action runs (the columns themselves stay stable).
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const h = {
    onUpload: (row: WorkerCertificateRow) => latest.current.onUpload(row),
    onVerify: (row: WorkerCertificateRow) => latest.current.onVerify(row),
    onDelete: (row: WorkerCertificateRow) => latest.current.onDelete(row),
    onNotice: (message: string) => latest.current.onNotice(message),
  };
  const canWrite = handlers.canWrite;
  const navigate = useNavigate();
  const dash = t('common.dash');
  return useMemo<GridColDef<WorkerCertificateRow>[]>(
    () => [
      { field: 'workerName', headerName: t('certificates.list.colWorker'), flex: 1, minWidth: 160 },
      {
        field: 'employeeCode',
        headerName: t('certificates.list.colEmployeeCode'),
        width: 125,
        valueFormatter: (v: string | null) => v ?? dash,
      },
      { field: 'typeName', headerName: t('certificates.list.colCertificate'), flex: 1, minWidth: 160 },
      {
        field: 'number',
        headerName: t('certificates.list.colNumber'),
        width: 140,
        valueFormatter: (v: string | null) => v ?? dash,
      },
      {
        field: 'issueDate',
        headerName: t('certificates.list.colIssued'),
        width: 105,
        valueFormatter: (v: string | null) => formatDate(v) || dash,
      },
      {
        field: 'expiryDate',
        headerName: t('certificates.list.colExpires'),
        width: 190,
        renderCell: ({ row }) => (
          // A narrow column puts the chip under the date instead of cutting it.
          <Stack direction="row" sx={{ alignItems: 'center', alignContent: 'center', flexWrap: 'wrap', columnGap: 1, height: '100%', lineHeight: 1.4 }}>
            <span>{row.expiryDate ? formatDate(row.expiryDate) : dash}</span>
            <Chip
              size="small"
              label={t(BUCKET_SHORT_KEYS[row.bucket])}
              title={t(BUCKET_LABEL_KEYS[row.bucket])}
              color={BUCKET_COLORS[row.bucket]}
              variant={row.bucket === 'valid' || row.bucket === 'no_expiry' ? 'outlined' : 'filled'}
            />
          </Stack>
        ),
      },
      {
        field: 'verifiedAt',
        headerName: t('certificates.list.colVerified'),
        width: 170,
        renderCell: ({ row }) =>
          row.verified ? (
            <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
              <Typography variant="body2">
                <VerifiedIcon fontSize="inherit" color="success" sx={{ verticalAlign: 'middle', mr: 0.5 }} />
                {row.verifiedByName ?? t('certificates.list.verified')}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap title={formatDateTime(row.verifiedAt, lang)}>
                {formatDate(row.verifiedAt)}
              </Typography>
            </Stack>
          ) : (
            <Chip
              size="small"
              label={row.hasFile ? t('certificates.list.toVerify') : t('certificates.list.noFile')}
              variant="outlined"
              color={row.hasFile ? 'warning' : 'default'}
            />
          ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('common.actions'),
        width: 200,
        getActions: ({ row }) => {
          const items = [];
          if (row.hasFile) {
            items.push(
              <GridActionsCellItem
                key="view"
                icon={<VisibilityIcon />}
                label={t('certificates.list.viewFile')}
                onClick={() =>
                  void call(certificateEndpoints.file, { params: { id: row.id }, query: { inline: '1' } })
                    .then(openFile)
                    .catch((e) => h.onNotice(errorText(e, t)))
                }
              />,
              <GridActionsCellItem
                key="dl"
                icon={<DownloadIcon />}
                label={t('certificates.list.downloadFile')}
                onClick={() =>
                  void call(certificateEndpoints.file, { params: { id: row.id }, query: {} })
                    .then((f) => saveFile(f, row.fileName ?? 'certificate'))
                    .catch((e) => h.onNotice(errorText(e, t)))
                }
              />,
            );
          }
          if (canWrite) {
            items.push(
              <GridActionsCellItem
                key="upload"
                icon={<UploadIcon />}
                label={row.hasFile ? t('certificates.list.replaceFile') : t('certificates.list.uploadFile')}
                onClick={() => h.onUpload(row)}
              />,
            );
            if (row.hasFile && !row.verified)
              items.push(
                <GridActionsCellItem
                  key="verify"
                  icon={<VerifiedIcon />}
                  label={t('certificates.list.verify')}
                  onClick={() => h.onVerify(row)}
                />,
              );
            items.push(
              <GridActionsCellItem
                key="edit"
                icon={<EditIcon />}
                label={t('common.edit')}
                showInMenu
                onClick={() => navigate(certificatePages.edit(row.id))}
              />,
              <GridActionsCellItem
                key="delete"
                icon={<DeleteIcon />}
                label={t('common.delete')}
                showInMenu
                onClick={() => h.onDelete(row)}
              />,
            );
          }
          return items;
        },
      },
    ],
    // The handlers are read through `latest`; the columns change with the rights and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canWrite, t, lang],
  );
}
