import { useMemo, useRef, useState } from 'react';
import { openFile, saveFile } from '../../lib/call.ts';
import { useCan } from '../../lib/use-can.ts';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import Chip from '@mui/material/Chip';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import UploadIcon from '@mui/icons-material/Upload';
import VerifiedIcon from '@mui/icons-material/Verified';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import {
  CERTIFICATE_FILTERS,
  CERTIFICATE_SORT_FIELDS,
  type CertificateListQuery,
  type WorkerCertificateRow,
} from '@wf/shared/contracts/certificates/certificates';
import type { CertificateFilter } from '@wf/shared/domain/certificates/expiry';
import {
  EmptyState,
  ExportButton,
  errorText,
  formatDate,
  formatDateTime,
  idNameOptions,
} from '../../components/management/list-tools.tsx';
import {
  CreateButton,
  ListPage,
  ListToolbar,
  LoadErrorAlert,
  useListState,
} from '../../components/management/list-toolbar.tsx';
import { ConfirmDialog } from '../../components/management/confirm-dialog.tsx';
import { certificateKeys, certificatesApi, fileProblem } from './certificates-api.ts';
import { BUCKET_COLORS, BUCKET_SHORT, EXPIRY_BUCKET_LABELS, FILTER_LABELS } from './labels.ts';
import { CertificateTypesPanel } from './certificate-types-panel.tsx';
import { ServerDataGrid, serverSort, useListQuery } from '../../components/management/server-grid.tsx';

