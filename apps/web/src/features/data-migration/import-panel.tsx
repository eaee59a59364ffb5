import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportDetail, RollbackBlock } from '@wf/shared/contracts/data-migration/roster-import';
import { formatDate, formatDateTime } from '@wf/shared/domain/format';
import { call, saveFile } from '../../lib/call.ts';
import { useT, type TFunction } from '../../lib/i18n/index.ts';
import { DisabledWhy } from '../../components/management/access/disabled-why.tsx';
import { errorText } from '../../components/management/list/list-tools.tsx';
import { ConfirmDialog } from '../../components/management/dialog/confirm-dialog.tsx';
import { dataMigrationEndpoints as e } from '@wf/shared/contracts/data-migration/endpoints';
import { useCan } from '../../lib/use-can.ts';
import { setEndpointData, useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { ImportCountsView } from './import-counts.tsx';
import { ProblemTable } from './problem-table.tsx';
import { IMPORT_STATUS } from '@wf/shared/enums/imports';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { isRunning } from './import-running.ts';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

/** The import's progress bar (checking or committing): rows done of the file's rows. */
function Progress({ imp }: { imp: ImportDetail }) {
  const { t } = useT();
  const { phase, done, total } = imp.progress;
  const value = total > 0 ? Math.min(100, (done / total) * 100) : undefined;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        {t(`data-migration.phase.${phase}`)}
        {total > 0 && ` — ${t('data-migration.rowsOf', { done, total })}`}
      </Typography>
      <LinearProgress
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={t(`data-migration.phase.${phase}`)}
      />
    </Stack>
  );
}

/** Why the import cannot be rolled back, in the user's language (the server refuses by the same reason). */
export function rollbackWhy(b: RollbackBlock, t: TFunction): string {
  return t(`data-migration.rollbackWhy.${b.reason}`, { file: b.fileName ?? '', location: b.location ?? '', date: formatDate(b.date) });
}

/** Commit or roll back: the answer shows in the open import at once, then the imports reload. */
function useImportAction(endpoint: typeof e.commit | typeof e.rollback) {
  const client = useQueryClient();
  return useEndpointMutation(endpoint, {
    invalidates: [e],
    awaitRefetch: false,
    onSuccess: (r) => setEndpointData(client, e.get, { params: { id: r.id } }, (old) => (old ? { ...old, ...r } : old)),
  });
}

/** One import: its state, the preview's counts and problems, and what can be done next. */
export function ImportPanel({ id, onNotice }: { id: string; onNotice(text: string): void }) {
  const { t, lang } = useT();
  // Polled every second while the import is being checked or committed.
  const query = useEndpoint(e.get, { params: { id } }, { refetchInterval: (q) => (isRunning(q.state.data) ? 1000 : false) });
  const commit = useImportAction(e.commit);
  const rollback = useImportAction(e.rollback);
  const [asking, setAsking] = useState<'commit' | 'rollback' | null>(null);
  const can = useCan();
  const whyId = useId();
  const imp = query.data;
  if (query.isError) return <Alert severity="error">{errorText(query.error, t)}</Alert>;
  if (!imp) return <LinearProgress aria-label={t('data-migration.loading')} />;
  const busy = imp.status === 'checking' || imp.status === 'committing';
  const errorRows = imp.counts?.errorRows ?? 0;
  const blocked = imp.status === 'committed' && imp.rollbackBlocked ? rollbackWhy(imp.rollbackBlocked, t) : null;
  const downloadErrors = async () => {
    try {
      saveFile(await call(e.errorFile, { params: { id: imp.id } }), `${imp.fileName}-errors.${imp.format}`);
    } catch (err) {
      onNotice(errorText(err, t));
    }
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      aria-label={t('data-migration.panel', { name: imp.fileName })}
      component="section"
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-all' }}>
            {imp.fileName}
          </Typography>
          <EnumChip of={IMPORT_STATUS} value={imp.status} />
          <Chip size="small" variant="outlined" label={imp.format.toUpperCase()} />
          <Typography variant="body2" color="text.secondary">
            {t('data-migration.uploadedBy', {
              name: imp.createdByName ?? '—',
              at: formatDateTime(imp.createdAt, lang),
            })}
          </Typography>
        </Stack>
        {busy && <Progress imp={imp} />}
        {imp.failure && (
          <Alert severity={imp.status === 'failed' ? 'error' : 'warning'}>
            {t(`data-migration.file.${imp.failure}`)}
          </Alert>
        )}
        {imp.counts && <ImportCountsView counts={imp.counts} />}
        {imp.status === 'checked' && errorRows === 0 && (
          <Alert severity="success">{t('data-migration.readyToCommit', { rows: imp.counts?.rows ?? 0 })}</Alert>
        )}
        {imp.status === 'committed' && (
          <Alert severity="success">
            {t('data-migration.committed', {
              at: formatDateTime(imp.committedAt, lang),
              name: imp.committedByName ?? '—',
            })}{' '}
            <RouterLink to={rosterPages.list()}>{t('data-migration.openBoard')}</RouterLink>
          </Alert>
        )}
        {errorRows > 0 && (
          <ProblemTable title={t('data-migration.errors', { count: errorRows })} problems={imp.errors} />
        )}
        {imp.warnings.length > 0 && (
          <ProblemTable
            title={t('data-migration.warnings', { count: imp.counts?.warningRows ?? 0 })}
            problems={imp.warnings}
            warning
          />
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {errorRows > 0 && can(e.errorFile) && (
            <Button variant="outlined" onClick={() => void downloadErrors()}>
              {t('data-migration.downloadErrors')}
            </Button>
          )}
          {imp.status === 'checked' && errorRows === 0 && can(e.commit) && (
            <Button variant="contained" onClick={() => setAsking('commit')}>
              {t('data-migration.commit')}
            </Button>
          )}
          {imp.status === 'committed' && can(e.rollback) && (
            // Off while something after the import depends on it, described by the reason under it.
            <DisabledWhy why={blocked} textId={whyId}>
              <Button color="error" variant="outlined" onClick={() => setAsking('rollback')}>
                {t('data-migration.rollback')}
              </Button>
            </DisabledWhy>
          )}
        </Stack>
        {blocked && (
          <Typography id={whyId} variant="body2" color="text.secondary">
            {t('data-migration.rollbackBlocked', { why: blocked })}
          </Typography>
        )}
      </Stack>
      <ConfirmDialog
        open={asking === 'commit'}
        title={t('data-migration.commitTitle')}
        text={t('data-migration.commitText', { rows: imp.counts?.rows ?? 0 })}
        confirmLabel={t('data-migration.commit')}
        onConfirm={() => commit.mutateAsync({ params: { id: imp.id } })}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'rollback'}
        danger
        title={t('data-migration.rollbackTitle')}
        text={t('data-migration.rollbackText')}
        confirmLabel={t('data-migration.rollback')}
        onConfirm={() => rollback.mutateAsync({ params: { id: imp.id } })}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}
