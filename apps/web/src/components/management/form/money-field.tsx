import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { centsToInput, parseSgdToCents } from '@wf/shared/domain/money';

/**
 * An SGD amount typed in dollars ("12.50") and kept as integer cents. An amount that is not
 * valid gives NaN, which the shared contract refuses; empty gives null.
 */
export function MoneyField({
  value,
  onChange,
  onBlur,
  ...rest
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: number | null | undefined;
  onChange(cents: number | null): void;
}) {
  const [text, setText] = useState(() => centsToInput(value ?? null));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    // Changed from outside (reset, prefill): show it, unless it is what the text already says.
    setLastValue(value);
    if (value === null || value === undefined || Number.isNaN(value) || parseSgdToCents(text) !== value) {
      if (!(typeof value === 'number' && Number.isNaN(value))) setText(centsToInput(value ?? null));
    }
  }
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(e) => {
        const t = e.target.value;
        setText(t);
        const cents = t.trim() === '' ? null : (parseSgdToCents(t) ?? Number.NaN);
        setLastValue(cents);
        onChange(cents);
      }}
      onBlur={(e) => {
        const cents = parseSgdToCents(text);
        if (cents !== null) setText(centsToInput(cents));
        onBlur?.(e);
      }}
      slotProps={{
        ...rest.slotProps,
        input: { startAdornment: <InputAdornment position="start">S$</InputAdornment> },
        // Attributes the caller sets on the input (e.g. aria-describedby) are kept.
        htmlInput: { inputMode: 'decimal', maxLength: 14, ...(rest.slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
