import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useT } from '../../lib/i18n/index.ts';
import { errorText, PageHeader } from '../../components/management/list/list-tools.tsx';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

/** Pieces of the hr, finance, project and admin dashboards. */

/** The roster board on a day or on the week holding it. */
export const boardLink = (view: 'day' | 'week', date: string) => rosterPages.list({ view, date });

type DashboardQuery<D> = { data: D | undefined; isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };

/** A dashboard page: its padding, title, the query's loading and error state, then its figures. */
export function DashboardPage<D>({
  title,
  q,
  actions,
  children,
}: {
  title: string;
  q: DashboardQuery<D>;
  /** Links in the header to pages the role's menu does not list (each role's menu is fixed: docs/product/roles.md#menus). */
  actions?: ReactNode;
  children: (d: D) => ReactNode;
}) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageHeader title={title} actions={actions} />
      <DashboardState q={q} />
      {q.data !== undefined && children(q.data)}
    </Box>
  );
}

/** A status table: each row a label linking to the list behind it, and its count. */
export function CountTable({ rows }: { rows: readonly { key: string; label: string; to: string; count: number }[] }) {
  return (
    <Table size="small">
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            <TableCell>
              <Link component={RouterLink} to={r.to}>
                {r.label}
              </Link>
            </TableCell>
            <TableCell align="right">{r.count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One figure: the whole card links to the list behind it. */
export function FigureCard({ label, value, hint, to }: { label: string; value: ReactNode; hint?: ReactNode; to: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 200px', minWidth: 0 }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography color="text.secondary" variant="body2">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 800, my: 0.5, fontSize: { xs: '1.5rem', md: '1.75rem' }, whiteSpace: 'nowrap' }}>
            {value}
          </Typography>
          {hint && (
            <Typography variant="caption" color="text.secondary">
              {hint}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** A titled card holding a chart or a table, with an optional link to the whole list. */
export function Panel({ title, to, children, flex = 1 }: { title: string; to?: string; children: ReactNode; flex?: number }) {
  const { t } = useT();
  return (
    <Card variant="outlined" sx={{ flex, minWidth: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {to && (
            <Button size="small" component={RouterLink} to={to} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              {t('reports.dash.openList')}
            </Button>
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** Loading bar and load error of a dashboard's one query. */
export function DashboardState({ q }: { q: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown } }) {
  const { t } = useT();
  if (q.isPending) return <LinearProgress aria-label={t('reports.loading')} />;
  if (!q.isError) return null;
  return (
    <Alert severity="error" action={<Button onClick={() => void q.refetch()}>{t('reports.retry')}</Button>}>
      {t('reports.loadError', { error: errorText(q.error, t) })}
    </Alert>
  );
}
