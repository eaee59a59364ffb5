import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AdminDashboard } from '@wf/shared/contracts/admin/admin';
import { formatDayMonth } from '@wf/shared/domain/format';
import { ACCOUNT_STATUSES, ROLES } from '@wf/shared/roles';
import { useT } from '../../lib/i18n/index.ts';
import { ROLE_KEYS, STATUS_KEYS } from './labels.ts';

/** Pieces of the admin dashboard (admin-dashboard-page.tsx). */

export function Figure({ label, value, hint, to }: { label: string; value: number; hint?: string; to?: string }) {
  const { t } = useT();
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
              {t('admin.dashboard.open')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** Staff per role (rows) and status (columns). */
export function StaffTable({ staff }: { staff: AdminDashboard['staff'] }) {
  const { t } = useT();
  const n = (role: string | null, status: string) => staff.find((s) => s.role === role && s.accountStatus === status)?.count ?? 0;
  const roles: Array<(typeof ROLES)[number] | null> = [...ROLES, null];
  return (
    <Table size="small" aria-label={t('admin.dashboard.staffByRole')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('admin.dashboard.role')}</TableCell>
          {ACCOUNT_STATUSES.map((s) => (
            <TableCell key={s} align="right">
              {t(STATUS_KEYS[s])}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {roles
          .filter((r) => r !== null || ACCOUNT_STATUSES.some((s) => n(null, s) > 0))
          .map((r) => (
            <TableRow key={r ?? 'none'}>
              <TableCell>{t(r ? ROLE_KEYS[r] : 'admin.dashboard.noRole')}</TableCell>
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
export function WeeklyBars({ weeks }: { weeks: AdminDashboard['registrationsPerWeek'] }) {
  const { t, lang } = useT();
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const fmt = (d: string) => formatDayMonth(d, lang);
  return (
    <Box role="img" aria-label={t('admin.dashboard.weeklyAria', { weeks: weeks.map((w) => `${fmt(w.weekStart)} ${w.count}`).join(', ') })}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: 180, pt: 2 }}>
        {weeks.map((w) => (
          <Tooltip key={w.weekStart} title={t('admin.dashboard.weekOf', { week: fmt(w.weekStart), count: w.count })}>
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
