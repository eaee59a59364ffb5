import { useNavigation } from 'react-router';
import { useT } from '../lib/i18n/index.ts';

// Not text: the bar's animation.
const KEYFRAMES = '@keyframes wf-loading{0%{transform:translateX(-100%)}100%{transform:translateX(250%)}}';

/** The top loading bar: shown while a route (and its data) loads. Plain CSS, no MUI. */
export function LoadingBar() {
  const nav = useNavigation();
  const { t } = useT();
  if (nav.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label={t('components.loading')} style={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 9999, overflow: 'hidden', background: 'rgba(79,70,229,0.2)' }}>
      <div style={{ height: '100%', width: '40%', background: '#4f46e5', animation: 'wf-loading 1.1s ease-in-out infinite' }} />
      <style>{KEYFRAMES}</style>
    </div>
  );
}
