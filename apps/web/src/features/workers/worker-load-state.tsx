import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { ApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/index.ts';

/** What a worker page shows until its worker is there: a spinner while loading, else "not found" or "could not load" with a retry. */
export function WorkerLoadState({ query }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown } }) {
  const { t } = useT();
  if (query.isPending) {
    return (
      <Box sx={{ p: 6, textAlign: 'center' }}>
        <CircularProgress aria-label={t('workers.detail.loading')} />
      </Box>
    );
  }
  const status = query.error instanceof ApiError ? query.error.status : 0;
  return (
    <Box sx={{ p: 4 }}>
      <Alert
        severity={status === 404 ? 'warning' : 'error'}
        action={<Button onClick={() => query.refetch()}>{t('workers.detail.retry')}</Button>}
      >
        {status === 404 ? t('workers.detail.notFound') : t('workers.detail.loadFailed')}
      </Alert>
    </Box>
  );
}
