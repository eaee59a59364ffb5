import { useT } from '../../lib/i18n/index.ts';
import { PasswordField } from './password-field.tsx';

/** True when the confirmation is filled in and differs from the new password. */
export function passwordsDiffer(password: string, confirm: string): boolean {
  return confirm !== '' && confirm !== password;
}

/**
 * A new password and its confirmation (reset-password page, profile): the policy hint, the server's
 * message for the new password, and "do not match" under the confirmation.
 */
export function NewPasswordFields(props: {
  password: string;
  confirm: string;
  onPasswordChange(value: string): void;
  onConfirmChange(value: string): void;
  /** The new password's error text (e.g. the server's), shown instead of the hint. */
  error?: string;
  confirmLabel?: string;
}) {
  const { t } = useT();
  const mismatch = passwordsDiffer(props.password, props.confirm);
  return (
    <>
      <PasswordField
        label={t('auth.newPassword.label')}
        required
        value={props.password}
        onChange={(e) => props.onPasswordChange(e.target.value)}
        autoComplete="new-password"
        error={!!props.error}
        helperText={props.error ?? t('auth.newPassword.hint')}
      />
      <PasswordField
        label={props.confirmLabel ?? t('auth.newPassword.confirm')}
        required
        value={props.confirm}
        onChange={(e) => props.onConfirmChange(e.target.value)}
        autoComplete="new-password"
        error={mismatch}
        helperText={mismatch ? t('validation.password.mismatch') : undefined}
      />
    </>
  );
}
