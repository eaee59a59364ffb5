import { useI18n } from './i18n.tsx';
import { progressState } from './progress.ts';

/**
 * Ticks for passed steps, the current one highlighted, later ones grey; green once submitted. Each
 * circle has its short name under it (the full name and state are read out).
 */
export function ProgressBar({ position }: { position: number }) {
  const { t } = useI18n();
  const state = progressState(position);
  const fillWidth = `calc((100% - 34px) * ${state.percent / 100})`;
  return (
    <nav aria-label={t('app.progressLabel')}>
      <div className={`reg-progress${state.complete ? ' is-complete' : ''}`}>
        <span className="reg-progress-track" aria-hidden="true" />
        <span className="reg-progress-fill" aria-hidden="true" style={{ width: fillWidth }} />
        <ol className="reg-progress-list">
          {state.steps.map((s) => (
            <li
              key={s.index}
              className={`reg-progress-step is-${s.status}`}
              aria-current={s.status === 'current' ? 'step' : undefined}
            >
              <span className="reg-progress-dot" aria-hidden="true">
                {s.status === 'done' ? (
                  <svg width="18" height="18" viewBox="0 0 24 24" focusable="false">
                    <path fill="currentColor" d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
                  </svg>
                ) : (
                  s.index + 1
                )}
              </span>
              <span className="reg-progress-label" aria-hidden="true">
                {t(`stepShort.${s.index}`)}
              </span>
              <span className="reg-sr-only">
                {t(`steps.${s.index}`)}:{' '}
                {t(
                  s.status === 'done'
                    ? 'app.stepDone'
                    : s.status === 'current'
                      ? 'app.stepCurrent'
                      : 'app.stepUpcoming',
                )}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
