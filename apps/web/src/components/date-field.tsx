import { useEffect, useId, useRef, useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { formatDisplayDate, parseDateInput } from '@wf/shared/domain/registration/dates';
import { maskDateInput } from '../lib/date-mask.ts';
import { useT } from '../lib/i18n/index.ts';
import { useMuiXLocale } from './management/mui-x/mui-x-locale.ts';

const loadPickerLocales = () => import('./picker-locales.ts').then((m) => m.pickerLocales);

/** What a typed date that is not a real DD/MM/YYYY date is handed on as: the form's contract refuses it. */
export const INVALID_DATE = 'invalid-date';
/** The English message under a typed date that is not a real date (its text is `components.date.format`). */
export const DATE_FORMAT_MESSAGE = 'Enter the date as DD/MM/YYYY';

export type DateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** ISO 'YYYY-MM-DD', or null when empty. */
  value: string | null | undefined;
  /** ISO date, null when cleared, or INVALID_DATE while the text is not a real date. */
  onChange: (value: string | null) => void;
  /** Earliest and latest dates the calendar offers (ISO). Typed dates are checked by the form. */
  minDate?: string;
  maxDate?: string;
};

/** Typed text -> what the form gets. */
export function dateTextToValue(text: string): string | null {
  if (text.trim() === '') return null;
  return parseDateInput(text) ?? INVALID_DATE;
}

/**
 * A date typed as DD/MM/YYYY (slashes inserted while digits are typed; yyyy-mm-dd is converted;
 * numeric keypad on phones) with a calendar
 * button. The form holds ISO dates; the text stays as typed until it is a real date, and an
 * unreal one is reported here and handed on as INVALID_DATE, so it is never saved as empty.
 */
export function DateField({ value, onChange, minDate, maxDate, error, helperText, onBlur, label, disabled, ...rest }: DateFieldProps) {
  const { t, lang } = useT();
  const locale = useMuiXLocale(lang, loadPickerLocales);
  const [text, setText] = useState(() => (value && value !== INVALID_DATE ? formatDisplayDate(value) : ''));
  const [touched, setTouched] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const lastSent = useRef<string | null | undefined>(value);
  const calendarId = useId();

  // A value set from outside (reset, loaded record) replaces the text; our own changes do not.
  useEffect(() => {
    if (value === lastSent.current) return;
    lastSent.current = value;
    setText(value && value !== INVALID_DATE ? formatDisplayDate(value) : '');
  }, [value]);

  const send = (next: string | null) => {
    lastSent.current = next;
    onChange(next);
  };

  const invalid = touched && dateTextToValue(text) === INVALID_DATE;
  const iso = value && value !== INVALID_DATE ? value : null;

  return (
    <>
      <TextField
        {...rest}
        label={label}
        disabled={disabled}
        value={text}
        placeholder={t('components.date.placeholder')}
        error={invalid || error}
        helperText={invalid ? t('components.date.format') : helperText}
        onChange={(e) => {
          // Digits get their slashes as on the public form: 05032026 -> 05/03/2026.
          const typed = maskDateInput(e.target.value);
          setText(typed);
          send(dateTextToValue(typed));
        }}
        onBlur={(e) => {
          setTouched(true);
          const parsed = parseDateInput(text);
          if (parsed) setText(formatDisplayDate(parsed)); // 2026-03-05 -> 05/03/2026
          onBlur?.(e);
        }}
        slotProps={{
          ...rest.slotProps,
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  disabled={disabled}
                  // Not naming the field, so that finding the field by its label finds only the input.
                  aria-label={t('components.date.openCalendar')}
                  aria-haspopup="dialog"
                  aria-controls={anchor ? calendarId : undefined}
                  onClick={(e) => setAnchor(e.currentTarget)}
                >
                  <CalendarMonthIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        id={calendarId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': typeof label === 'string' ? t('components.date.calendarOf', { label }) : t('components.date.calendar') } }}
      >
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale?.adapterLocale} localeText={locale?.localeText}>
          <DateCalendar
            value={iso ? dayjs(iso) : null}
            minDate={minDate ? dayjs(minDate) : undefined}
            maxDate={maxDate ? dayjs(maxDate) : undefined}
            autoFocus
            onChange={(d: Dayjs | null, state) => {
              if (state !== 'finish' || !d?.isValid()) return; // a month or year chosen on the way
              const next = d.format('YYYY-MM-DD');
              setText(formatDisplayDate(next));
              setTouched(true);
              send(next);
              setAnchor(null);
            }}
          />
        </LocalizationProvider>
      </Popover>
    </>
  );
}
