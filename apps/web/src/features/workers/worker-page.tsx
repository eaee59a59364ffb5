import { formatSgd } from '@wf/shared/domain/money';
import { useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { DateField } from '../../components/date-field.tsx';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { WorkerDetail, WorkerFile } from '@wf/shared/contracts/workers/workers';
import type { UpdateWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import { QNA_KEYS } from '@wf/shared/enums/registration';
import {
  DESTRUCTIVE,
  LAST_DAY_REQUIRED,
  REASON_REQUIRED,
  type WorkerAction,
  type WorkerStatus,
} from '@wf/shared/domain/workers/status-machine';
import { ApiError } from '../../lib/api.ts';
import { fileAccess, workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { saveFile } from '../../lib/call.ts';
import { useCan } from '../../lib/use-can.ts';
import { FIELD_GROUPS, toBody, type FieldDef, type FormValues } from './fields.ts';
import {
  ACTION_TEXT,
  formatDate,
  formatDateTime,
  HISTORY_ACTION_LABELS,
  STATUS_COLORS,
  WORKER_STATUS_LABELS,
} from './labels.ts';
import { valuesFrom, WorkerForm } from './worker-form.tsx';
import { workerKeys, workersApi } from './workers-api.ts';

const FILE_KIND_LABELS: Record<WorkerFile['kind'], string> = {
  certificate: 'Food safety certificate',
  signature: 'Signature',
  contract: 'Contract',
  consent: 'Parental consent',
  other: 'Document',
};
const QNA_LABELS: Record<string, string> = {
  any_illness: 'Any illness',
  physical: 'Physical disability',
  mental_illness: 'Mental illness',
  medication: 'On long-term medication',
  found_guilty: 'Found guilty of an offence',
  any_investigation: 'Under investigation',
  objection_undergo: 'Objects to a medical examination',
  alcohol_drug_addiction: 'Alcohol or drug addiction',
  undischarged_bankrupt: 'Undischarged bankrupt',
  dismissed_or_suspended: 'Dismissed or suspended before',
  business_undertaking: 'Runs a business',
};

type Revealed = Partial<Record<'idNumber' | 'bankAcc', string>>;

function display(f: FieldDef, w: WorkerDetail): string {
  const v = (w as unknown as Record<string, unknown>)[f.key];
  if (v === null || v === undefined || v === '') return '—';
  if (f.kind === 'date') return formatDate(String(v));
  if (f.kind === 'yesno') return v ? 'Yes' : 'No';
  if (f.kind === 'money') return formatSgd(Number(v));
  if (f.kind === 'select' && f.optionLabels) return f.optionLabels[String(v)] ?? String(v);
  return String(v);
}

/** /part-timer-management/worker/:id: everything about one applicant or worker, and what can be done. */
export function Component() {
  const { id = '' } = useParams();
  const client = useQueryClient();
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const can = useCan();
  const canReveal = can(workerEndpoints.reveal);
  const canTransition = can(workerEndpoints.transition);
  const canEdit = can(workerEndpoints.update);
  const canUploadConsent = can(workerEndpoints.consent);
  const worker = useQuery({ queryKey: workerKeys.detail(id), queryFn: () => workersApi.detail(id), enabled: !!id });
  const [action, setAction] = useState<WorkerAction | null>(null);
  const [editing, setEditing] = useState(false);
  const [revealed, setRevealed] = useState<Revealed>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ url: string; file: WorkerFile } | null>(null);
  const consentInput = useRef<HTMLInputElement>(null);

  const refresh = () => client.invalidateQueries({ queryKey: workerKeys.all });
  const reveal = useMutation({
    mutationFn: (field: 'idNumber' | 'bankAcc') => workersApi.reveal(id, field),
    onSuccess: (r) => setRevealed((old) => ({ ...old, [r.field]: r.value })),
    onError: (e) => setNotice(e instanceof ApiError ? e.message : 'Could not reveal the value'),
  });
  const consent = useMutation({
    mutationFn: (file: File) => workersApi.uploadConsent(id, file),
    onSuccess: () => {
      setNotice('Parental consent recorded');
      void refresh();
    },
    onError: (e) => setNotice(e instanceof ApiError ? e.message : 'The upload failed'),
  });

  const openFile = async (file: WorkerFile, mode: 'view' | 'download') => {
    try {
      const answer = await workersApi.file(id, file.id, mode === 'view' ? 'inline' : 'attachment');
      if (mode === 'download') saveFile(answer, file.fileName);
      else setPreview({ url: URL.createObjectURL(answer.blob), file });
    } catch (e) {
      setNotice(e instanceof ApiError ? e.message : 'The file could not be opened');
    }
  };

  if (worker.isPending) {
    return (
      <Box sx={{ p: 6, textAlign: 'center' }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (worker.isError || !worker.data) {
    const status = worker.error instanceof ApiError ? worker.error.status : 0;
    return (
      <Box sx={{ p: 4 }}>
        <Alert
          severity={status === 404 ? 'warning' : 'error'}
          action={<Button onClick={() => worker.refetch()}>Retry</Button>}
        >
          {status === 404 ? 'There is no such worker. It may have been removed.' : 'The worker could not be loaded.'}
        </Alert>
      </Box>
    );
  }
  const w = worker.data;
  const backTo =
    w.status === 'pending'
      ? '/part-timer-management/pending'
      : w.status === 'rejected'
        ? '/part-timer-management/rejected'
        : w.status === 'blacklisted'
          ? '/employee-management/blacklist'
          : w.status === 'discharged'
            ? '/part-timer-management/discharge-list'
            : w.status === 'active'
              ? '/part-timer-management/list'
              : '/part-timer-management/discharge-pending';
  const needsConsent = w.requiresDocument && !w.consentReceivedAt;

  const sensitive = (field: 'idNumber' | 'bankAcc', masked: string) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span style={{ fontFamily: 'monospace' }}>{revealed[field] ?? (masked || '—')}</span>
      {canReveal && !revealed[field] && masked && (
        <Tooltip title="Show the full value (recorded in the audit log)" describeChild>
          <Button
            size="small"
            startIcon={<VisibilityIcon />}
            onClick={() => reveal.mutate(field)}
            disabled={reveal.isPending}
          >
            Reveal
          </Button>
        </Tooltip>
      )}
    </Stack>
  );

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1300 }}>
      <Button component={RouterLink} to={backTo} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Back to list
      </Button>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 2 }}
      >
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
              {w.name}
            </Typography>
            <Chip label={WORKER_STATUS_LABELS[w.status]} color={STATUS_COLORS[w.status]} />
            {w.employeeCode && <Chip variant="outlined" label={w.employeeCode} />}
          </Stack>
          <Typography color="text.secondary">
            {w.typeOfEmployment} · {w.positionApplied} · {w.source === 'staff' ? 'created by staff' : 'registered'}{' '}
            {formatDateTime(w.createdAt)}
          </Typography>
        </Box>
        {(canTransition || canEdit) && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {canTransition &&
              w.allowedActions.map((a) => (
                <Button
                  key={a}
                  variant={DESTRUCTIVE.has(a) ? 'outlined' : 'contained'}
                  color={a === 'blacklist' || a === 'reject' ? 'error' : 'primary'}
                  onClick={() => setAction(a)}
                >
                  {ACTION_TEXT[a].label}
                </Button>
              ))}
            {canEdit && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                Edit details
              </Button>
            )}
          </Stack>
        )}
      </Stack>

      {created && (
        <Alert severity="success" sx={{ mb: 2 }}>
          The employee is created.
        </Alert>
      )}
      {w.blacklistFlag && (
        <Alert severity="error" sx={{ mb: 2 }}>
          This ID number is on the blacklist. The applicant has not been told. Check the blacklisted record before
          deciding.
        </Alert>
      )}
      {needsConsent && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            canUploadConsent && (
              <Button
                color="inherit"
                startIcon={<UploadFileIcon />}
                onClick={() => consentInput.current?.click()}
                disabled={consent.isPending}
              >
                Upload consent
              </Button>
            )
          }
        >
          The applicant is 15. Upload the signed parental consent document before approving.
        </Alert>
      )}
      {w.statusReason && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {WORKER_STATUS_LABELS[w.status]}: {w.statusReason}
          {w.lastWorkingDay ? ` · last working day ${formatDate(w.lastWorkingDay)}` : ''}
        </Alert>
      )}
      <input
        ref={consentInput}
        type="file"
        hidden
        accept="application/pdf,image/jpeg,image/png"
        aria-label="Parental consent document"
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) consent.mutate(f);
          e.target.value = '';
        }}
      />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <Stack spacing={2}>
          {FIELD_GROUPS.map((g) => (
            <Paper key={g.title} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {g.title}
              </Typography>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
                  columnGap: 2,
                  rowGap: 0.75,
                  m: 0,
                }}
              >
                {g.fields
                  .filter((f) => !f.when || f.when(w as unknown as FormValues))
                  .map((f) => (
                    <Box key={f.key} sx={{ display: 'contents' }}>
                      <Typography component="dt" color="text.secondary" variant="body2">
                        {f.label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                        {f.key === 'idNumber'
                          ? sensitive('idNumber', w.idNumberMasked)
                          : f.key === 'bankAcc'
                            ? sensitive('bankAcc', w.bankAccMasked)
                            : display(f, w)}
                      </Typography>
                    </Box>
                  ))}
                {g.title === 'Personal details' && (
                  <>
                    <Typography component="dt" color="text.secondary" variant="body2">
                      Age
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {w.age ?? '—'}
                    </Typography>
                  </>
                )}
              </Box>
            </Paper>
          ))}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              Working experience
            </Typography>
            {w.workingExps.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                None given.
              </Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Company</TableCell>
                    <TableCell>Position</TableCell>
                    <TableCell>From</TableCell>
                    <TableCell>To</TableCell>
                    <TableCell>Reason for leaving</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {w.workingExps.map((e, i) => (
                    <TableRow key={i}>
                      <TableCell>{String(e.previous_company_name ?? '')}</TableCell>
                      <TableCell>{String(e.position ?? '')}</TableCell>
                      <TableCell>{formatDate(String(e.date_start ?? ''))}</TableCell>
                      <TableCell>{formatDate(String(e.date_left ?? ''))}</TableCell>
                      <TableCell>{String(e.reason_for_leaving ?? '')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              Health and integrity
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '260px 1fr' },
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
              }}
            >
              {QNA_KEYS.map((k) => (
                <Box key={k} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {QNA_LABELS[k] ?? k}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: w.qna[k] === 1 ? 700 : 400 }}>
                    {w.qna[k] === 1 ? 'Yes' : w.qna[k] === 0 ? 'No' : '—'}
                    {k === 'medication' && w.qna[k] === 1 && w.qna.medication_details
                      ? ` (${String(w.qna.medication_details)})`
                      : ''}
                  </Typography>
                </Box>
              ))}
              <Typography component="dt" variant="body2" color="text.secondary">
                Declaration signed
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {w.declarationAt ? formatDateTime(w.declarationAt) : '—'}
              </Typography>
            </Box>
          </Paper>
        </Stack>

        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                Documents
              </Typography>
              {canUploadConsent && (
                <Button
                  size="small"
                  startIcon={<UploadFileIcon />}
                  onClick={() => consentInput.current?.click()}
                  disabled={consent.isPending}
                >
                  {consent.isPending ? 'Uploading…' : 'Upload consent'}
                </Button>
              )}
            </Stack>
            {w.requiresDocument && (
              <Typography variant="body2" color={w.consentReceivedAt ? 'success.main' : 'warning.main'} sx={{ mb: 1 }}>
                {w.consentReceivedAt
                  ? `Parental consent received ${formatDateTime(w.consentReceivedAt)}${w.consentReceivedByName ? ` by ${w.consentReceivedByName}` : ''}`
                  : 'Parental consent not received yet'}
              </Typography>
            )}
            {w.files.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                No documents. Upload the parental consent here when one is needed.
              </Typography>
            ) : (
              <Stack spacing={1}>
                {w.files.map((f) => (
                  <Stack key={f.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {FILE_KIND_LABELS[f.kind]}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" noWrap component="div">
                        {f.fileName} · {Math.max(1, Math.round(f.size / 1024))} KB · {formatDate(f.createdAt)}
                      </Typography>
                    </Box>
                    {/* A document printing the full ID (the contract) opens only for the roles that may reveal it. */}
                    {can({ access: fileAccess(f.kind) }) && (
                      <>
                        <Tooltip title="View">
                          <IconButton
                            aria-label={`View ${FILE_KIND_LABELS[f.kind]}`}
                            onClick={() => void openFile(f, 'view')}
                          >
                            <VisibilityIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title="Download">
                          <IconButton
                            aria-label={`Download ${FILE_KIND_LABELS[f.kind]}`}
                            onClick={() => void openFile(f, 'download')}
                          >
                            <DownloadIcon />
                          </IconButton>
                        </Tooltip>
                      </>
                    )}
                  </Stack>
                ))}
              </Stack>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              History
            </Typography>
            <Stack spacing={1.5}>
              {w.history.map((h) => (
                <Box key={h.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {HISTORY_ACTION_LABELS[h.action] ?? h.action}
                    {' → '}
                    {WORKER_STATUS_LABELS[h.toStatus as WorkerStatus] ?? h.toStatus}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {formatDateTime(h.at)}
                    {h.actorName ? ` · ${h.actorName}` : ''}
                  </Typography>
                  {h.reason && <Typography variant="body2">{h.reason}</Typography>}
                  {typeof h.details?.lastWorkingDay === 'string' && (
                    <Typography variant="body2">Last working day {formatDate(h.details.lastWorkingDay)}</Typography>
                  )}
                </Box>
              ))}
            </Stack>
          </Paper>
        </Stack>
      </Box>

      {action && (
        <ActionDialog
          worker={w}
          action={action}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            setNotice(message);
            void refresh();
          }}
          onStale={() => void refresh()}
        />
      )}
      {editing && (
        <Dialog open onClose={() => setEditing(false)} maxWidth="lg" fullWidth>
          <DialogTitle>Edit {w.name}</DialogTitle>
          <DialogContent>
            {(!revealed.idNumber || !revealed.bankAcc) && (
              <Alert severity="info" sx={{ mb: 2 }}>
                To change the ID number or bank account, close this and reveal it first.
              </Alert>
            )}
            <EditForm
              worker={w}
              revealed={revealed}
              onCancel={() => setEditing(false)}
              onSaved={(changed) => {
                setEditing(false);
                setNotice(changed === 0 ? 'Nothing changed' : 'Saved');
                void refresh();
              }}
            />
          </DialogContent>
        </Dialog>
      )}
      {preview && (
        <Dialog
          open
          maxWidth="lg"
          fullWidth
          onClose={() => {
            URL.revokeObjectURL(preview.url);
            setPreview(null);
          }}
        >
          <DialogTitle>{FILE_KIND_LABELS[preview.file.kind]}</DialogTitle>
          <DialogContent>
            {preview.file.mimeType.startsWith('image/') ? (
              <Box
                component="img"
                src={preview.url}
                alt={FILE_KIND_LABELS[preview.file.kind]}
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
              Download
            </Button>
            <Button
              onClick={() => {
                URL.revokeObjectURL(preview.url);
                setPreview(null);
              }}
            >
              Close
            </Button>
          </DialogActions>
        </Dialog>
      )}
      <Snackbar open={!!notice} autoHideDuration={5000} onClose={() => setNotice(null)} message={notice} />
    </Box>
  );
}

/** Confirms an action, asking for the reason and last working day where the machine needs them. */
function ActionDialog({
  worker,
  action,
  onClose,
  onDone,
  onStale,
}: {
  worker: WorkerDetail;
  action: WorkerAction;
  onClose: () => void;
  onDone: (message: string) => void;
  onStale: () => void;
}) {
  const text = ACTION_TEXT[action];
  const [reason, setReason] = useState('');
  const [lastWorkingDay, setLastWorkingDay] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  /** Someone else changed the worker first (409 with a newer version): confirming again makes no sense. */
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const needsReason = REASON_REQUIRED.has(action);
  const needsDay = LAST_DAY_REQUIRED.has(action);

  const confirm = async () => {
    const errs: Record<string, string> = {};
    if (needsReason && !reason.trim()) errs.reason = 'Give a reason';
    if (needsDay && !lastWorkingDay) errs.lastWorkingDay = 'Choose the last working day';
    setErrors(errs);
    if (Object.keys(errs).length > 0) return;
    setBusy(true);
    setError(null);
    const version = worker.version;
    try {
      await workersApi.transition(worker.id, action, {
        version,
        reason: reason.trim() || undefined,
        lastWorkingDay: needsDay ? lastWorkingDay : undefined,
      });
      onDone(`${text.done}: ${worker.name}`);
    } catch (e) {
      if (e instanceof ApiError && e.code === ERROR_CODES.conflict) {
        // The answer carries the worker's current state in `fields`; a newer version means it changed meanwhile.
        const current = e.fields?.version;
        setStale(current !== undefined && current !== String(version));
        setError(e.message);
        onStale();
      } else if (e instanceof ApiError) {
        setErrors(Object.fromEntries(Object.entries(e.fields ?? {}).map(([k]) => [k, 'Required'])));
        setError(e.message);
      } else setError('Something went wrong. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{text.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <strong>{worker.name}</strong> — {text.text}
        </DialogContentText>
        <Stack spacing={2}>
          {(needsReason || action === 'rejectRejoin' || action === 'cancelDischarge' || action === 'reconsider') && (
            <TextField
              label={needsReason ? 'Reason' : 'Note (optional)'}
              required={needsReason}
              multiline
              minRows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={!!errors.reason}
              helperText={errors.reason}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              autoFocus
            />
          )}
          {needsDay && (
            <DateField
              label="Last working day"
              required
              value={lastWorkingDay}
              onChange={(d) => setLastWorkingDay(d ?? '')}
              error={!!errors.lastWorkingDay}
              helperText={errors.lastWorkingDay}
            />
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {error ? 'Close' : 'Cancel'}
        </Button>
        <Button
          variant="contained"
          color={DESTRUCTIVE.has(action) ? 'error' : 'primary'}
          onClick={() => void confirm()}
          disabled={busy || stale}
        >
          {busy ? 'Working…' : text.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Edit details: sends only the changed fields with the version the page shows. */
function EditForm({
  worker,
  revealed,
  onCancel,
  onSaved,
}: {
  worker: WorkerDetail;
  revealed: Revealed;
  onCancel: () => void;
  onSaved: (changed: number) => void;
}) {
  const initial = valuesFrom({
    ...(worker as unknown as Record<string, unknown>),
    idNumber: revealed.idNumber ?? '',
    bankAcc: revealed.bankAcc ?? '',
  });
  const omit = [...(revealed.idNumber ? [] : ['idNumber']), ...(revealed.bankAcc ? [] : ['bankAcc'])];
  return (
    <WorkerForm
      initial={initial}
      omit={omit}
      submitLabel="Save"
      onCancel={onCancel}
      onSubmit={async (values) => {
        const now = toBody(values);
        const before = toBody(initial);
        const patch: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(now)) {
          if (omit.includes(k)) continue;
          if (JSON.stringify(v) !== JSON.stringify(before[k])) patch[k] = v;
        }
        const res = await workersApi.update(worker.id, { ...patch, version: worker.version } as UpdateWorkerBody);
        onSaved(res.changed.length);
      }}
    />
  );
}
