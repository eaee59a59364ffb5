import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AdminDashboard, AuditEntry } from '@wf/shared/contracts/admin/admin';
import { ACCOUNT_STATUSES, ROLES } from '@wf/shared/roles';
import { adminApi, adminKeys } from './admin-api.ts';
import { AuditEntryDialog } from './audit-log-page.tsx';
import { formatDateTime, ROLE_LABELS, STATUS_LABELS } from './labels.ts';
import { errorText } from './staff-dialogs.tsx';

function Figure({ label, value, hint, to }: { label: string; value: number; hint?: string; to?: string }) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 180 }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontWeight: 800, my: 0.5 }}>
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
        {to && (
          <Box sx={{ mt: 1 }}>
            <Button size="small" component={RouterLink} to={to}>
              Open
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** Staff per role (rows) and status (columns). */
function StaffTable({ staff }: { staff: AdminDashboard['staff'] }) {
  const n = (role: string | null, status: string) => staff.find((s) => s.role === role && s.accountStatus === status)?.count ?? 0;
  const roles: Array<(typeof ROLES)[number] | null> = [...ROLES, null];
  return (
    <Table size="small" aria-label="Staff by role and status">
      <TableHead>
        <TableRow>
          <TableCell>Role</TableCell>
          {ACCOUNT_STATUSES.map((s) => (
            <TableCell key={s} align="right">
              {STATUS_LABELS[s]}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {roles
          .filter((r) => r !== null || ACCOUNT_STATUSES.some((s) => n(null, s) > 0))
          .map((r) => (
            <TableRow key={r ?? 'none'}>
              <TableCell>{r ? ROLE_LABELS[r] : 'No role yet (sign-ups)'}</TableCell>
              {ACCOUNT_STATUSES.map((s) => (
                <TableCell key={s} align="right">
                  {n(r, s)}
                </TableCell>
              ))}
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}

/** Registrations per week as bars, with the numbers beside for reading. */
function WeeklyBars({ weeks }: { weeks: AdminDashboard['registrationsPerWeek'] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const fmt = (d: string) => new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  return (
    <Box role="img" aria-label={`Registrations per week: ${weeks.map((w) => `${fmt(w.weekStart)} ${w.count}`).join(', ')}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: 180, pt: 2 }}>
        {weeks.map((w) => (
          <Tooltip key={w.weekStart} title={`Week of ${fmt(w.weekStart)}: ${w.count}`}>
            <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'flex-end', height: '100%' }}>
              <Typography variant="caption" sx={{ fontWeight: 700 }}>
                {w.count}
              </Typography>
              <Box sx={{ width: '100%', maxWidth: 36, height: `${(w.count / max) * 140}px`, minHeight: 2, bgcolor: 'primary.main', borderRadius: '4px 4px 0 0' }} />
            </Stack>
          </Tooltip>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ borderTop: 1, borderColor: 'divider', pt: 0.5 }}>
        {weeks.map((w) => (
          <Typography key={w.weekStart} variant="caption" color="text.secondary" sx={{ flex: 1, textAlign: 'center', fontSize: 10 }}>
            {fmt(w.weekStart)}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}

/** /admin-management/admin-dashboard, first version. Later sections add their figures. */
export function Component() {
  const q = useQuery({ queryKey: adminKeys.dashboard, queryFn: adminApi.dashboard });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const d = q.data;
  const activeStaff = d?.staff.filter((s) => s.accountStatus === 'active').reduce((a, s) => a + s.count, 0) ?? 0;
  const regs12 = d?.registrationsPerWeek.reduce((a, w) => a + w.count, 0) ?? 0;

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        Admin dashboard
      </Typography>
      {q.isPending && <LinearProgress />}
      {q.isError && (
        <Alert severity="error" action={<Button onClick={() => q.refetch()}>Retry</Button>}>
          The dashboard could not be loaded: {errorText(q.error)}
        </Alert>
      )}
      {d && (
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Figure label="Active staff" value={activeStaff} to="/admin-management/list?status=active" />
            <Figure
              label="Sign-ups awaiting activation"
              value={d.awaitingActivation.count}
              hint={d.awaitingActivation.unconfirmed ? `${d.awaitingActivation.unconfirmed} more have not confirmed their e-mail` : undefined}
              to="/admin-management/list?awaiting=1"
            />
            <Figure label="Registrations, last 12 weeks" value={regs12} />
          </Stack>

          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
            <Card variant="outlined" sx={{ flex: 1 }}>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  Staff by role and status
                </Typography>
                <StaffTable staff={d.staff} />
              </CardContent>
            </Card>
            <Card variant="outlined" sx={{ flex: 1.4 }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  Part-timer registrations per week
                </Typography>
                <WeeklyBars weeks={d.registrationsPerWeek} />
              </CardContent>
            </Card>
          </Stack>

          {d.awaitingActivation.items.length > 0 && (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  Sign-ups awaiting activation
                </Typography>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>Name</TableCell>
                      <TableCell>E-mail</TableCell>
                      <TableCell>Signed up</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {d.awaitingActivation.items.map((u) => (
                      <TableRow key={u.id}>
                        <TableCell>{u.name}</TableCell>
                        <TableCell>{u.email}</TableCell>
                        <TableCell>{formatDateTime(u.createdAt)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Button sx={{ mt: 1 }} component={RouterLink} to="/admin-management/list?awaiting=1">
                  Activate in staff accounts
                </Button>
              </CardContent>
            </Card>
          )}

          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography variant="h6" component="h2">
                  Recent activity
                </Typography>
                <Button component={RouterLink} to="/admin-management/audit-log">
                  Full audit log
                </Button>
              </Stack>
              {d.recentAudit.length === 0 ? (
                <Typography color="text.secondary">Nothing yet.</Typography>
              ) : (
                <Table size="small" aria-label="Recent audit entries">
                  <TableHead>
                    <TableRow>
                      <TableCell>Time</TableCell>
                      <TableCell>Actor</TableCell>
                      <TableCell>Action</TableCell>
                      <TableCell>Entity</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {d.recentAudit.map((e) => (
                      <TableRow key={e.id} hover>
                        <TableCell>{formatDateTime(e.at)}</TableCell>
                        <TableCell>{e.actorName ?? (e.actorId ? 'Deleted user' : 'System / applicant')}</TableCell>
                        <TableCell>
                          <Chip size="small" label={e.action} variant="outlined" />
                        </TableCell>
                        <TableCell>{e.entityType}</TableCell>
                        <TableCell align="right">
                          <Button size="small" onClick={() => setOpen(e)}>
                            Details
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
        </Stack>
      )}
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
