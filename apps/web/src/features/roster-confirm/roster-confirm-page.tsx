import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import './roster-confirm.css';
import type { PublicShift } from '@wf/shared/contracts/rosters/confirm';
import { rosterConfirmEndpoints as rosterEndpoints } from '@wf/shared/contracts/rosters/confirm-endpoints';
import { formatDateTime } from '@wf/shared/domain/format';
import type { ConfirmAnswer } from '@wf/shared/enums/rosters';
import { ApiError } from '../../lib/api.ts';
import { call } from '../../lib/call.ts';
import { I18nProvider, useT, type Dictionary } from '../../lib/i18n/index.ts';
import en from './locales/en.json';
import zh from './locales/zh.json';
import tr from './locales/tr.json';

/**
 * /roster-confirm/<token>: the page a worker's shift e-mail links to. Public (no account), made
 * for a phone, shows only that worker's shift and asks once: confirm or decline. Served by the
 * light public entry (public-main.tsx); its texts travel with it (features/roster-confirm/locales).
 */
type Lang = 'en' | 'zh' | 'tr';
const TEXTS: Record<Lang, Dictionary> = { en, zh, tr };
const dicts = (lang: Lang): Dictionary[] => [{ 'roster-confirm': TEXTS[lang] }, { 'roster-confirm': TEXTS.en }];

function firstLang(): Lang {
  const nav = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase();
  return nav.startsWith('zh') ? 'zh' : nav.startsWith('tr') ? 'tr' : 'en';
}

/** The token of the link: the last part of the path. */
export function tokenOf(pathname: string): string {
  return decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
}

export function Component() {
  const [lang, setLang] = useState<Lang>(firstLang);
  const load = useCallback((l: Lang) => Promise.resolve(dicts(l)), []);
  return (
    <I18nProvider lang={lang} setLang={setLang} load={load} initial={dicts(lang)}>
      <ConfirmScreen />
    </I18nProvider>
  );
}

type State =
  | { kind: 'loading' }
  | { kind: 'error'; reason: 'notFound' | 'expired' | 'failed' }
  | { kind: 'shift'; shift: PublicShift; note?: 'alreadyAnswered' };

function reasonOf(err: unknown): 'notFound' | 'expired' | 'failed' {
  if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return 'notFound';
  if (err instanceof ApiError && err.status === 410) return 'expired';
  return 'failed';
}