/** /certificate-management/list: worker certificates (expiry filters) and certificate types. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'types' ? 'types' : 'certificates';
  const can = useCan();
  return (
    <ListPage
      title="Certificates"
      subtitle="Workers' certificates with their expiry, files and verification; and the certificate types positions require."
      actions={
        can(certificateEndpoints.create) && (
          <CreateButton to="/certificate-management/list/create-certificate">New certificate</CreateButton>
        )
      }
    >
      <Tabs
        value={tab}
        onChange={(_e, v: string) => {
          const next = new URLSearchParams();
          if (v === 'types') next.set('tab', 'types');
          setParams(next, { replace: true });
        }}
        sx={{ mb: 2 }}
      >
        <Tab value="certificates" label="Worker certificates" />
        <Tab value="types" label="Certificate types" />
      </Tabs>
      {tab === 'types' ? <CertificateTypesPanel /> : <WorkerCertificates />}
    </ListPage>
  );
}

function WorkerCertificates() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const can = useCan();
  const { grid, url, search } = useListState([{ field: 'expiryDate', sort: 'asc' }]);
  const setParam = url.setParam;
  const debounced = search.debounced;
  const filter: CertificateFilter = url.pick('filter', CERTIFICATE_FILTERS) ?? 'all';
  const typeId = url.params.get('typeId') ?? undefined;
  const workerId = url.params.get('workerId') ?? undefined;
  const [notice, setNotice] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<WorkerCertificateRow | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const uploadFor = useRef<string | null>(null);

  const types = useQuery({ queryKey: certificateKeys.types, queryFn: certificatesApi.types });
  const filters = {
    search: debounced || undefined,
    filter,
    typeId,
    workerId,
    ...serverSort(grid.sort, CERTIFICATE_SORT_FIELDS, 'expiryDate'),
  };
  const query: CertificateListQuery = { ...filters, ...grid.page };
  const list = useListQuery(query, certificateKeys.list, certificatesApi.list);
  const refresh = () => qc.invalidateQueries({ queryKey: certificateKeys.all });
  const canWrite = can(certificateEndpoints.update);

  const verify = async (row: WorkerCertificateRow) => {
    try {
      await certificatesApi.verify(row.id);
      setNotice(`Certificate of ${row.workerName} verified`);
      await refresh();
    } catch (err) {
      setNotice(errorText(err));
    }
  };
  const onFile = async (file: File | undefined) => {
    const id = uploadFor.current;
    if (fileInput.current) fileInput.current.value = '';
    if (!file || !id) return;
    const problem = fileProblem(file);
    if (problem) return setNotice(problem);
    try {
      await certificatesApi.upload(id, file);
      setNotice('File uploaded. Verify the certificate once you have checked it.');
      await refresh();
    } catch (err) {
      setNotice(errorText(err));
    }
  };

  const columns = useMemo<GridColDef<WorkerCertificateRow>[]>(
    () => [
      { field: 'workerName', headerName: 'Worker', flex: 1, minWidth: 160 },
      {
        field: 'employeeCode',
        headerName: 'Employee code',
        width: 125,
        valueFormatter: (v: string | null) => v ?? '—',
      },
      { field: 'typeName', headerName: 'Certificate', flex: 1, minWidth: 160 },
      { field: 'number', headerName: 'Number', width: 140, valueFormatter: (v: string | null) => v ?? '—' },
      {
        field: 'issueDate',
        headerName: 'Issued',
        width: 105,
        valueFormatter: (v: string | null) => formatDate(v) || '—',
      },
      {
        field: 'expiryDate',
        headerName: 'Expires',
        width: 190,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <span>{row.expiryDate ? formatDate(row.expiryDate) : '—'}</span>
            <Chip
              size="small"
              label={BUCKET_SHORT[row.bucket]}
              title={EXPIRY_BUCKET_LABELS[row.bucket]}
              color={BUCKET_COLORS[row.bucket]}
              variant={row.bucket === 'valid' || row.bucket === 'no_expiry' ? 'outlined' : 'filled'}
            />
          </Stack>
        ),
      },
      {
        field: 'verifiedAt',
        headerName: 'Verified',
        width: 170,
        renderCell: ({ row }) =>
          row.verified ? (
            <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
              <Typography variant="body2">
                <VerifiedIcon fontSize="inherit" color="success" sx={{ verticalAlign: 'middle', mr: 0.5 }} />
                {row.verifiedByName ?? 'Verified'}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(row.verifiedAt)}
              </Typography>
            </Stack>
          ) : (
            <Chip
              size="small"
              label={row.hasFile ? 'To verify' : 'No file yet'}
              variant="outlined"
              color={row.hasFile ? 'warning' : 'default'}
            />
          ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 200,
        getActions: ({ row }) => {
          const items = [];
          if (row.hasFile) {
            items.push(
              <GridActionsCellItem
                key="view"
                icon={<VisibilityIcon />}
                label="View file"
                onClick={() =>
                  void certificatesApi
                    .file(row.id, true)
                    .then(openFile)
                    .catch((e) => setNotice(errorText(e)))
                }
              />,
              <GridActionsCellItem
                key="dl"
                icon={<DownloadIcon />}
                label="Download file"
                onClick={() =>
                  void certificatesApi
                    .file(row.id, false)
                    .then((f) => saveFile(f, row.fileName ?? 'certificate'))
                    .catch((e) => setNotice(errorText(e)))
                }
              />,
            );
          }
          if (canWrite) {
            items.push(
              <GridActionsCellItem
                key="upload"
                icon={<UploadIcon />}
                label={row.hasFile ? 'Replace file' : 'Upload file'}
                onClick={() => {
                  uploadFor.current = row.id;
                  fileInput.current?.click();
                }}
              />,
            );
            if (row.hasFile && !row.verified)
              items.push(
                <GridActionsCellItem
                  key="verify"
                  icon={<VerifiedIcon />}
                  label="Verify"
                  onClick={() => void verify(row)}
                />,
              );
            items.push(
              <GridActionsCellItem
                key="edit"
                icon={<EditIcon />}
                label="Edit"
                showInMenu
                onClick={() => navigate(`/certificate-management/list/${row.id}/edit`)}
              />,
              <GridActionsCellItem
                key="delete"
                icon={<DeleteIcon />}
                label="Delete"
                showInMenu
                onClick={() => setPendingDelete(row)}
              />,
            );
          }
          return items;
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canWrite],
  );

  const counts = list.data?.counts;
  const filtered = Boolean(debounced || typeId || workerId || filter !== 'all');
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}
        role="group"
        aria-label="Filter by expiry"
      >
        {CERTIFICATE_FILTERS.map((f) => (
          <Chip
            key={f}
            label={`${FILTER_LABELS[f]}${counts ? ` · ${counts[f]}` : ''}`}
            color={
              filter === f ? (f === 'expired' ? 'error' : f.startsWith('expiring') ? 'warning' : 'primary') : 'default'
            }
            variant={filter === f ? 'filled' : 'outlined'}
            onClick={() => setParam('filter', f === 'all' ? undefined : f)}
            aria-pressed={filter === f}
          />
        ))}
      </Stack>
      <ListToolbar
        search={{ search, label: 'Search worker, employee code or number', minWidth: 300 }}
        filters={[
          {
            label: 'Certificate type',
            value: typeId ?? '',
            onChange: (v) => setParam('typeId', v || undefined),
            minWidth: 240,
            allLabel: 'All types',
            options: idNameOptions(types.data?.items),
          },
          workerId ? <Chip label="One worker only" onDelete={() => setParam('workerId', undefined)} /> : null,
        ]}
        end={
          <ExportButton
            base="certificates"
            download={(format) => certificatesApi.export(filters, format)}
            onError={setNotice}
          />
        }
      />
      <LoadErrorAlert query={list}>{errorText(list.error)}</LoadErrorAlert>
      <ServerDataGrid
        grid={grid}
        list={list}
        columns={columns}
        height={620}
        rowHeight={56}
        slots={{
          noRowsOverlay: () =>
            filtered ? (
              <EmptyState
                title={filter === 'all' ? 'No certificates match' : `Nothing ${FILTER_LABELS[filter].toLowerCase()}`}
                text="Good news if you were looking for problems. Clear the filters to see every certificate."
              />
            ) : (
              <EmptyState
                icon={<WorkspacePremiumIcon />}
                title="No certificates yet"
                text="Approving a worker turns the food-safety certificate of their registration into their first certificate here. You can also add one by hand."
              />
            ),
        }}
        sx={{ border: 0 }}
        aria-label="Worker certificates"
      />
      <input
        ref={fileInput}
        type="file"
        hidden
        accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
        onChange={(e) => void onFile(e.target.files?.[0])}
        aria-label="Certificate file"
      />
      {pendingDelete && (
        <ConfirmDialog
          open
          title="Delete this certificate?"
          text={`${pendingDelete.typeName} of ${pendingDelete.workerName} and its file are removed for good.`}
          confirmLabel="Delete"
          danger
          onConfirm={async () => {
            await certificatesApi.remove(pendingDelete.id);
            await refresh();
          }}
          onClose={() => setPendingDelete(null)}
        />
      )}
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} message={notice} />
    </>
  );
}
