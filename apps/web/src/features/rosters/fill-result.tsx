import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { FillFromRegularsResult } from '@wf/shared/contracts/rosters/rosters';
import { useT } from '../../lib/i18n/index.ts';
import { WARNING_KEYS, codeKey } from './labels.ts';

/** What "fill from regulars" did: who was assigned, who was not and why; warnings can be accepted for another go. */
export function FillResult({ result, onAcceptWarnings }: { result: FillFromRegularsResult; onAcceptWarnings(): void }) {
  const { t } = useT();
  const warned = result.skipped.some((s) => s.codes.length > 0 && s.codes.every((c) => c in WARNING_KEYS));
  return (
    <Alert
      severity={result.assigned.length > 0 ? 'success' : 'info'}
      sx={{ mb: 2 }}
      action={
        warned ? (
          <Button color="inherit" size="small" onClick={onAcceptWarnings}>
            {t('rosters.picker.fillAcceptWarnings')}
          </Button>
        ) : undefined
      }
    >
      {result.assigned.length > 0
        ? t('rosters.picker.filled', { names: result.assigned.map((a) => a.workerName).join(', ') })
        : t('rosters.picker.filledNone')}
      {result.skipped.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {result.skipped.map((s) => (
            <li key={s.workerId}>
              {s.workerName}: {s.codes.map((c) => t(codeKey(c))).join(' ')}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
