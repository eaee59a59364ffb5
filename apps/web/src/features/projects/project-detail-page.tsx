import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import EditIcon from '@mui/icons-material/Edit';
import WarningIcon from '@mui/icons-material/Warning';
import type { ProjectStatus } from '@wf/shared/domain/projects/project-rules';
import { hourlyMargin, isPayAboveBill } from '@wf/shared/domain/projects/project-rules';
import { formatSgd } from '@wf/shared/domain/money';
import {
  Breadcrumb,
  PageHeader,
  TitleWithChips,
  formatDate,
  formatDateTime,
} from '../../components/management/list-tools.tsx';
import { useCan } from '../../lib/use-can.ts';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { recordLoadState } from '../../components/management/form-fields.tsx';
import { ConfirmDialog } from '../../components/management/confirm-dialog.tsx';
import { projectKeys, projectsApi } from './projects-api.ts';
import { PROJECT_STATUS_ACTIONS, PROJECT_STATUS_COLORS, PROJECT_STATUS_LABELS } from './labels.ts';

type Pending = { kind: 'status'; to: ProjectStatus } | { kind: 'archive' | 'unarchive' | 'delete' };

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

/** /project-management/list/:id: the project with its positions, rates and locations. */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const can = useCan();
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  const [pending, setPending] = useState<Pending | null>(null);
  const project = useQuery({ queryKey: projectKeys.detail(id), queryFn: () => projectsApi.get(id) });

  const wait = recordLoadState(project, 'Loading project');
  if (wait) return wait;
  const p = project.data!;
  const canEdit = can(projectEndpoints.update);
  const finished = p.status === 'completed' || p.status === 'cancelled';
  const refresh = (next?: unknown) => {
    if (next) client.setQueryData(projectKeys.detail(id), next);
    return client.invalidateQueries({ queryKey: projectKeys.all });
  };
  const totalHeads = p.positions.reduce((s, x) => s + x.headcount, 0);

  const confirm = (() => {
    if (!pending) return null;
    if (pending.kind === 'status') {
      const to = pending.to;
      return {
        title: `${PROJECT_STATUS_ACTIONS[to]}?`,
        text:
          to === 'cancelled' || to === 'completed'
            ? `${p.code} becomes ${PROJECT_STATUS_LABELS[to].toLowerCase()}. That is final: it cannot be edited or reopened.`
            : `${p.code} becomes ${PROJECT_STATUS_LABELS[to].toLowerCase()}.`,
        label: PROJECT_STATUS_ACTIONS[to],
        danger: to === 'cancelled',
        withReason: true,
        run: async (reason: string) => refresh(await projectsApi.setStatus(id, to, reason || undefined)),
      };
    }
    if (pending.kind === 'delete') {
      return {
        title: 'Delete this project?',
        text: 'Only a draft or cancelled project without locations can be deleted. Otherwise archive it: it leaves the lists but keeps its history.',
        label: 'Delete',
        danger: true,
        withReason: false,
        run: async () => {
          await projectsApi.remove(id);
          await refresh();
          void navigate('/project-management/list', { replace: true });
        },
      };
    }
    const archive = pending.kind === 'archive';
    return {
      title: archive ? 'Archive this project?' : 'Unarchive this project?',
      text: archive
        ? 'It leaves the project list (use the Archived filter to find it) and keeps all its records.'
        : 'It shows in the project list again.',
      label: archive ? 'Archive' : 'Unarchive',
      danger: false,
      withReason: false,
      run: async () => refresh(await projectsApi.archive(id, archive)),
    };
  })();

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <Breadcrumb to="/project-management/list" list="Projects" current={p.code} />
      <PageHeader
        title={
          <TitleWithChips name={p.name}>
            <Chip label={PROJECT_STATUS_LABELS[p.status]} color={PROJECT_STATUS_COLORS[p.status]} />
            {p.archived && <Chip label="Archived" variant="outlined" />}
          </TitleWithChips>
        }
        subtitle={`${p.code} · ${p.clientName}`}
        actions={
          canEdit && (
            <>
              {p.allowedStatuses.map((s) => (
                <Button
                  key={s}
                  variant={s === 'active' ? 'contained' : 'outlined'}
                  color={s === 'cancelled' ? 'error' : s === 'active' ? 'success' : 'primary'}
                  onClick={() => setPending({ kind: 'status', to: s })}
                >
                  {PROJECT_STATUS_ACTIONS[s]}
                </Button>
              ))}
              {!finished && (
                <Button
                  component={RouterLink}
                  to={`/project-management/list/${id}/edit`}
                  startIcon={<EditIcon />}
                  variant="outlined"
                >
                  Edit
                </Button>
              )}
              <Button onClick={() => setPending({ kind: p.archived ? 'unarchive' : 'archive' })}>
                {p.archived ? 'Unarchive' : 'Archive'}
              </Button>
              {(p.status === 'draft' || p.status === 'cancelled') && (
                <Button color="error" onClick={() => setPending({ kind: 'delete' })}>
                  Delete
                </Button>
              )}
            </>
          )
        }
      />
      {saved && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Project {saved}.{p.status === 'draft' && p.positions.length > 0 && ' Activate it when it is ready to staff.'}
        </Alert>
      )}
      {p.status === 'draft' && p.positions.length === 0 && canEdit && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Add at least one position (Edit) before activating this project.
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Fact label="Client">
              <Link component={RouterLink} to={`/client-management/list/${p.clientId}`}>
                {p.clientName}
              </Link>
            </Fact>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Fact label="Dates">
              {formatDate(p.startDate)} – {p.endDate ? formatDate(p.endDate) : 'open-ended'}
            </Fact>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Fact label="Manager">{p.managerName ?? '—'}</Fact>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Fact label="Budget">{p.budgetCents === null ? '—' : formatSgd(p.budgetCents)}</Fact>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <Fact label="Headcount">{totalHeads}</Fact>
          </Grid>
          {p.description && (
            <Grid size={12}>
              <Fact label="Description">{p.description}</Fact>
            </Grid>
          )}
          <Grid size={12}>
            <Typography variant="caption" color="text.secondary">
              Created {formatDateTime(p.createdAt)} · updated {formatDateTime(p.updatedAt)}
            </Typography>
          </Grid>
        </Grid>
      </Paper>

      <Paper variant="outlined" sx={{ mb: 3 }}>
        <Box sx={{ p: 2 }}>
          <Typography variant="h6">Positions</Typography>
        </Box>
        {p.positions.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            No positions yet.
          </Typography>
        ) : (
          <Table size="small" aria-label="Positions">
            <TableHead>
              <TableRow>
                <TableCell>Position</TableCell>
                <TableCell align="right">Pay / hour</TableCell>
                <TableCell align="right">Bill / hour</TableCell>
                <TableCell align="right">Margin / hour</TableCell>
                <TableCell align="right">Headcount</TableCell>
                <TableCell>Required certificate</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {p.positions.map((x) => {
                const m = hourlyMargin(x.payRateCents, x.billRateCents);
                return (
                  <TableRow key={x.id}>
                    <TableCell>{x.position}</TableCell>
                    <TableCell align="right">{formatSgd(x.payRateCents)}</TableCell>
                    <TableCell align="right">{formatSgd(x.billRateCents)}</TableCell>
                    <TableCell align="right" sx={{ color: m.cents < 0 ? 'error.main' : undefined }}>
                      {isPayAboveBill(x.payRateCents, x.billRateCents) && (
                        <Tooltip title="Pay rate is above the bill rate">
                          <WarningIcon fontSize="small" color="warning" sx={{ verticalAlign: 'middle', mr: 0.5 }} />
                        </Tooltip>
                      )}
                      {formatSgd(m.cents)}
                      {m.ratio !== null && ` (${Math.round(m.ratio * 100)}%)`}
                    </TableCell>
                    <TableCell align="right">{x.headcount}</TableCell>
                    <TableCell>{x.requiredCertificateTypeName ?? '—'}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </Paper>

      <Paper variant="outlined">
        <Stack direction="row" sx={{ p: 2, justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6">Locations</Typography>
          {can(locationEndpoints.create) && !finished && !p.archived && (
            <Button
              component={RouterLink}
              to={`/project-location-management/list/create-location?projectId=${id}`}
              startIcon={<AddLocationIcon />}
              variant="outlined"
            >
              Add location
            </Button>
          )}
        </Stack>
        {p.locations.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            No locations yet. Add where the workers report, found by postal code.
          </Typography>
        ) : (
          <List dense>
            {p.locations.map((l) => (
              <ListItem key={l.id} secondaryAction={l.archived ? <Chip size="small" label="Archived" /> : undefined}>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/project-location-management/list/${l.id}`}>
                      {l.name}
                    </Link>
                  }
                  secondary={`${l.formattedAddress} · geofence ${l.geofenceRadiusM} m`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>

      {confirm && (
        <ConfirmDialog
          open
          title={confirm.title}
          text={confirm.text}
          confirmLabel={confirm.label}
          danger={confirm.danger}
          withReason={confirm.withReason}
          onConfirm={confirm.run}
          onClose={() => setPending(null)}
        />
      )}
    </Box>
  );
}