const SGT_DAY = (lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'zh' ? 'zh-Hans-SG' : lang === 'tr' ? 'tr-TR' : 'en-SG', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

function ConfirmScreen() {
  const { t, lang, setLang } = useT<Lang>();
  const token = useMemo(() => tokenOf(window.location.pathname), []);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    document.title = t('roster-confirm.title');
  }, [t]);
  useEffect(() => {
    let live = true;
    call(rosterEndpoints.confirmView, { params: { token } }).then(
      (shift) => live && setState({ kind: 'shift', shift }),
      (err: unknown) => live && setState({ kind: 'error', reason: reasonOf(err) }),
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const answer = async (value: ConfirmAnswer) => {
    setBusy(true);
    try {
      const shift = await call(rosterEndpoints.confirmAnswer, { params: { token }, body: { answer: value } });
      setState({ kind: 'shift', shift });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        const shift = await call(rosterEndpoints.confirmView, { params: { token } }).catch(() => null);
        setState(shift ? { kind: 'shift', shift, note: 'alreadyAnswered' } : { kind: 'error', reason: 'failed' });
      } else setState({ kind: 'error', reason: reasonOf(err) });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <main className="rc-page">
      <div className="rc-card">
        <div className="rc-head">
          <h1 className="rc-title">{t('roster-confirm.title')}</h1>
          <button
            type="button"
            className="rc-lang"
            lang={lang === 'zh' ? 'en' : 'zh-Hans'}
            aria-label={t('roster-confirm.languageLabel')}
            onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}
          >
            {t('roster-confirm.language')}
          </button>
        </div>
        {state.kind === 'loading' && <p role="status">{t('roster-confirm.loading')}</p>}
        {state.kind === 'error' && (
          <div role="alert" className="rc-note rc-bad">
            <p style={{ margin: 0 }}>{t(`roster-confirm.${state.reason}`)}</p>
            {state.reason === 'failed' && (
              <button type="button" className="rc-btn rc-plain" style={{ marginTop: 12, padding: '0 16px' }} onClick={() => setAttempt((a) => a + 1)}>
                {t('roster-confirm.retry')}
              </button>
            )}
          </div>
        )}
        {state.kind === 'shift' && (
          <ShiftView shift={state.shift} dayFormat={SGT_DAY(lang)}>
            {state.note && <p className="rc-note rc-info">{t('roster-confirm.alreadyAnswered')}</p>}
            {state.shift.answer === 'none' ? (
              asking ? (
                <div className="rc-actions" role="group" aria-label={t('roster-confirm.declineSure')}>
                  <p style={{ margin: 0 }}>{t('roster-confirm.declineSure')}</p>
                  <button type="button" className="rc-btn rc-no" disabled={busy} onClick={() => void answer('declined')}>
                    {t('roster-confirm.declineYes')}
                  </button>
                  <button type="button" className="rc-btn rc-plain" disabled={busy} onClick={() => setAsking(false)}>
                    {t('roster-confirm.back')}
                  </button>
                </div>
              ) : (
                <div className="rc-actions">
                  <button type="button" className="rc-btn rc-yes" disabled={busy} onClick={() => void answer('confirmed')}>
                    {t('roster-confirm.confirm')}
                  </button>
                  <button type="button" className="rc-btn rc-no" disabled={busy} onClick={() => setAsking(true)}>
                    {t('roster-confirm.decline')}
                  </button>
                </div>
              )
            ) : (
              <div role="status" className={`rc-note ${state.shift.answer === 'confirmed' ? 'rc-ok' : 'rc-bad'}`}>
                <strong>{t(state.shift.answer === 'confirmed' ? 'roster-confirm.confirmed' : 'roster-confirm.declined')}</strong>
                {state.shift.answeredAt && (
                  <div style={{ fontSize: 14, marginTop: 4 }}>
                    {t('roster-confirm.answeredAt', { at: formatDateTime(state.shift.answeredAt, lang) })}
                  </div>
                )}
              </div>
            )}
            {state.shift.answer === 'none' && (
              <p className="rc-small">{t('roster-confirm.expires', { at: formatDateTime(state.shift.expiresAt, lang) })}</p>
            )}
          </ShiftView>
        )}
      </div>
    </main>
  );
}

function ShiftView({ shift, dayFormat, children }: { shift: PublicShift; dayFormat: Intl.DateTimeFormat; children: ReactNode }) {
  const { t } = useT();
  const [y, m, d] = shift.date.split('-').map(Number) as [number, number, number];
  const map = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(shift.address)}`;
  return (
    <>
      <p>{t('roster-confirm.hello', { name: shift.workerName })}</p>
      <dl className="rc-facts">
        <div>
          <dt>{t('roster-confirm.date')}</dt>
          <dd>{dayFormat.format(new Date(Date.UTC(y, m - 1, d)))}</dd>
        </div>
        <div>
          <dt>{t('roster-confirm.time')}</dt>
          <dd>
            {shift.start}–{shift.end} {shift.crossesMidnight && t('roster-confirm.nextDay')}
            {shift.breakMinutes > 0 && <span className="rc-sub">{t('roster-confirm.break', { minutes: shift.breakMinutes })}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('roster-confirm.position')}</dt>
          <dd>{shift.position}</dd>
        </div>
        <div>
          <dt>{t('roster-confirm.where')}</dt>
          <dd>
            {shift.locationName}
            <span className="rc-sub">{shift.address}</span>
            <a className="rc-sub" href={map} target="_blank" rel="noopener noreferrer">
              {t('roster-confirm.openMap')}
            </a>
          </dd>
        </div>
        {(shift.siteContactName || shift.siteContactPhone) && (
          <div>
            <dt>{t('roster-confirm.contact')}</dt>
            <dd>
              {shift.siteContactName}
              {shift.siteContactPhone && (
                <a className="rc-sub" href={`tel:${shift.siteContactPhone.replace(/\s+/g, '')}`}>
                  {shift.siteContactPhone}
                </a>
              )}
            </dd>
          </div>
        )}
        {shift.reportingInstructions && (
          <div>
            <dt>{t('roster-confirm.instructions')}</dt>
            <dd style={{ fontWeight: 400, whiteSpace: 'pre-wrap' }}>{shift.reportingInstructions}</dd>
          </div>
        )}
      </dl>
      {children}
    </>
  );
}
