import { centsToInput } from '@wf/shared/domain/money';
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateField } from '../../components/date-field.tsx';
import Typography from '@mui/material/Typography';
import { createWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import { issuesByPath } from '@wf/shared/contracts/registration/registration-form';
import { ApiError } from '../../lib/api.ts';
import { ALL_FIELDS, FIELD_GROUPS, optionText, toBody, WEEKDAY_KEYS, weekdaysOf, type FieldDef, type FormValues } from './fields.ts';
import { useMessageText, useT } from '../../lib/i18n/index.ts';

type Props = {
  initial: FormValues;
  submitLabel: string;
  /** Fields shown read-only (e.g. ID and bank on edit, where the full value needs a reveal). */
  onSubmit: (values: FormValues) => Promise<void>;
  onCancel?: () => void;
  /** Fields left out of the form (kept as they are). */
  omit?: readonly string[];
};

/**
 * The worker form: the registration's fields grouped as in its steps, checked with the shared
 * rules before sending; the server's field errors show under their fields.
 */
export function WorkerForm({ initial, submitLabel, onSubmit, onCancel, omit = [] }: Props) {
  const { t } = useT();
  const fieldMessage = useMessageText();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: string, v: string | boolean | null) => {
    setValues((old) => ({ ...old, [key]: v }));
    setErrors((old) => {
      const next = { ...old };
      delete next[key];
      return next;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const body = toBody(values);
    const rate = values.hourlyRateCents;
    const local: Record<string, string> = {};
    if (typeof rate === 'string' && rate.trim() !== '' && !(Number(rate) >= 0))
      local.hourlyRateCents = 'validation.invalid';
    const parsed = createWorkerBody.safeParse(body);
    const all = { ...(parsed.success ? {} : issuesByPath(parsed.error.issues)), ...local };
    for (const k of omit) delete all[k];
    if (Object.keys(all).length > 0) {
      setErrors(all);
      setFormError(t('workers.form.invalid'));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fields ?? {});
        setFormError(err.message);
      } else setFormError(t('workers.form.failed'));
    } finally {
      setBusy(false);
    }
  };

  const field = (f: FieldDef) => {
    if (omit.includes(f.key)) return null;
    if (f.when && !f.when(values)) return null;
    const err = fieldMessage(errors[f.key]);
    const v = values[f.key];
    const common = {
      label: t(f.label),
      required: f.required,
      error: !!err,
      helperText: err || (f.hint ? t(f.hint) : undefined),
      size: 'small' as const,
      fullWidth: true,
    };
    switch (f.kind) {
      case 'select':
        return (
          <TextField
            key={f.key}
            {...common}
            select
            value={typeof v === 'string' ? v : ''}
            onChange={(e) => set(f.key, e.target.value)}
          >
            {!f.required && <MenuItem value="">{t('common.dash')}</MenuItem>}
            {f.options!.map((o) => (
              <MenuItem key={o} value={o}>
                {optionText(t, f, o)}
              </MenuItem>
            ))}
          </TextField>
        );
      case 'date':
        return (
          <DateField
            key={f.key}
            {...common}
            value={typeof v === 'string' ? v : ''}
            onChange={(d) => set(f.key, d ?? '')}
          />
        );
      case 'textarea':
        return (
          <TextField
            key={f.key}
            {...common}
            multiline
            minRows={2}
            value={typeof v === 'string' ? v : ''}
            onChange={(e) => set(f.key, e.target.value)}
          />
        );
      case 'money':
        return (
          <TextField
            key={f.key}
            {...common}
            type="number"
            value={typeof v === 'string' ? v : ''}
            onChange={(e) => set(f.key, e.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 0.5 } }}
          />
        );
      case 'hours':
        return (
          <TextField
            key={f.key}
            {...common}
            type="number"
            value={typeof v === 'string' ? v : ''}
            onChange={(e) => set(f.key, e.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 0.25 } }}
          />
        );
      case 'weekdays': {
        const days = weekdaysOf(v);
        const toggle = (d: number, on: boolean) =>
          set(f.key, (on ? [...days, d] : days.filter((x) => x !== d)).sort((a, b) => a - b).join(','));
        return (
          <FormControl key={f.key} component="fieldset" error={!!err} sx={{ gridColumn: { sm: '1 / -1' } }}>
            <FormLabel component="legend" sx={{ fontSize: 14 }}>
              {t(f.label)}
            </FormLabel>
            <FormGroup row>
              {WEEKDAY_KEYS.map(([d, key]) => (
                <FormControlLabel
                  key={d}
                  label={t(key)}
                  control={<Checkbox size="small" checked={days.includes(d)} onChange={(e) => toggle(d, e.target.checked)} />}
                />
              ))}
            </FormGroup>
            <FormHelperText>{err || (f.hint ? t(f.hint) : '')}</FormHelperText>
          </FormControl>
        );
      }
      case 'yesno':
        return (
          <FormControl key={f.key} error={!!err} required={f.required}>
            <FormLabel sx={{ fontSize: 14 }}>{t(f.label)}</FormLabel>
            <RadioGroup
              row
              value={v === true ? 'yes' : v === false ? 'no' : ''}
              onChange={(e) => set(f.key, e.target.value === 'yes')}
            >
              <FormControlLabel value="yes" control={<Radio size="small" />} label={t('common.yes')} />
              <FormControlLabel value="no" control={<Radio size="small" />} label={t('common.no')} />
            </RadioGroup>
            {err && <FormHelperText>{err}</FormHelperText>}
          </FormControl>
        );
      default:
        return (
          <TextField
            key={f.key}
            {...common}
            value={typeof v === 'string' ? v : ''}
            onChange={(e) => set(f.key, e.target.value)}
          />
        );
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={3}>
        {FIELD_GROUPS.map((g) => (
          <Box key={g.key}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
              {t(g.title)}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } }}>
              {g.fields.map(field)}
            </Box>
          </Box>
        ))}
        {formError && <Alert severity="error">{formError}</Alert>}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && (
            <Button onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('common.saving') : submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** A form value from the record: dates and text as strings, yes/no as booleans, cents as dollars. */
export function valuesFrom(record: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const f of ALL_FIELDS) {
    const v = record[f.key];
    if (f.kind === 'money') out[f.key] = typeof v === 'number' ? centsToInput(v) : '';
    else if (f.kind === 'hours') out[f.key] = typeof v === 'number' ? String(v / 60) : '';
    else if (f.kind === 'weekdays') out[f.key] = Array.isArray(v) ? v.join(',') : '';
    else if (f.kind === 'yesno') out[f.key] = typeof v === 'boolean' ? v : null;
    else out[f.key] = v == null ? '' : String(v);
  }
  return out;
}
