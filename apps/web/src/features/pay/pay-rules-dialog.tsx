import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { paySettings, type PaySettings } from '@wf/shared/contracts/pay/pay';
import { formatDateTime } from '@wf/shared/domain/format';
import { useT } from '../../lib/i18n/index.ts';
import { errorText } from '../../components/management/list/list-tools.tsx';
import { adjustmentEndpoints, payEndpoints } from '@wf/shared/contracts/pay/endpoints';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { CancelAndConfirm } from '../../components/management/dialog/dialog-parts.tsx';
import { REST_DAY_WORK_AT } from '@wf/shared/enums/rosters';
import { PART_TIME_NON_WORKING_DAY_HOLIDAY } from '@wf/shared/enums/pay';

type Form = Record<'daily' | 'weekly' | 'overtime' | 'restDayX' | 'holidayX' | 'restDay' | 'ptDay' | 'ptWeek' | 'ptOn' | 'ptAt' | 'ptOffDay', string>;
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
const PT_ON = ['on', 'off'] as const;

const toForm = (s: PaySettings): Form => ({
  daily: String(s.dailyOvertimeAfterMinutes / 60),
  weekly: String(s.weeklyOvertimeAfterMinutes / 60),
  overtime: String(s.overtimeMultiplier / 1000),
  restDayX: String(s.restDayMultiplier / 1000),
  holidayX: String(s.publicHolidayMultiplier / 1000),
  restDay: s.restDay === null ? '' : String(s.restDay),
  ptDay: String(s.partTimeDayMinutes / 60),
  ptWeek: String(s.partTimeWeekMinutes / 60),
  ptOn: s.partTimeMinimums ? 'on' : 'off',
  ptAt: s.restDayWorkAt,
  ptOffDay: s.partTimeNonWorkingDayHoliday,
});
const fromForm = (f: Form): PaySettings => ({
  dailyOvertimeAfterMinutes: Math.round(Number(f.daily) * 60),
  weeklyOvertimeAfterMinutes: Math.round(Number(f.weekly) * 60),
  overtimeMultiplier: Math.round(Number(f.overtime) * 1000),
  restDayMultiplier: Math.round(Number(f.restDayX) * 1000),
  publicHolidayMultiplier: Math.round(Number(f.holidayX) * 1000),
  restDay: f.restDay === '' ? null : Number(f.restDay),
  partTimeMinimums: f.ptOn === 'on',
  partTimeDayMinutes: Math.round(Number(f.ptDay) * 60),
  partTimeWeekMinutes: Math.round(Number(f.ptWeek) * 60),
  restDayWorkAt: f.ptAt === 'employee' ? 'employee' : 'employer',
  partTimeNonWorkingDayHoliday: f.ptOffDay === 'day_off' ? 'day_off' : 'pay',
});

/** The pay rules (decision 010): overtime thresholds, multipliers, the rest day. Saving recomputes open pay. */
export function PayRulesDialog({ onClose, onSaved }: { onClose(): void; onSaved(): void }) {
  const { t, lang } = useT();
  const settings = useEndpoint(payEndpoints.settings);
  // Saving the rules recomputes open pay: every pay view is refreshed.
  const save = useEndpointMutation(payEndpoints.updateSettings, { invalidates: [adjustmentEndpoints, payEndpoints] });
  const [form, setForm] = useState<Form | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = form ?? (settings.data ? toForm(settings.data) : null);
  const parsed = shown ? paySettings.safeParse(fromForm(shown)) : null;
  const bad = (k: keyof PaySettings) => parsed !== null && !parsed.success && parsed.error.issues.some((i) => i.path[0] === k);
  const set = (k: keyof Form) => (e: { target: { value: string } }) => setForm({ ...shown!, [k]: e.target.value });
  const field = (k: Exclude<keyof Form, 'restDay' | 'ptOn' | 'ptAt' | 'ptOffDay'>, key: keyof PaySettings, unit: 'hours' | 'times') => (
    <TextField
      label={t(`pay.rules.${k}`)}
      value={shown?.[k] ?? ''}
      onChange={set(k)}
      error={bad(key)}
      helperText={bad(key) ? t('pay.rules.invalid') : t(`pay.rules.${unit}`)}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
  const submit = async () => {
    if (!parsed?.success) return;
    setError(null);
    try {
      await save.mutateAsync({ body: { ...parsed.data, version: settings.data?.version ?? 1 } });
      onSaved();
    } catch (e) {
      setError(errorText(e, t));
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('pay.rules.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('pay.rules.intro')}
          {settings.data?.updatedAt &&
            ` ${t('pay.rules.lastChange', { name: settings.data.updatedByName ?? t('common.dash'), time: formatDateTime(settings.data.updatedAt, lang) })}`}
        </DialogContentText>
        {settings.isError && <Alert severity="error">{errorText(settings.error, t)}</Alert>}
        {shown && (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('daily', 'dailyOvertimeAfterMinutes', 'hours')}
              {field('weekly', 'weeklyOvertimeAfterMinutes', 'hours')}
            </Stack>
            {field('overtime', 'overtimeMultiplier', 'times')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('restDayX', 'restDayMultiplier', 'times')}
              {field('holidayX', 'publicHolidayMultiplier', 'times')}
            </Stack>
            <TextField select label={t('pay.rules.restDay')} value={shown.restDay} onChange={set('restDay')}>
              <MenuItem value="">{t('pay.rules.noRestDay')}</MenuItem>
              {WEEKDAYS.map((d) => (
                <MenuItem key={d} value={d}>
                  {t(`pay.rules.weekday${d}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={t('pay.rules.ptOn')} value={shown.ptOn} onChange={set('ptOn')} helperText={t('pay.rules.ptHelp')}>
              {PT_ON.map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`pay.rules.pt_${v}`)}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('ptDay', 'partTimeDayMinutes', 'hours')}
              {field('ptWeek', 'partTimeWeekMinutes', 'hours')}
            </Stack>
            <TextField select label={t('pay.rules.ptAt')} value={shown.ptAt} onChange={set('ptAt')}>
              {REST_DAY_WORK_AT.values.map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`pay.rules.pt_${v}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={t('pay.rules.ptOffDay')} value={shown.ptOffDay} onChange={set('ptOffDay')} helperText={t('pay.rules.ptOffDayHelp')}>
              {PART_TIME_NON_WORKING_DAY_HOLIDAY.values.map((v) => (
                <MenuItem key={v} value={v}>
                  {t(PART_TIME_NON_WORKING_DAY_HOLIDAY.key(v))}
                </MenuItem>
              ))}
            </TextField>
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <CancelAndConfirm onCancel={onClose} disabled={!parsed?.success || save.isPending} onConfirm={() => void submit()} />
    </Dialog>
  );
}
