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
import { MoneyField } from '../../components/management/money-field.tsx';
import { PayHidden } from '../../components/management/pay-hidden.tsx';
import { fieldErrorText } from '../../components/management/form-fields.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { parseClock } from './roster-dates.ts';

const TIME_FIELDS = ['start', 'end'] as const;
const NUMBER_FIELDS = ['breakMinutes', 'headcount'] as const;

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
}: {
  /** The form's control (create or edit form; both hold `shifts`). */
  control: object;
  errors: FieldErrors;
  positions: readonly PositionOption[];
  disabled?: boolean;
  /** false: the viewer may not read this project's rates (the roster's `showsPay`). */
  showsPay?: boolean;
}) {
  const { t } = useT();
  const c = control as unknown as Control<ShiftsForm>;
  const { fields, append, remove } = useFieldArray({ control: c, name: 'shifts', keyName: 'key' });
  const err = (i: number, f: string) => fieldErrorText(errors, `shifts.${i}.${f}`, t);
  return (
    <Stack spacing={1.5}>
      {fields.map((f, i) => (
        <Paper key={f.key} variant="outlined" sx={{ p: 1.5 }} component="fieldset" aria-label={t('rosters.shifts.shiftN', { n: i + 1 })}>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr 1fr 1.2fr auto' },
              '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
            }}
          >
            <Controller
              control={c}
              name={`shifts.${i}.positionId`}
              render={({ field }) => (
                <TextField select size="small" label={t('rosters.shifts.position')} {...field} disabled={disabled} error={Boolean(err(i, 'positionId'))} helperText={err(i, 'positionId')}>
                  {positions.map((p) => (
                    <MenuItem key={p.id} value={p.id}>
                      {positionText(t, p.position)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {TIME_FIELDS.map((k) => (
              <Controller
                key={k}
                control={c}
                name={`shifts.${i}.${k}`}
                render={({ field }) => (
                  <TextField
                    size="small"
                    type="time"
                    label={t(`rosters.shifts.${k}`)}
                    {...field}
                    disabled={disabled}
                    error={Boolean(err(i, k))}
                    helperText={err(i, k) ?? (k === 'end' ? <NextDayHint index={i} control={c} /> : undefined)}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                  />
                )}
              />
            ))}
            {NUMBER_FIELDS.map((k) => (
              <Controller
                key={k}
                control={c}
                name={`shifts.${i}.${k}`}
                render={({ field }) => (
                  <TextField
                    size="small"
                    type="number"
                    label={t(`rosters.shifts.${k}`)}
                    {...field}
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
                    disabled={disabled}
                    error={Boolean(err(i, k))}
                    helperText={err(i, k)}
                    slotProps={{ htmlInput: { min: k === 'headcount' ? 1 : 0, inputMode: 'numeric' } }}
                  />
                )}
              />
            ))}
            <Controller
              control={c}
              name={`shifts.${i}.payRateCentsOverride`}
              render={({ field }) =>
                // A viewer who may not read the rates sees "hidden"; the server keeps the stored override on save (decision 018).
                !showsPay ? (
                  <PayHidden />
                ) : (
                  <MoneyField
                    size="small"
                    label={t('rosters.shifts.payRate')}
                    value={(field.value as number | null | undefined) ?? null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={disabled}
                    error={Boolean(err(i, 'payRateCentsOverride'))}
                    helperText={err(i, 'payRateCentsOverride') ?? <PayRateHint index={i} control={c} positions={positions} />}
                  />
                )
              }
            />
            {!disabled && (
              <Tooltip title={t('rosters.shifts.remove')}>
                <IconButton onClick={() => remove(i)} aria-label={t('rosters.shifts.removeN', { n: i + 1 })}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        </Paper>
      ))}
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
  return pos && pos.payRateCents !== null ? <>{t('rosters.shifts.payRateHint', { rate: formatSgd(pos.payRateCents) })}</> : null;
}

/** "Ends the next day" under an end at or before the start. */
function NextDayHint({ index, control }: { index: number; control: Control<ShiftsForm> }) {
  const { t } = useT();
  const [startText, endText] = useWatch({ control, name: [`shifts.${index}.start`, `shifts.${index}.end`] });
  const start = parseClock(String(startText ?? ''));
  const end = parseClock(String(endText ?? ''));
  return start !== null && end !== null && end < start ? <>{t('rosters.shifts.nextDay')}</> : null;
}
