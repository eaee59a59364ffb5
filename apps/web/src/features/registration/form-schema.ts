import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  issuesByPath,
  registrationFormSchema,
  stepSchemas,
  type RegistrationFormValues,
} from '@wf/shared/contracts/registration/registration-form';

/**
 * The validation code of the form (zod and the shared schemas), loaded on the applicant's first
 * interaction rather than with the page.
 */
export { stepOfField } from '@wf/shared/contracts/registration/registration-form';
// Needed at the submit only, so it comes with the schemas rather than with the page.
export { deriveAge } from '@wf/shared/domain/registration/age';
export { createPtFieldForPath, toCreatePtFields } from '@wf/shared/contracts/registration/create-pt';

/** One resolver per step: the shared step schema; raw values stay in the form. */
export const stepResolvers: Resolver<RegistrationFormValues>[] = stepSchemas.map(
  (schema) => zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<RegistrationFormValues>,
);

/** The whole form with every cross-step rule: null when valid, else { path: message key }. */
export function wholeFormErrors(values: RegistrationFormValues): Record<string, string> | null {
  const r = registrationFormSchema.safeParse(values);
  return r.success ? null : issuesByPath(r.error.issues);
}
