import { describe, expect, it } from 'vitest';
import { emptyRegistrationForm } from '@wf/shared/contracts/registration/registration-form';
import { initialFormValues } from './form-defaults.ts';

describe('initialFormValues', () => {
  it('is the shared empty registration form (the copy exists only to keep zod out of the first download)', () => {
    expect(initialFormValues()).toEqual(emptyRegistrationForm());
  });
  it('returns a fresh object each time', () => {
    const a = initialFormValues();
    a.working_exps[0]!.position = 'x';
    expect(initialFormValues().working_exps[0]!.position).toBe('');
  });
});
