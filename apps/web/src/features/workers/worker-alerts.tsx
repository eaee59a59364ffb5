import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { WorkerDetail } from '@wf/shared/contracts/workers/workers';
import { useT } from '../../lib/i18n/index.ts';
import { WORKER_STATUS } from '@wf/shared/enums/workers';
import { formatDate } from './labels.ts';

/** What staff must know before acting: just created, blacklisted ID, missing consent, why this status. */
export function WorkerAlerts({
  worker: w,
  created,
  consent,
}: {
  worker: WorkerDetail;
  created?: boolean;
  /** The consent upload, when the user may upload. */
  consent?: { pick: () => void; isPending: boolean };
}) {
  const { t } = useT();
  const needsConsent = w.requiresDocument && !w.consentReceivedAt;
  return (
    <>
      {created && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('workers.detail.created')}
        </Alert>
      )}
      {w.blacklistFlag && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('workers.detail.blacklistFlag')}
        </Alert>
      )}
      {needsConsent && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            consent && (
              <Button
                color="inherit"
                startIcon={<UploadFileIcon />}
                onClick={consent.pick}
                disabled={consent.isPending}
              >
                {t('workers.detail.uploadConsent')}
              </Button>
            )
          }
        >
          {t('workers.detail.needsConsent')}
        </Alert>
      )}
      {w.statusReason && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('workers.detail.statusReason', { status: t(WORKER_STATUS.key(w.status)), reason: w.statusReason })}
          {w.lastWorkingDay ? t('workers.detail.lastWorkingDaySuffix', { date: formatDate(w.lastWorkingDay) }) : ''}
        </Alert>
      )}
    </>
  );
}
