import { useController, useFormContext } from 'react-hook-form';
import { AddressSearch } from '../../components/address-search.tsx';
import type { AddressResult } from '@wf/shared/contracts/address/address';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import { useI18n } from './i18n.tsx';
import { fieldId, TextInput, useErrorText } from './fields.tsx';

const digitsOnly = (v: string) => v.replace(/\D/g, '');

/**
 * The residential address: chosen from the address search (SG and MY; the shared schema requires
 * a postal code and coordinates), which also fills residential_address and the postal code.
 */
export function AddressField() {
  const { t } = useI18n();
  const { control, setValue } = useFormContext<RegistrationFormValues>();
  const { field, fieldState } = useController({ name: 'address', control });
  const { fieldState: textState } = useController({ name: 'residential_address', control });
  const error = useErrorText(fieldState.error?.message ?? textState.error?.message);

  return (
    <div className="reg-grid">
      <div className="reg-wide" style={{ marginBottom: 16 }}>
        <AddressSearch
          id={fieldId('address')}
          name="address"
          value={(field.value as AddressResult | null) ?? null}
          onChange={(result) => {
            field.onChange(result);
            setValue('residential_address', result?.formatted_address ?? '', {
              shouldValidate: textState.isTouched || fieldState.isTouched,
            });
            if (result?.postal_code) setValue('postal_code', result.postal_code, { shouldValidate: true });
          }}
          onBlur={field.onBlur}
          label={t('fields.residential_address')}
          required
          error={error}
          helperText={t('hints.address')}
          texts={{
            typeMore: t('address.typeMore'),
            loading: t('address.loading'),
            noResults: t('address.noResults'),
            noPostalCode: t('address.noPostalCode'),
            failed: t('address.failed'),
          }}
        />
      </div>
      <TextInput
        name="postal_code"
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        transform={digitsOnly}
        hint={t('hints.postalCode')}
      />
    </div>
  );
}
