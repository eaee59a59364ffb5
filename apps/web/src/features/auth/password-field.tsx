import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { LightTextField, type LightTextFieldProps } from '../../components/light-text-field.tsx';
import { useT } from '../../lib/i18n/index.ts';

/** Password input with a show / hide toggle (a light field: the sign-in page's budget). */
export function PasswordField(props: Omit<LightTextFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useT();
  const [shown, setShown] = useState(false);
  return (
    <LightTextField
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={t(shown ? 'auth.passwordField.hide' : 'auth.passwordField.show')}
            onClick={() => setShown((s) => !s)}
            edge="end"
          >
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
