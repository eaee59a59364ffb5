/** What other features may use from auth (eslint.config.js: features import each other only through index.ts). */
export { PasswordField } from './password-field.tsx';
export { NewPasswordFields, passwordsDiffer } from './new-password-fields.tsx';
