import { useRef, type ReactNode } from 'react';
import { ApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/index.ts';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';

/**
 * The parental consent upload: a hidden file input and `pick()` to open it from any button on the
 * page; the outcome goes to `onNotice`.
 */
export function useConsentUpload(
  workerId: string,
  onNotice: (message: string) => void,
): { pick: () => void; isPending: boolean; input: ReactNode } {
  const { t } = useT();
  const ref = useRef<HTMLInputElement>(null);
  // The signed parental consent document; every worker list and page shows the record again.
  const upload = useEndpointMutation(workerEndpoints.consent, { invalidates: [workerEndpoints], awaitRefetch: false });
  const input = (
    <input
      ref={ref}
      type="file"
      hidden
      accept="application/pdf,image/jpeg,image/png"
      aria-label={t('workers.detail.consentDocument')}
      onChange={(e) => {
        const f = e.target.files?.[0];
        if (f) {
          const body = new FormData();
          body.append('file', f);
          upload.mutate(
            { params: { id: workerId }, body },
            {
              onSuccess: () => onNotice(t('workers.detail.consentRecorded')),
              onError: (err) => onNotice(err instanceof ApiError ? err.message : t('workers.detail.uploadFailed')),
            },
          );
        }
        e.target.value = '';
      }}
    />
  );
  return { pick: () => ref.current?.click(), isPending: upload.isPending, input };
}
