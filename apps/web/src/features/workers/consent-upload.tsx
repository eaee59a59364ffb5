import { useRef, type ReactNode } from 'react';
import { ApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/index.ts';
import { useUploadConsent } from './workers-mutations.ts';

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
  const upload = useUploadConsent(workerId);
  const input = (
    <input
      ref={ref}
      type="file"
      hidden
      accept="application/pdf,image/jpeg,image/png"
      aria-label={t('workers.detail.consentDocument')}
      onChange={(e) => {
        const f = e.target.files?.[0];
        if (f)
          upload.mutate(f, {
            onSuccess: () => onNotice(t('workers.detail.consentRecorded')),
            onError: (err) => onNotice(err instanceof ApiError ? err.message : t('workers.detail.uploadFailed')),
          });
        e.target.value = '';
      }}
    />
  );
  return { pick: () => ref.current?.click(), isPending: upload.isPending, input };
}
