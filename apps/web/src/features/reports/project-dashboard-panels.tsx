import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProjectDashboard } from '@wf/shared/contracts/reports/dashboards';
import { formatDate, formatDateTime } from '@wf/shared/domain/format';
import { AuditSentence } from '../admin/index.ts';
import { useT } from '../../lib/i18n/index.ts';
import { DashboardState, Panel } from './dashboard-cards.tsx';
import { activityEndpoints } from '@wf/shared/contracts/admin/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { ROSTER_STATUS } from '@wf/shared/enums/rosters';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { certificatePages } from '@wf/shared/contracts/certificates/pages';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

/** The project dashboard's panels: today's rosters, no-shows, certificates expiring, recent activity. */

const ROSTER = (id: string) => rosterPages.record(id);
const PAGE = 10;
/** A column a phone leaves out (the row keeps its link). */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;

function Empty({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}

export function TodayRostersPanel({ d, to }: { d: ProjectDashboard; to: string }) {
  const { t } = useT();
  return (
    <Panel title={t('reports.project.todayRosters')} to={to} flex={1.5}>
      {d.todayRosters.length === 0 ? (
        <Empty>{t('reports.project.noRostersToday')}</Empty>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('reports.project.todayRosters')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('reports.project.location')}</TableCell>
                <TableCell sx={WIDE}>{t('reports.col.project')}</TableCell>
                <TableCell align="right" sx={WIDE}>
                  {t('reports.col.shifts')}
                </TableCell>
                <TableCell align="right">{t('reports.project.staffed')}</TableCell>
                <TableCell>{t('reports.project.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {d.todayRosters.map((r) => (
                <TableRow key={r.rosterId}>
                  <TableCell>
                    <Link component={RouterLink} to={ROSTER(r.rosterId)}>
                      {r.locationName}
                    </Link>
                  </TableCell>
                  <TableCell sx={WIDE}>{r.projectName}</TableCell>
                  <TableCell align="right" sx={WIDE}>
                    {r.shifts}
                  </TableCell>
                  <TableCell align="right">{`${r.places} / ${r.headcount}`}</TableCell>
                  <TableCell>
                    <EnumChip of={ROSTER_STATUS} value={r.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Panel>
  );
}

export function NoShowPanel({ d }: { d: ProjectDashboard }) {
  const { t } = useT();
  return (
    <Panel title={t('reports.project.noShowRosters')}>
      {d.noShows.rosters.length === 0 ? (
        <Empty>{t('reports.project.noNoShows')}</Empty>
      ) : (
        <Table size="small" aria-label={t('reports.project.noShowRosters')}>
          <TableBody>
            {d.noShows.rosters.map((r) => (
              <TableRow key={r.rosterId}>
                <TableCell>
                  <Link component={RouterLink} to={`${ROSTER(r.rosterId)}/attendance`}>
                    {`${formatDate(r.date)} · ${r.locationName}`}
                  </Link>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t('reports.project.noShowCount', { count: r.count })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
}

export function CertificatesPanel({ d, to }: { d: ProjectDashboard; to: string }) {
  const { t } = useT();
  return (
    <Panel title={t('reports.project.certsPanel')} to={to}>
      {d.certificatesExpiring.items.length === 0 ? (
        <Empty>{t('reports.project.noCerts')}</Empty>
      ) : (
        <Table size="small" aria-label={t('reports.project.certsPanel')}>
          <TableBody>
            {d.certificatesExpiring.items.map((c) => (
              <TableRow key={c.id}>
                <TableCell>
                  <Link component={RouterLink} to={certificatePages.edit(c.id)}>
                    {c.workerName}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {c.typeName}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(c.expiryDate)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
}

/** The recent activity feed (GET api/pages/activities): ten more entries a click. */
export function ActivityPanel() {
  const { t, lang } = useT();
  const [size, setSize] = useState(PAGE);
  const q = useEndpoint(activityEndpoints.activities, { query: { page: 0, pageSize: size } }, { keepPrevious: true });
  const items = q.data?.items ?? [];
  return (
    <Panel title={t(q.data?.scope === 'all' ? 'reports.project.activityAll' : 'reports.project.activityOwn')}>
      <DashboardState q={q} />
      {q.data && items.length === 0 && <Empty>{t('reports.project.noActivity')}</Empty>}
      {items.length > 0 && (
        <Table size="small" aria-label={t('reports.project.activityAll')}>
          <TableBody>
            {items.map((e) => (
              <TableRow key={e.id}>
                <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{formatDateTime(e.at, lang)}</TableCell>
                <TableCell>
                  <AuditSentence entry={{ ...e, before: null, after: null }} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {q.data && items.length < q.data.total && size < 100 && (
        <Button sx={{ mt: 1 }} disabled={q.isFetching} onClick={() => setSize((s) => Math.min(100, s + PAGE))}>
          {t('reports.project.more')}
        </Button>
      )}
    </Panel>
  );
}
