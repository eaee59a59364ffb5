import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'contained' | 'outlined';
  color?: 'primary' | 'success';
  size?: 'medium' | 'large';
};

/**
 * The registration page's buttons (Next, Previous, Submit, the language switch): a native button
 * drawn like MUI's (registration.css) without MUI's Button, ButtonBase and ripple code, which the
 * page's first load cannot afford (120 KB budget, docs/decisions/022).
 */
export function RegButton({ variant = 'contained', color = 'primary', size = 'medium', className, type = 'button', ...rest }: Props) {
  const classes = ['reg-button', `reg-button-${variant}`, `reg-button-${size}`, color === 'success' ? 'reg-button-success' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={classes} {...rest} />;
}
