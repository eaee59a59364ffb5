import { useWatch } from 'react-hook-form';
import { BANK_ACC_MAX, BANK_NAMES, KIN_CONTACT_MAX, isCertOptional } from '@wf/shared/enums/registration';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import { useI18n } from '../i18n.tsx';
import { DateInput, SelectInput, TextInput } from '../fields.tsx';
import { CertUpload } from '../cert-upload.tsx';
import { Notice } from '../notice.tsx';

const digitsOnly = (v: string) => v.replace(/\D/g, '');

/** Step 2: food safety certificate and expiry, next of kin, bank details. */
export function StepMoney({ certLost }: { certLost: boolean }) {
  const { t } = useI18n();
  const [position, cert] = useWatch<RegistrationFormValues, ['position_applied', 'cert']>({
    name: ['position_applied', 'cert'],
  });
  const optional = isCertOptional(position);
  return (
    <>
      <h3 className="reg-section-title">{t('sections.certificate')}</h3>
      {certLost && !cert && (
        <Notice severity="warning" role="status">
          {t('hints.certReattach')}
        </Notice>
      )}
      <div className="reg-grid">
        <div className="reg-wide">
          <CertUpload required={!optional} />
        </div>
        <DateInput
          name="cert_expired"
          required={!optional}
          hint={optional ? `${t('hints.date')} · ${t('hints.certOptional')}` : undefined}
        />
      </div>

      <h3 className="reg-section-title">{t('sections.kin')}</h3>
      <div className="reg-grid">
        <TextInput name="kin_name" required autoComplete="off" />
        <TextInput
          name="kin_contact"
          required
          inputMode="numeric"
          maxLength={KIN_CONTACT_MAX}
          transform={digitsOnly}
          hint={t('hints.phone')}
        />
      </div>

      <h3 className="reg-section-title">{t('sections.bank')}</h3>
      <div className="reg-grid">
        <SelectInput name="bank_name" options={BANK_NAMES} group="bank_name" required />
        <TextInput
          name="bank_acc"
          required
          inputMode="numeric"
          maxLength={BANK_ACC_MAX}
          transform={digitsOnly}
          hint={t('hints.bankAcc')}
        />
      </div>
    </>
  );
}
