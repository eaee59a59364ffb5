import { useId, type ChangeEvent } from 'react';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { ShiftInput } from '@wf/shared/contracts/rosters/rosters';
import { formatSgd } from '@wf/shared/domain/money';
import { MoneyField } from '../../components/management/form/money-field.tsx';
import { PayHidden } from '../../components/management/access/pay-hidden.tsx';
import { fieldErrorText } from '../../components/management/form/form-fields.tsx';
import { DisabledWhy } from '../../components/management/access/disabled-why.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { parseClock } from './roster-dates.ts';
import type { ShiftLock } from './shift-locks.ts';
import { SHIFT_FIELD_FLEX } from './shift-field-widths.ts';

/** The time and number fields of a shift: the input's type, its width and its own attributes. */
const TEXT_FIELDS = {
  start: { type: 'time', sx: SHIFT_FIELD_FLEX.time, input: { step: 300 } },
  end: { type: 'time', sx: SHIFT_FIELD_FLEX.time, input: { step: 300 } },
  breakMinutes: { type: 'number', sx: SHIFT_FIELD_FLEX.number, input: { min: 0, inputMode: 'numeric' } },
  headcount: { type: 'number', sx: SHIFT_FIELD_FLEX.number, input: { min: 1, inputMode: 'numeric' } },
} as const;
const TEXT_FIELD_KEYS = ['start', 'end', 'breakMinutes', 'headcount'] as const;

/** payRateCents null: hidden from this viewer (decision 018). */
export type PositionOption = { id: string; position: string; payRateCents: number | null; headcount?: number };

/** The form values the shift editor works on (create and edit). */
export type ShiftsForm = { notes?: string | null; shifts: ShiftInput[] };

/** A new shift: the first position, 09:00 to 18:00 with an hour's break. */
export function newShift(positions: readonly PositionOption[]): ShiftInput {
  const p = positions[0];
  return {
    positionId: p?.id ?? '',
    start: '09:00',
    end: '18:00',
    breakMinutes: 60,
    headcount: p?.headcount && p.headcount > 0 ? p.headcount : 1,
    payRateCentsOverride: null,
    notes: '',
  };
}

