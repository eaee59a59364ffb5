import { useState } from 'react';
import { useCan } from '../../lib/use-can.ts';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import type { ClientDetail } from '@wf/shared/contracts/clients/clients';
import type { WorkerOption } from '@wf/shared/contracts/certificates/certificates';
import { PROJECT_STATUS_LABELS } from '@wf/shared/domain/projects/project-rules';
import {
  Breadcrumb,
  PageHeader,
  TitleWithChips,
  errorText,
  formatDate,
  useDebounced,
} from '../../components/management/list-tools.tsx';
import { recordLoadState } from '../../components/management/form-fields.tsx';
import { ConfirmDialog } from '../../components/management/confirm-dialog.tsx';
import { clientKeys, clientsApi } from './clients-api.ts';

type Pending = { kind: 'archive' | 'unarchive' | 'delete' } | { kind: 'removeDns'; entryId: string; name: string };

/** /client-management/list/:id: the client, its contacts, projects and do-not-send list. */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const can = useCan();
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  const [pending, setPending] = useState<Pending | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const detail = useQuery({ queryKey: clientKeys.detail(id), queryFn: () => clientsApi.get(id) });

  const wait = recordLoadState(detail, 'Loading client');
  if (wait) return wait;
  const c = detail.data!;
  const canEdit = can(clientEndpoints.update);
  const update = (next: ClientDetail) => {
    qc.setQueryData(clientKeys.detail(id), next);
    return qc.invalidateQueries({ queryKey: clientKeys.all });
  };

  const confirm = (() => {
    if (!pending) return null;
    switch (pending.kind) {
      case 'delete':
        return {
          title: 'Delete this client?',
          text: c.projects.length
            ? `This client has ${c.projects.length} projects; archive it instead.`
            : 'The client, its contacts and its do-not-send list are removed for good.',
          label: 'Delete',
          danger: true,
          run: async () => {
            await clientsApi.remove(id);
            await qc.invalidateQueries({ queryKey: clientKeys.all });
            void navigate('/client-management/list', { replace: true });
          },
        };
      case 'removeDns':
        return {
          title: `Remove ${pending.name} from the do-not-send list?`,
          text: 'They can be sent to this client again.',
          label: 'Remove',
          danger: false,
          run: async () => update(await clientsApi.removeDoNotSend(id, pending.entryId)),
        };
      default: {
        const archive = pending.kind === 'archive';
        return {
          title: archive ? 'Archive this client?' : 'Unarchive this client?',
          text: archive
            ? 'It leaves the client list and cannot get new projects; its projects and history stay.'
            : 'It shows in the client list again and can get new projects.',
          label: archive ? 'Archive' : 'Unarchive',
          danger: false,
          run: async () => update(await clientsApi.archive(id, archive)),
        };
      }
    }
  })();

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <Breadcrumb to="/client-management/list" list="Clients" current={c.name} />
      <PageHeader
        title={
          <TitleWithChips name={c.name}>
            <Chip
              label={c.status === 'active' ? 'Active' : 'Inactive'}
              color={c.status === 'active' ? 'success' : 'default'}
            />
            {c.archived && <Chip label="Archived" variant="outlined" />}
          </TitleWithChips>
        }
        subtitle={`UEN ${c.uen}${c.industry ? ` · ${c.industry}` : ''}`}
        actions={
          canEdit && (
            <>
              {!c.archived && can(projectEndpoints.create) && (
                <Button
                  component={RouterLink}
                  to={`/project-management/list/create-project?clientId=${id}`}
                  variant="contained"
                  startIcon={<AddIcon />}
                >
                  New project
                </Button>
              )}
              <Button
                component={RouterLink}
                to={`/client-management/list/${id}/edit`}
                variant="outlined"
                startIcon={<EditIcon />}
              >
                Edit
              </Button>
              <Button onClick={() => setPending({ kind: c.archived ? 'unarchive' : 'archive' })}>
                {c.archived ? 'Unarchive' : 'Archive'}
              </Button>
              <Button color="error" onClick={() => setPending({ kind: 'delete' })}>
                Delete
              </Button>
            </>
          )
        }
      />
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Client {saved}.
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
            <Typography variant="h6" sx={{ mb: 1 }}>
              Details
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Billing address
            </Typography>
            <Typography sx={{ mb: 1 }}>{c.billingFormattedAddress ?? '—'}</Typography>
            <Typography variant="caption" color="text.secondary">
              Payment terms
            </Typography>
            <Typography sx={{ mb: 1 }}>{c.paymentTermsDays} days</Typography>
            {c.notes && (
              <>
                <Typography variant="caption" color="text.secondary">
                  Notes
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{c.notes}</Typography>
              </>
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
            <Typography variant="h6" sx={{ mb: 1 }}>
              Contacts
            </Typography>
            {c.contacts.length === 0 ? (
              <Typography color="text.secondary">No contact people.</Typography>
            ) : (
              <Table size="small" aria-label="Contacts">
                <TableBody>
                  {c.contacts.map((k) => (
                    <TableRow key={k.id}>
                      <TableCell>
                        <strong>{k.name}</strong>
                        {k.title && (
                          <Typography variant="body2" color="text.secondary">
                            {k.title}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{k.email ? <Link href={`mailto:${k.email}`}>{k.email}</Link> : '—'}</TableCell>
                      <TableCell>{k.phone ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Paper>
        </Grid>

        <Grid size={12}>
          <Paper variant="outlined">
            <Typography variant="h6" sx={{ p: 2 }}>
              Projects
            </Typography>
            {c.projects.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
                No projects for this client yet.
              </Typography>
            ) : (
              <Table size="small" aria-label="Projects of this client">
                <TableHead>
                  <TableRow>
                    <TableCell>Code</TableCell>
                    <TableCell>Project</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Start</TableCell>
                    <TableCell>End</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {c.projects.map((p) => (
                    <TableRow key={p.id} hover>
                      <TableCell>{p.code}</TableCell>
                      <TableCell>
                        <Link component={RouterLink} to={`/project-management/list/${p.id}`}>
                          {p.name}
                        </Link>
                        {p.archived && <Chip size="small" label="Archived" sx={{ ml: 1 }} />}
                      </TableCell>
                      <TableCell>{PROJECT_STATUS_LABELS[p.status]}</TableCell>
                      <TableCell>{formatDate(p.startDate)}</TableCell>
                      <TableCell>{p.endDate ? formatDate(p.endDate) : 'Open-ended'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Paper>
        </Grid>

        <Grid size={12}>
          <Paper variant="outlined">
            <Stack direction="row" sx={{ p: 2, justifyContent: 'space-between', alignItems: 'center' }}>
              <Box>
                <Typography variant="h6">Do not send</Typography>
                <Typography variant="body2" color="text.secondary">
                  Workers this client does not want sent to it. Rosters refuse them for this client.
                </Typography>
              </Box>
              {can(clientEndpoints.addDoNotSend) && (
                <Button startIcon={<PersonOffIcon />} variant="outlined" onClick={() => setAddOpen(true)}>
                  Add worker
                </Button>
              )}
            </Stack>
            {c.doNotSend.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
                Nobody on the list.
              </Typography>
            ) : (
              <Table size="small" aria-label="Do-not-send list">
                <TableHead>
                  <TableRow>
                    <TableCell>Worker</TableCell>
                    <TableCell>Reason</TableCell>
                    <TableCell>Date</TableCell>
                    <TableCell>By</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {c.doNotSend.map((d) => (
                    <TableRow key={d.id}>
                      <TableCell>
                        {d.workerName}
                        {d.employeeCode && (
                          <Typography variant="body2" color="text.secondary">
                            {d.employeeCode}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{d.reason}</TableCell>
                      <TableCell>{formatDate(d.addedOn)}</TableCell>
                      <TableCell>{d.addedByName ?? '—'}</TableCell>
                      <TableCell align="right">
                        {can(clientEndpoints.removeDoNotSend) && (
                          <Tooltip title="Remove from the list">
                            <IconButton
                              aria-label={`Remove ${d.workerName}`}
                              onClick={() => setPending({ kind: 'removeDns', entryId: d.id, name: d.workerName })}
                            >
                              <DeleteIcon />
                            </IconButton>
                          </Tooltip>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Paper>
        </Grid>
      </Grid>

      {addOpen && <AddDoNotSendDialog clientId={id} onClose={() => setAddOpen(false)} onSaved={update} />}
      {confirm && (
        <ConfirmDialog
          open
          title={confirm.title}
          text={confirm.text}
          confirmLabel={confirm.label}
          danger={confirm.danger}
          onConfirm={confirm.run}
          onClose={() => setPending(null)}
        />
      )}
    </Box>
  );
}

function AddDoNotSendDialog({
  clientId,
  onClose,
  onSaved,
}: {
  clientId: string;
  onClose(): void;
  onSaved(c: ClientDetail): Promise<unknown>;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  const [worker, setWorker] = useState<WorkerOption | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = useQuery({
    queryKey: clientKeys.workers(debounced),
    queryFn: () => clientsApi.workerOptions(debounced),
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Add to the do-not-send list</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Autocomplete
            options={options.data?.items ?? []}
            value={worker}
            filterOptions={(x) => x}
            getOptionLabel={(o) => `${o.name}${o.employeeCode ? ` (${o.employeeCode})` : ''}`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onInputChange={(_e, v, r) => r === 'input' && setSearch(v)}
            onChange={(_e, v) => setWorker(v)}
            loading={options.isFetching}
            renderInput={(p) => (
              <TextField {...p} label="Worker" required helperText="Search by name or employee code" />
            )}
          />
          <TextField
            label="Reason"
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!worker || !reason.trim() || busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await onSaved(await clientsApi.addDoNotSend(clientId, { workerId: worker!.id, reason: reason.trim() }));
              onClose();
            } catch (err) {
              setError(errorText(err));
            } finally {
              setBusy(false);
            }
          }}
        >
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}
