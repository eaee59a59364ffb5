import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  holidayBody,
  type HolidayBody,
  type HolidayBodyInput,
  type HolidayRow,
} from '@wf/shared/contracts/public-holidays/public-holidays';
import { formatDate } from '@wf/shared/domain/format';
import { ApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/index.ts';
import { applyServerErrors } from '../../components/management/form/form-errors.ts';
import { FormDateField, FormTextField } from '../../components/management/form/form-fields.tsx';
import { publicHolidayEndpoints as e } from '@wf/shared/contracts/public-holidays/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { CancelAndConfirm } from '../../components/management/dialog/dialog-parts.tsx';

/** Create a holiday (on `defaultDate`'s year) or edit one: date, name, day in lieu, note. */
export function HolidayDialog({
  holiday,
  defaultDate,
  onClose,
}: {
  holiday: HolidayRow | null;
  defaultDate: string | null;
  onClose(): void;
}) {
  const { t } = useT();
  // Every change refreshes every year's list (an edit may move a holiday to another year).
  const create = useEndpointMutation(e.create, { invalidates: [e] });
  const update = useEndpointMutation(e.update, { invalidates: [e] });
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<HolidayBodyInput, unknown, HolidayBody>({
    resolver: zodResolver(holidayBody),
    defaultValues: {
      date: holiday?.date ?? defaultDate ?? '',
      name: holiday?.name ?? '',
      observed: holiday?.observed ?? false,
      note: holiday?.note ?? '',
    },
  });
  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      if (holiday) await update.mutateAsync({ params: { id: holiday.id }, body: v });
      else await create.mutateAsync({ body: v });
      onClose();
    } catch (e) {
      const shown = applyServerErrors(e, setError, (n) => ['date', 'name', 'note'].includes(n), t);
      // The date is taken: say which date, in the user's language, above the form as well.
      setFormError(
        e instanceof ApiError && e.status === 409
          ? t('public-holidays.form.duplicate', { date: formatDate(v.date) })
          : shown,
      );
    }
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle>
          {holiday ? t('public-holidays.form.editTitle', { name: holiday.name }) : t('public-holidays.form.newTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormDateField control={control} name="date" label={t('public-holidays.columns.date')} required />
            <FormTextField control={control} name="name" label={t('public-holidays.columns.name')} required />
            <Controller
              control={control}
              name="observed"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                  label={t('public-holidays.form.observed')}
                />
              )}
            />
            <FormTextField
              control={control}
              name="note"
              label={t('public-holidays.columns.note')}
              hint={t('public-holidays.form.noteHint')}
              multiline
              minRows={2}
            />
            {formError && <Alert severity="error">{formError}</Alert>}
          </Stack>
        </DialogContent>
        <CancelAndConfirm onCancel={onClose} disabled={formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
