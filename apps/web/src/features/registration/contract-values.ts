import type { ContractValues } from '@wf/shared/contracts/registration/contract-text';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import { formatDisplayDate, todayInSingapore } from '@wf/shared/domain/registration/dates';
import * as clock from '@wf/shared/domain/clock';

/** The address line for the contract, with the postal code unless the address already has it. */
export function addressWithPostalCode(address: string, postalCode: string): string {
  const a = address.trim();
  const p = postalCode.trim();
  return !p || a.includes(p) ? a : [a, p].filter(Boolean).join(', ');
}

/** What the contract dialog is prefilled with (docs/product/registration.md#contract): name, ID, address, today, position, signature. */
export function contractValuesFrom(
  values: Pick<
    RegistrationFormValues,
    'client_name' | 'id_number' | 'residential_address' | 'postal_code' | 'position_applied' | 'signature'
  >,
  now: Date = clock.now(),
): ContractValues & { signature: string } {
  return {
    name: values.client_name.trim(),
    idNumber: values.id_number.trim().toUpperCase(),
    address: addressWithPostalCode(values.residential_address, values.postal_code),
    date: formatDisplayDate(todayInSingapore(now)),
    position: values.position_applied,
    signature: values.signature,
  };
}
