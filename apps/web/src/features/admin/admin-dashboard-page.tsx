import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@wf/shared/contracts/admin/admin';
import { adminApi, adminKeys } from './admin-api.ts';
import { useT } from '../../lib/i18n/index.ts';
import { AuditEntryDialog } from './audit-log-page.tsx';
import { AuditSentence } from './audit-sentence.tsx';
import { Figure, StaffTable, WeeklyBars } from './dashboard-parts.tsx';
import { errorText, formatDateTime } from './labels.ts';

/** /admin-management/admin-dashboard, first version. Later sections add their figures. */
export function Component() {
  const { t, lang } = useT();
  const q = useQuery({ queryKey: adminKeys.dashboard, queryFn: adminApi.dashboard });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const d = q.data;
  const activeStaff = d?.staff.filter((s) => s.accountStatus === 'active').reduce((a, s) => a + s.count, 0) ?? 0;
  const regs12 = d?.registrationsPerWeek.reduce((a, w) => a + w.count, 0) ?? 0;

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        {t('admin.dashboard.title')}
      </Typography>
      {q.isPending && <LinearProgress />}
      {q.isError && (
        <Alert severity="error" action={<Button onClick={() => q.refetch()}>{t('admin.retry')}</Button>}>
          {t('admin.dashboard.loadError', { error: errorText(t, q.error) })}
        </Alert>
      )}
      {d && (
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Figure label={t('admin.dashboard.activeStaff')} value={activeStaff} to="/admin-management/list?status=active" />
            <Figure
              label={t('admin.dashboard.awaiting')}
              value={d.awaitingActivation.count}
              hint={d.awaitingActivation.unconfirmed ? t('admin.dashboard.unconfirmed', { count: d.awaitingActivation.unconfirmed }) : undefined}
              to="/admin-management/list?awaiting=1"
            />
            <Figure label={t('admin.dashboard.registrations12')} value={regs12} />
          </Stack>

          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
            <Card variant="outlined" sx={{ flex: 1 }}>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {t('admin.dashboard.staffByRole')}
                </Typography>
                <StaffTable staff={d.staff} />
              </CardContent>
            </Card>
            <Card variant="outlined" sx={{ flex: 1.4 }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {t('admin.dashboard.weekly')}
                </Typography>
                <WeeklyBars weeks={d.registrationsPerWeek} />
              </CardContent>
            </Card>
          </Stack>

          {d.awaitingActivation.items.length > 0 && (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {t('admin.dashboard.awaiting')}
                </Typography>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('common.name')}</TableCell>
                      <TableCell>{t('common.email')}</TableCell>
                      <TableCell>{t('admin.dashboard.signedUp')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {d.awaitingActivation.items.map((u) => (
                      <TableRow key={u.id}>
                        <TableCell>{u.name}</TableCell>
                        <TableCell>{u.email}</TableCell>
                        <TableCell>{formatDateTime(u.createdAt, lang)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Button sx={{ mt: 1 }} component={RouterLink} to="/admin-management/list?awaiting=1">
                  {t('admin.dashboard.activateInStaff')}
                </Button>
              </CardContent>
            </Card>
          )}

          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography variant="h6" component="h2">
                  {t('admin.dashboard.recent')}
                </Typography>
                <Button component={RouterLink} to="/admin-management/audit-log">
                  {t('admin.dashboard.fullAudit')}
                </Button>
              </Stack>
              {d.recentAudit.length === 0 ? (
                <Typography color="text.secondary">{t('admin.dashboard.nothingYet')}</Typography>
              ) : (
                <Table size="small" aria-label={t('admin.dashboard.recentAria')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('admin.audit.time')}</TableCell>
                      <TableCell>{t('admin.audit.entry')}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {d.recentAudit.map((e) => (
                      <TableRow key={e.id} hover>
                        <TableCell>{formatDateTime(e.at, lang)}</TableCell>
                        {/* One sentence per entry, never the action's code (issue 29, item 6). */}
                        <TableCell>
                          <AuditSentence entry={e} />
                        </TableCell>
                        <TableCell align="right">
                          <Button size="small" onClick={() => setOpen(e)}>
                            {t('admin.dashboard.details')}
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
