import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@wf/shared/domain/format';
import { useT } from '../../lib/i18n/index.ts';
import { EmptyState } from '../../components/management/list/list-tools.tsx';
import { ListLoadError } from '../../components/management/list/list-page-parts.tsx';
import { dataMigrationEndpoints } from '@wf/shared/contracts/data-migration/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { IMPORT_STATUS } from '@wf/shared/enums/imports';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { isRunning } from './import-running.ts';

/** Every import (newest first): who, when, which file (and its hash), its state and row counts. */
export function ImportList({ selected, onSelect }: { selected: string | null; onSelect(id: string): void }) {
  const { t, lang } = useT();
  // Polled while one of the imports is being checked or committed.
  const list = useEndpoint(dataMigrationEndpoints.list, undefined, {
    refetchInterval: (q) => (q.state.data?.items.some(isRunning) ? 1000 : false),
  });
  const items = list.data?.items ?? [];
  return (
    <Paper variant="outlined" component="section" aria-label={t('data-migration.list.title')}>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
        {t('data-migration.list.title')}
      </Typography>
      <ListLoadError list={list} />
      {list.isSuccess && items.length === 0 ? (
        <EmptyState title={t('data-migration.list.emptyTitle')} text={t('data-migration.list.emptyText')} />
      ) : (
        <Table size="small" aria-label={t('data-migration.list.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('data-migration.list.file')}</TableCell>
              <TableCell>{t('data-migration.list.status')}</TableCell>
              <TableCell>{t('data-migration.list.rows')}</TableCell>
              <TableCell>{t('data-migration.list.by')}</TableCell>
              <TableCell>{t('data-migration.list.at')}</TableCell>
              <TableCell>{t('data-migration.list.hash')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((r) => (
              <TableRow key={r.id} selected={r.id === selected} hover>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  <Link component="button" type="button" onClick={() => onSelect(r.id)} underline="hover">
                    {r.fileName}
                  </Link>
                </TableCell>
                <TableCell>
                  <EnumChip of={IMPORT_STATUS} value={r.status} />
                </TableCell>
                <TableCell>
                  {r.counts
                    ? t('data-migration.list.rowCounts', { rows: r.counts.rows, errors: r.counts.errorRows })
                    : '—'}
                </TableCell>
                <TableCell>{r.createdByName ?? '—'}</TableCell>
                <TableCell>{formatDateTime(r.committedAt ?? r.createdAt, lang)}</TableCell>
                <TableCell title={r.fileHash}>
                  <code>{r.fileHash.slice(0, 12)}</code>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
