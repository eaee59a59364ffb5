import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminDashboard, AuditEntry } from '@wf/shared/contracts/admin/admin';
import { ROLES } from '@wf/shared/roles';
import { ACCOUNT_STATUS, ROLE } from '@wf/shared/enums/accounts';
import { useT } from '../../lib/i18n/index.ts';
import { AuditSentence } from './audit-sentence.tsx';
import { formatDateTime } from './labels.ts';

/** Pieces of the admin dashboard (admin-dashboard-page.tsx). */

/** A column shown from the small breakpoint up (a phone reads the table without it). */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Staff per role (rows) and status (columns). */
export function StaffTable({ staff }: { staff: AdminDashboard['staff'] }) {
  const { t } = useT();
  const n = (role: string | null, status: string) =>
    staff.find((s) => s.role === role && s.accountStatus === status)?.count ?? 0;
  const roles: Array<(typeof ROLES)[number] | null> = [...ROLES, null];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('admin.dashboard.staffByRole')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.dashboard.role')}</TableCell>
            {ACCOUNT_STATUS.values.map((s) => (
              <TableCell key={s} align="right">
                {t(ACCOUNT_STATUS.key(s))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {roles
            .filter((r) => r !== null || ACCOUNT_STATUS.values.some((s) => n(null, s) > 0))
            .map((r) => (
              <TableRow key={r ?? 'none'}>
                <TableCell>{t(r ? ROLE.key(r) : 'admin.dashboard.noRole')}</TableCell>
                {ACCOUNT_STATUS.values.map((s) => (
                  <TableCell key={s} align="right">
                    {n(r, s)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Sign-ups waiting for an admin to activate them. */
export function AwaitingTable({ awaiting }: { awaiting: AdminDashboard['awaitingActivation'] }) {
  const { t, lang } = useT();
  if (awaiting.items.length === 0)
    return <Typography color="text.secondary">{t('admin.dashboard.noneAwaiting')}</Typography>;
  return (
    <>
      <Table size="small" aria-label={t('admin.dashboard.awaiting')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('common.name')}</TableCell>
            <TableCell>{t('common.email')}</TableCell>
            <TableCell>{t('admin.dashboard.signedUp')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {awaiting.items.map((u) => (
            <TableRow key={u.id}>
              <TableCell>{u.name}</TableCell>
              <TableCell>{u.email}</TableCell>
              <TableCell>{formatDateTime(u.createdAt, lang)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {awaiting.unconfirmed > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('admin.dashboard.unconfirmed', { count: awaiting.unconfirmed })}
        </Typography>
      )}
    </>
  );
}

/** The latest audit entries, one sentence each (never the action's code), each opening its details. */
export function RecentAudit({ entries, onOpen }: { entries: readonly AuditEntry[]; onOpen: (e: AuditEntry) => void }) {
  const { t, lang } = useT();
  if (entries.length === 0) return <Typography color="text.secondary">{t('admin.dashboard.nothingYet')}</Typography>;
  return (
    <Table size="small" aria-label={t('admin.dashboard.recentAria')}>
      <TableHead>
        <TableRow>
          <TableCell sx={WIDE_ONLY}>{t('admin.audit.time')}</TableCell>
          <TableCell>{t('admin.audit.entry')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((e) => (
          <TableRow key={e.id} hover>
            <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{formatDateTime(e.at, lang)}</TableCell>
            <TableCell>
              <AuditSentence entry={e} />
              {/* On a phone the time goes under the sentence rather than in a column of its own. */}
              <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                {formatDateTime(e.at, lang)}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ px: { xs: 0.5, sm: 2 } }}>
              <Button size="small" onClick={() => onOpen(e)}>
                {t('admin.dashboard.details')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