/** The shifts of a roster as editable rows: position, start, end (past midnight allowed), break, headcount, rate. */
export function ShiftFields({
  control,
  errors,
  positions,
  disabled = false,
  showsPay = true,
  lockOf,
}: {
  /** The form's control (create or edit form; both hold `shifts`). */
  control: object;
  errors: FieldErrors;
  positions: readonly PositionOption[];
  disabled?: boolean;
  /** false: the viewer may not read this project's rates (the roster's `showsPay`). */
  showsPay?: boolean;
  /** Edit form: why a stored shift's fixed fields or its removal would be refused (shift-locks.ts). */
  lockOf?: (shiftId: string | undefined) => ShiftLock | undefined;
}) {
  const { t } = useT();
  const baseId = useId();
  const c = control as unknown as Control<ShiftsForm>;
  const { fields, append, remove } = useFieldArray({ control: c, name: 'shifts', keyName: 'key' });
  const err = (i: number, f: string) => fieldErrorText(errors, `shifts.${i}.${f}`, t);
  return (
    <Stack spacing={1.5}>
      {fields.map((f, i) => {
        const lock = lockOf?.(f.id);
        // A paid shift's position, times, break and rate are off, described by the reason shown under them.
        const whyId = `${baseId}-fixed-${i}`;
        const fixed = disabled || Boolean(lock?.fixedWhy);
        const described = lock?.fixedWhy ? { 'aria-describedby': whyId } : {};
        const removeButton = (
          <IconButton onClick={() => remove(i)} aria-label={t('rosters.shifts.removeN', { n: i + 1 })}>
            <DeleteOutlineIcon />
          </IconButton>
        );
        return (
          <Paper
            key={f.key}
            variant="outlined"
            sx={{ p: 1.5 }}
            component="fieldset"
            aria-label={t('rosters.shifts.shiftN', { n: i + 1 })}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
              <Controller
                control={c}
                name={`shifts.${i}.positionId`}
                render={({ field }) => (
                  <TextField
                    select
                    size="small"
                    sx={SHIFT_FIELD_FLEX.position}
                    label={t('rosters.shifts.position')}
                    {...field}
                    disabled={fixed}
                    error={Boolean(err(i, 'positionId'))}
                    helperText={err(i, 'positionId')}
                    slotProps={{ htmlInput: described }}
                  >
                    {positions.map((p) => (
                      <MenuItem key={p.id} value={p.id}>
                        {positionText(t, p.position)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              {TEXT_FIELD_KEYS.map((k) => {
                const { type, sx, input } = TEXT_FIELDS[k];
                const number = type === 'number';
                // A paid shift's headcount may still change: it is neither off nor described by the reason.
                const open = k === 'headcount';
                return (
                  <Controller
                    key={k}
                    control={c}
                    name={`shifts.${i}.${k}`}
                    render={({ field }) => (
                      <TextField
                        size="small"
                        type={type}
                        sx={sx}
                        label={t(`rosters.shifts.${k}`)}
                        {...field}
                        {...(number
                          ? { value: field.value ?? '', onChange: (e: ChangeEvent<HTMLInputElement>) => field.onChange(e.target.value === '' ? '' : Number(e.target.value)) }
                          : {})}
                        disabled={open ? disabled : fixed}
                        error={Boolean(err(i, k))}
                        helperText={err(i, k) ?? (k === 'end' ? <NextDayHint index={i} control={c} /> : undefined)}
                        slotProps={{ ...(number ? {} : { inputLabel: { shrink: true } }), htmlInput: { ...input, ...(open ? {} : described) } }}
                      />
                    )}
                  />
                );
              })}
              <Controller
                control={c}
                name={`shifts.${i}.payRateCentsOverride`}
                render={({ field }) =>
                  // A viewer who may not read the rates sees "hidden"; the server keeps the stored override on save (decision 018).
                  !showsPay ? (
                    <Box sx={SHIFT_FIELD_FLEX.payRate}>
                      <PayHidden />
                    </Box>
                  ) : (
                    <MoneyField
                      size="small"
                      sx={SHIFT_FIELD_FLEX.payRate}
                      label={t('rosters.shifts.payRate')}
                      value={(field.value as number | null | undefined) ?? null}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      disabled={fixed}
                      slotProps={{ htmlInput: described }}
                      error={Boolean(err(i, 'payRateCentsOverride'))}
                      helperText={
                        err(i, 'payRateCentsOverride') ?? <PayRateHint index={i} control={c} positions={positions} />
                      }
                    />
                  )
                }
              />
              {!disabled &&
                (lock?.removeWhy ? (
                  <DisabledWhy why={lock.removeWhy}>{removeButton}</DisabledWhy>
                ) : (
                  <Tooltip title={t('rosters.shifts.remove')}>{removeButton}</Tooltip>
                ))}
            </Box>
            {lock?.fixedWhy && (
              <Typography id={whyId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {lock.fixedWhy}
              </Typography>
            )}
          </Paper>
        );
      })}
      {fields.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          {t('rosters.shifts.none')}
        </Typography>
      )}
      {!disabled && (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => append(newShift(positions))} disabled={positions.length === 0}>
            {t('rosters.shifts.add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** "Position rate S$12.50" under an empty rate override. */
function PayRateHint({
  index,
  control,
  positions,
}: {
  index: number;
  control: Control<ShiftsForm>;
  positions: readonly PositionOption[];
}) {
  const { t } = useT();
  const positionId = useWatch({ control, name: `shifts.${index}.positionId` });
  const pos = positions.find((p) => p.id === positionId);
  return pos && pos.payRateCents !== null ? (
    <>{t('rosters.shifts.payRateHint', { rate: formatSgd(pos.payRateCents) })}</>
  ) : null;
}

/** "Ends the next day" under an end at or before the start. */
function NextDayHint({ index, control }: { index: number; control: Control<ShiftsForm> }) {
  const { t } = useT();
  const [startText, endText] = useWatch({ control, name: [`shifts.${index}.start`, `shifts.${index}.end`] });
  const start = parseClock(String(startText ?? ''));
  const end = parseClock(String(endText ?? ''));
  return start !== null && end !== null && end < start ? <>{t('rosters.shifts.nextDay')}</> : null;
}
