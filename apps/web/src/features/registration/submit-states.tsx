import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import { useI18n } from './i18n.tsx';

/**
 * While submitting: an overlay 'Storing Data in backend...' with the upload progress of the
 * certificate. On success: the thank-you popup 'Submitted Successfully' (the page reloads 1.5 s later).
 */
export function SubmitStates({
  phase,
  upload,
  hasFile,
}: {
  phase: 'editing' | 'submitting' | 'success';
  upload: number;
  hasFile: boolean;
}) {
  const { t } = useI18n();
  const percent = Math.round(upload * 100);
  return (
    <>
      <Backdrop open={phase === 'submitting'} sx={{ zIndex: 1400, p: 2 }} transitionDuration={300}>
        <div
          role="status"
          aria-live="polite"
          style={{
            background: '#fff',
            color: 'rgba(0,0,0,0.87)',
            borderRadius: 12,
            padding: 24,
            width: 'min(360px, 100%)',
            textAlign: 'center',
          }}
        >
          <CircularProgress aria-hidden="true" />
          <p style={{ fontWeight: 600, margin: '16px 0 8px' }}>{t('messages.storing')}</p>
          {hasFile && (
            <>
              <LinearProgress variant="determinate" value={percent} aria-label={t('messages.uploading', { percent })} />
              <p style={{ margin: '8px 0 0', fontSize: 14 }}>{t('messages.uploading', { percent })}</p>
            </>
          )}
        </div>
      </Backdrop>
      <Dialog open={phase === 'success'} aria-labelledby="reg-success-title" aria-describedby="reg-success-text">
        <DialogContent sx={{ textAlign: 'center', p: 4 }}>
          <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="#2e7d32"
              d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z"
            />
          </svg>
          <h2 id="reg-success-title" style={{ margin: '8px 0' }}>
            {t('messages.success')}
          </h2>
          <p id="reg-success-text" style={{ margin: 0 }}>
            {t('messages.thankYou')}
          </p>
        </DialogContent>
      </Dialog>
    </>
  );
}
