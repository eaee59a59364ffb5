import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkerDetail } from '@wf/shared/contracts/workers/workers';
import { useT } from '../../lib/i18n/index.ts';
import { formatDate, formatDateTime, historyActionText, statusText } from './labels.ts';

/** Every step of the record: what, to which status, when, by whom and why. */
export function HistoryPanel({ worker: w }: { worker: WorkerDetail }) {
  const { t, lang } = useT();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('workers.detail.history')}
      </Typography>
      <Stack spacing={1.5}>
        {w.history.map((h) => (
          <Box key={h.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('workers.detail.historyStep', {
                action: historyActionText(t, h.action),
                status: statusText(t, h.toStatus),
              })}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {formatDateTime(h.at, lang)}
              {h.actorName ? ` · ${h.actorName}` : ''}
            </Typography>
            {h.reason && <Typography variant="body2">{h.reason}</Typography>}
            {typeof h.details?.lastWorkingDay === 'string' && (
              <Typography variant="body2">
                {t('workers.detail.lastWorkingDay', { date: formatDate(h.details.lastWorkingDay) })}
              </Typography>
            )}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
