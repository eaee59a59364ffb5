import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export type LightTextFieldProps = Omit<OutlinedInputProps, 'label' | 'error'> & {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
};

/**
 * An outlined text field built from its parts: MUI's TextField also carries its `select` mode
 * (Select, Menu, Popover, Modal: about 15 KB gzipped), which the sign-in page's weight budget
 * (e2e/budgets.spec.ts) cannot afford. Same look and the same label/helper-text wiring.
 */
export function LightTextField({ id, label, helperText, error, fullWidth, required, ...input }: LightTextFieldProps) {
  const fallback = useId();
  const inputId = id ?? fallback;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} error={error} required={required}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
