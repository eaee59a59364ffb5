import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Chip from '@mui/material/Chip';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import {
  CERTIFICATE_FILTERS,
  CERTIFICATE_SORT_FIELDS,
  type CertificateListQuery,
  type WorkerCertificateRow,
} from '@wf/shared/contracts/certificates/certificates';
import type { CertificateFilter } from '@wf/shared/domain/certificates/expiry';
import { useCan } from '../../lib/use-can.ts';
import { useMessageText, useT } from '../../lib/i18n/index.ts';
import { EmptyState, errorText, idNameOptions } from '../../components/management/list/list-tools.tsx';
import { NoticeSnackbar, useListState } from '../../components/management/list/list-toolbar.tsx';
import { RecordList } from '../../components/management/list/record-list.tsx';
import { FilterChips } from '../../components/management/list/filter-chips.tsx';
import { ConfirmDialog } from '../../components/management/dialog/confirm-dialog.tsx';
import { serverSort } from '../../components/management/list/server-grid.tsx';
import { call } from '../../lib/call.ts';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { useUploadCertificateFile } from './certificate-changes.ts';
import { fileProblem, fileUploadInput } from './certificate-file.ts';
import { FILTER_KEYS, NOTHING_KEYS } from './labels.ts';
import { useCertificateColumns } from './certificate-columns.tsx';
import { certificatePages } from '@wf/shared/contracts/certificates/pages';

/** The worker certificates tab: expiry filters, toolbar, grid, file upload and delete. */
export function WorkerCertificates() {
  const { t } = useT();
  const navigate = useNavigate();
  const message = useMessageText();
  const can = useCan();
  const { grid, url, search } = useListState([{ field: 'expiryDate', sort: 'asc' }], { issueDate: false });
  const setParam = url.setParam;
  const debounced = search.debounced;
  const filter: CertificateFilter = url.pick('filter', CERTIFICATE_FILTERS) ?? 'all';
  const typeId = url.params.get('typeId') ?? undefined;
  const workerId = url.params.get('workerId') ?? undefined;
  const [notice, setNotice] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<WorkerCertificateRow | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const uploadFor = useRef<string | null>(null);
  const verify = useEndpointMutation(certificateEndpoints.verify, { invalidates: [certificateEndpoints] });
  const upload = useUploadCertificateFile();
  const remove = useEndpointMutation(certificateEndpoints.remove, { invalidates: [certificateEndpoints] });

  const types = useEndpoint(certificateEndpoints.listTypes);
  const filters = {
    search: debounced || undefined,
    filter,
    typeId,
    workerId,
    ...serverSort(grid.sort, CERTIFICATE_SORT_FIELDS, 'expiryDate'),
  };
  const query: CertificateListQuery = { ...filters, ...grid.page };
  const list = useEndpoint(certificateEndpoints.list, { query }, { keepPrevious: true });

  const onFile = async (file: File | undefined) => {
    const id = uploadFor.current;
    if (fileInput.current) fileInput.current.value = '';
    if (!file || !id) return;
    const problem = fileProblem(file);
    if (problem) return setNotice(message(problem) ?? problem);
    try {
      await upload.mutateAsync(fileUploadInput(id, file));
      setNotice(t('certificates.list.uploadedNotice'));
    } catch (err) {
      setNotice(errorText(err, t));
    }
  };

  const columns = useCertificateColumns({
    canWrite: can(certificateEndpoints.update),
    onUpload: (row) => {
      uploadFor.current = row.id;
      fileInput.current?.click();
    },
    onVerify: (row) =>
      void verify.mutateAsync({ params: { id: row.id } }).then(
        () => setNotice(t('certificates.list.verifiedNotice', { name: row.workerName })),
        (err: unknown) => setNotice(errorText(err, t)),
      ),
    onDelete: setPendingDelete,
    onNotice: setNotice,
  });

  const counts = list.data?.counts;
  const filtered = Boolean(debounced || typeId || workerId || filter !== 'all');
  return (
    <RecordList
      above={
        <FilterChips
          label={t('certificates.list.filterByExpiry')}
          chips={CERTIFICATE_FILTERS.map((f) => ({ key: f, label: `${t(FILTER_KEYS[f])}${counts ? ` · ${counts[f]}` : ''}` }))}
          value={filter}
          onChange={(f) => setParam('filter', f === 'all' ? undefined : f)}
          colour={(f) => (f === 'expired' ? 'error' : f.startsWith('expiring') ? 'warning' : 'primary')}
        />
      }
      search={{ search, label: t('certificates.list.search'), minWidth: 300 }}
      filters={[
        {
          label: t('certificates.list.typeFilter'),
          value: typeId ?? '',
          onChange: (v) => setParam('typeId', v || undefined),
          minWidth: 240,
          allLabel: t('certificates.list.allTypes'),
          options: idNameOptions(types.data?.items),
        },
        workerId ? (
          <Chip label={t('certificates.list.oneWorker')} onDelete={() => setParam('workerId', undefined)} />
        ) : null,
      ]}
      exporting={{
        base: 'certificates',
        download: (format) => call(certificateEndpoints.export, { query: { ...filters, format } }),
      }}
      noticeHideAfter={6000}
      grid={grid}
      list={list}
      columns={columns}
      gridProps={{ height: 620, rowHeight: 56 }}
      onOpen={can(certificateEndpoints.update) ? (row) => navigate(certificatePages.edit(row.id)) : undefined}
      noRows={
        filtered ? (
          <EmptyState
            title={filter === 'all' ? t('certificates.list.noMatch') : t(NOTHING_KEYS[filter])}
            text={t('certificates.list.filteredText')}
          />
        ) : (
          <EmptyState
            icon={<WorkspacePremiumIcon />}
            title={t('certificates.list.emptyTitle')}
            text={t('certificates.list.emptyText')}
          />
        )
      }
      label={t('certificates.list.tabCertificates')}
    >
      <input
        ref={fileInput}
        type="file"
        hidden
        accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
        onChange={(e) => void onFile(e.target.files?.[0])}
        aria-label={t('certificates.list.fileInput')}
      />
      {pendingDelete && (
        <ConfirmDialog
          open
          title={t('certificates.list.deleteTitle')}
          text={t('certificates.list.deleteText', { type: pendingDelete.typeName, worker: pendingDelete.workerName })}
          confirmLabel={t('common.delete')}
          danger
          onConfirm={() => remove.mutateAsync({ params: { id: pendingDelete.id } })}
          onClose={() => setPendingDelete(null)}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} hideAfter={6000} />
    </RecordList>
  );
}
