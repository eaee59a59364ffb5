import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { RosterCopyResult } from '@wf/shared/contracts/rosters/rosters';
import { formatDate } from '../../components/management/list/list-tools.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { codeKey } from './labels.ts';

/** What a copy did: rosters created, dates skipped (a roster was there), workers not carried over and why. */
export function CopyResultView({ result }: { result: RosterCopyResult }) {
  const { t } = useT();
  return (
    <>
      <Alert severity={result.created.length > 0 ? 'success' : 'info'} sx={{ mb: 1 }}>
        {t('rosters.copy.created', { count: result.created.length })}
        {result.skipped.length > 0 && ` ${t('rosters.copy.skipped', { count: result.skipped.length })}`}
      </Alert>
      {result.skipped.length > 0 && (
        <Typography variant="body2" color="text.secondary" component="ul" sx={{ mt: 0, pl: 3 }}>
          {result.skipped.map((s) => (
            <li key={`${s.locationId}-${s.date}`}>{t('rosters.copy.skippedDate', { date: formatDate(s.date) })}</li>
          ))}
        </Typography>
      )}
      {result.assignmentsSkipped.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('rosters.copy.workersSkipped', { count: result.assignmentsSkipped.length })}
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {result.assignmentsSkipped.map((a) => (
              <li key={`${a.date}-${a.workerId}`}>
                {a.workerName} · {formatDate(a.date)}: {t(codeKey(a.code))}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}
