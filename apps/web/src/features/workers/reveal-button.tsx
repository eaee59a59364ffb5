import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { ApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/index.ts';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';

export type SensitiveField = 'idNumber' | 'bankAcc';

/** Shows a masked field in full (the server records it in the audit log). */
export function RevealButton({
  workerId,
  field,
  onRevealed,
  onError,
}: {
  workerId: string;
  field: SensitiveField;
  onRevealed: (field: SensitiveField, value: string) => void;
  onError: (message: string) => void;
}) {
  const { t } = useT();
  // The full ID number or bank account (recorded in the audit log); nothing to reload.
  const reveal = useEndpointMutation(workerEndpoints.reveal);
  return (
    <Tooltip title={t('workers.detail.revealTooltip')} describeChild>
      <Button
        size="small"
        startIcon={<VisibilityIcon />}
        onClick={() =>
          reveal.mutate({ params: { id: workerId }, body: { field } }, {
            onSuccess: (r) => onRevealed(r.field, r.value),
            onError: (e) => onError(e instanceof ApiError ? e.message : t('workers.detail.revealFailed')),
          })
        }
        disabled={reveal.isPending}
      >
        {t('workers.detail.reveal')}
      </Button>
    </Tooltip>
  );
}
