import Button from '@mui/material/Button';
import type { BusinessProfile } from '@wf/shared/contracts/business/business';
import { formatDate } from '@wf/shared/domain/format';
import { useI18n } from './i18n.tsx';
import type { Done } from './session-store.ts';

/**
 * The end of the registration (issue 13, item 15): a lasting confirmation with the reference the
 * server gave, what happens next and whom to contact (the business's settings). Shown by the reload
 * the form makes 1.5 s after success (docs/product/registration.md#submission), and on later visits from this browser until the applicant
 * starts a new registration.
 */
export function RegistrationDone({
  done,
  business,
  onAnother,
}: {
  done: Done;
  business: BusinessProfile | null;
  onAnother: () => void;
}) {
  const { t } = useI18n();
  const phone = business?.contactPhone;
  const email = business?.contactEmail;
  return (
    <section className="reg-card reg-done" aria-labelledby="reg-done-title" data-testid="registration-done">
      <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="#2e7d32" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z" />
      </svg>
      <h2 id="reg-done-title" style={{ fontSize: '1.35rem', marginTop: 8 }}>
        {t('done.title')}
      </h2>
      <p>{t('done.thanks')}</p>
      <p style={{ margin: '16px 0 0' }}>{t('done.reference')}</p>
      <output className="reg-done-ref" data-testid="registration-reference">
        {done.reference}
      </output>
      <p style={{ margin: 0, fontSize: 14, color: '#4b5563' }}>
        {t('done.submittedOn', { date: formatDate(new Date(done.submittedAt)) })}. {t('done.referenceHint')}
      </p>
      <h2>{t('done.nextTitle')}</h2>
      <ol>
        <li>{t('done.next1')}</li>
        <li>{t('done.next2')}</li>
        <li>{t('done.next3')}</li>
      </ol>
      {(phone || email) && (
        <>
          <h2>{t('done.contactTitle')}</h2>
          <p style={{ margin: '0 0 4px' }}>
            {business?.name ? t('done.contactText', { name: business.name }) : t('done.contactUs')}
          </p>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, lineHeight: 1.8 }} data-testid="registration-contact">
            {phone && (
              <li>
                {t('done.phone')}: <a href={`tel:${phone}`}>{phone}</a>
              </li>
            )}
            {email && (
              <li>
                {t('done.email')}: <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
          </ul>
        </>
      )}
      <div style={{ marginTop: 24 }}>
        <Button variant="outlined" onClick={onAnother}>
          {t('done.another')}
        </Button>
      </div>
    </section>
  );
}
