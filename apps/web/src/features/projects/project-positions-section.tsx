import { useMemo } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import WarningIcon from '@mui/icons-material/Warning';
import type { ProjectBody, ProjectBodyInput } from '@wf/shared/contracts/projects/projects';
import { POSITIONS } from '@wf/shared/enums/registration';
import { formatSgd } from '@wf/shared/domain/money';
import { PayHidden } from '../../components/management/access/pay-hidden.tsx';
import { hourlyMargin, isPayAboveBill } from '@wf/shared/domain/projects/project-rules';
import { BILLING_MODE } from '@wf/shared/enums/records';
import { idNameOptions, menuOptions } from '../../components/management/list/list-tools.tsx';
import { positionOptions } from '../../lib/position-text.ts';
import {
  emptyAsNull,
  fieldErrorText,
  FormMoneyField,
  FormTextField,
  numberOrNull,
} from '../../components/management/form/form-fields.tsx';
import { useT } from '../../lib/i18n/index.ts';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';

type ProjectForm = UseFormReturn<ProjectBodyInput, unknown, ProjectBody>;

const emptyPosition = (): ProjectBodyInput['positions'] extends (infer U)[] | undefined ? U : never =>
  ({
    position: undefined as never,
    payRateCents: null,
    billRateCents: null,
    headcount: 1,
    requiredCertificateTypeId: null,
  }) as never;

/** The project form's positions: role, pay and bill rate (with the margin), headcount, certificate. */
/**
 * `showsPay` false: the viewer may not read this project's pay rates (decision 018): a saved
 * position's rate shows "hidden" and the server keeps it on save; a new position takes the rate typed.
 */
export function ProjectPositionsSection({ form, showsPay = true }: { form: ProjectForm; showsPay?: boolean }) {
  const { t } = useT();
  const { control, formState } = form;
  const positions = useFieldArray({ control, name: 'positions' });
  const watchedPositions = useWatch({ control, name: 'positions' }) ?? [];
  const types = useEndpoint(certificateEndpoints.listTypes, undefined, { retry: false });
  const certForPosition = useMemo(() => {
    const m = new Map<string, string>();
    for (const type of types.data?.items ?? []) for (const p of type.positions) if (!m.has(p)) m.set(p, type.id);
    return m;
  }, [types.data]);
  const positionsError = fieldErrorText(formState.errors, 'positions', t);

  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Box>
          <Typography variant="h6">{t('projects.form.positions')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('projects.form.positionsText')}
          </Typography>
        </Box>
        <Button startIcon={<AddIcon />} onClick={() => positions.append(emptyPosition())} variant="outlined">
          {t('projects.form.addPosition')}
        </Button>
      </Stack>
      {positions.fields.length === 0 && (
        <Alert severity="info" variant="outlined">
          {t('projects.form.noPositions')}
        </Alert>
      )}
      <Stack spacing={2} divider={<Divider flexItem />}>
        {positions.fields.map((f, i) => {
          const w = watchedPositions[i];
          const pay = typeof w?.payRateCents === 'number' ? w.payRateCents : null;
          const bill = typeof w?.billRateCents === 'number' ? w.billRateCents : null;
          const both = pay !== null && bill !== null && !Number.isNaN(pay) && !Number.isNaN(bill);
          const warn = both && isPayAboveBill(pay, bill);
          const margin = both ? hourlyMargin(pay, bill) : null;
          return (
            <Box key={f.id}>
              <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Grid size={{ xs: 12, md: 3 }}>
                  <FormTextField
                    control={control}
                    name={`positions.${i}.position`}
                    select
                    onText={(text) => {
                      const cert = certForPosition.get(text);
                      if (cert && !form.getValues(`positions.${i}.requiredCertificateTypeId`)) {
                        form.setValue(`positions.${i}.requiredCertificateTypeId`, cert);
                      }
                    }}
                    label={t('projects.form.position')}
                    required
                    fullWidth
                  >
                    {menuOptions(positionOptions(t, POSITIONS))}
                  </FormTextField>
                </Grid>
                <Grid size={{ xs: 6, md: 2 }}>
                  {!showsPay && w?.id ? (
                    <PayHidden />
                  ) : (
                    <FormMoneyField
                      control={control}
                      name={`positions.${i}.payRateCents`}
                      label={t('projects.form.payHour')}
                      required
                      fullWidth
                    />
                  )}
                </Grid>
                <Grid size={{ xs: 6, md: 2 }}>
                  <FormMoneyField
                    control={control}
                    name={`positions.${i}.billRateCents`}
                    label={t('projects.form.billHour')}
                    required
                    fullWidth
                    hint={
                      margin
                        ? margin.ratio !== null
                          ? t('projects.form.marginRatio', {
                              amount: formatSgd(margin.cents),
                              percent: Math.round(margin.ratio * 100),
                            })
                          : t('projects.form.margin', { amount: formatSgd(margin.cents) })
                        : undefined
                    }
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 1.5 }}>
                  <FormTextField
                    control={control}
                    name={`positions.${i}.headcount`}
                    parse={numberOrNull}
                    type="number"
                    label={t('projects.form.headcount')}
                    required
                    fullWidth
                    slotProps={{ htmlInput: { min: 1, step: 1 } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 3 }}>
                  <FormTextField
                    control={control}
                    name={`positions.${i}.requiredCertificateTypeId`}
                    select
                    parse={emptyAsNull}
                    label={t('projects.form.requiredCertificate')}
                    fullWidth
                  >
                    <MenuItem value="">{t('common.none')}</MenuItem>
                    {menuOptions(idNameOptions(types.data?.items))}
                  </FormTextField>
                </Grid>
                <Grid size={{ xs: 6, md: 0.5 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <Tooltip title={t('projects.form.removePosition')}>
                    <IconButton
                      aria-label={t('projects.form.removePositionN', { n: i + 1 })}
                      onClick={() => positions.remove(i)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </Grid>
              </Grid>
              {warn && (
                <Alert severity="warning" icon={<WarningIcon />} sx={{ mt: 1 }}>
                  {t('projects.form.loses', { amount: formatSgd(pay! - bill!) })}
                </Alert>
              )}
            </Box>
          );
        })}
      </Stack>
      {positionsError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {positionsError}
        </Alert>
      )}
      <FormTextField control={control} name="billingMode" select label={t('projects.form.billingMode')} sx={{ mt: 3, minWidth: 280 }}>
        {BILLING_MODE.values.map((m) => (
          <MenuItem key={m} value={m}>
            {t(BILLING_MODE.key(m))}
          </MenuItem>
        ))}
      </FormTextField>
    </Paper>
  );
}
