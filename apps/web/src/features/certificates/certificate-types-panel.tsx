import { useState } from 'react';
import { useCan } from '../../lib/use-can.ts';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  certificateTypeBody,
  type CertificateTypeBody,
  type CertificateTypeBodyInput,
  type CertificateTypeRow,
} from '@wf/shared/contracts/certificates/certificates';
import { POSITIONS } from '@wf/shared/enums/registration';
import { EmptyState, errorText } from '../../components/management/list/list-tools.tsx';
import { useMessageText, useT, type TFunction } from '../../lib/i18n/index.ts';
import { DisabledWhy } from '../../components/management/access/disabled-why.tsx';
import { positionText } from '../../lib/position-text.ts';
import { ConfirmDialog } from '../../components/management/dialog/confirm-dialog.tsx';
import { applyServerErrors } from '../../components/management/form/form-errors.ts';
import { FormTextField, numberOrNull } from '../../components/management/form/form-fields.tsx';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { CancelAndConfirm } from '../../components/management/dialog/dialog-parts.tsx';

/** The certificate types: name, validity and the positions that require them. */
export function CertificateTypesPanel() {
  const { t } = useT();
  const removeType = useEndpointMutation(certificateEndpoints.removeType, { invalidates: [certificateEndpoints] });
  const can = useCan();
  const types = useEndpoint(certificateEndpoints.listTypes);
  const [editing, setEditing] = useState<CertificateTypeRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CertificateTypeRow | null>(null);
  const canEdit = can(certificateEndpoints.createType);

  return (
    <Paper variant="outlined">
      <Stack direction="row" sx={{ p: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography color="text.secondary">
          {t('certificates.types.intro')}
        </Typography>
        {canEdit && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('certificates.types.new')}
          </Button>
        )}
      </Stack>
      {types.isError && <Alert severity="error">{errorText(types.error, t)}</Alert>}
      {types.data && types.data.items.length === 0 ? (
        <Box sx={{ height: 240 }}>
          <EmptyState
            title={t('certificates.types.emptyTitle')}
            text={t('certificates.types.emptyText')}
          />
        </Box>
      ) : (
        <Table aria-label={t('certificates.types.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('common.name')}</TableCell>
              <TableCell>{t('certificates.types.validity')}</TableCell>
              <TableCell>{t('certificates.types.requiredFor')}</TableCell>
              <TableCell align="right">{t('certificates.types.held')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(types.data?.items ?? []).map((type) => (
              <TableRow key={type.id}>
                <TableCell>
                  <strong>{type.name}</strong>
                  {type.description && (
                    <Typography variant="body2" color="text.secondary">
                      {type.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{type.validityMonths
                    ? t('certificates.types.months', { count: type.validityMonths })
                    : t('certificates.types.noRule')}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                    {type.positions.length === 0 ? t('common.dash') : type.positions.map((p) => <Chip key={p} size="small" label={positionText(t, p)} />)}
                  </Stack>
                </TableCell>
                <TableCell align="right">{type.certificateCount}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {canEdit && (
                    <>
                      <Tooltip title={t('common.edit')}>
                        <IconButton aria-label={t('certificates.types.editNamed', { name: type.name })} onClick={() => setEditing(type)}>
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      <DeleteType type={type} onDelete={() => setDeleting(type)} />
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <TypeDialog type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t('certificates.types.deleteTitle', { name: deleting.name })}
          text={t('certificates.types.deleteText')}
          confirmLabel={t('common.delete')}
          danger
          onConfirm={() => removeType.mutateAsync({ params: { id: deleting.id } })}
          onClose={() => setDeleting(null)}
        />
      )}
    </Paper>
  );
}

function TypeDialog({ type, onClose }: { type: CertificateTypeRow | null; onClose(): void }) {
  const { t } = useT();
  const message = useMessageText();
  const create = useEndpointMutation(certificateEndpoints.createType, { invalidates: [certificateEndpoints] });
  const update = useEndpointMutation(certificateEndpoints.updateType, { invalidates: [certificateEndpoints] });
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    CertificateTypeBodyInput,
    unknown,
    CertificateTypeBody
  >({
    resolver: zodResolver(certificateTypeBody),
    defaultValues: {
      name: type?.name ?? '',
      description: type?.description ?? '',
      validityMonths: type?.validityMonths ?? null,
      positions: (type?.positions ?? []) as CertificateTypeBodyInput['positions'],
    },
  });
  const err = (n: 'positions') => message(formState.errors[n]?.message as string | undefined);
  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      if (type) await update.mutateAsync({ params: { id: type.id }, body: v });
      else await create.mutateAsync({ body: v });
      onClose();
    } catch (e) {
      setFormError(
        applyServerErrors(e, setError, (n) => ['name', 'description', 'validityMonths', 'positions'].includes(n), t),
      );
    }
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle>
          {type ? t('certificates.types.editNamed', { name: type.name }) : t('certificates.types.newTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormTextField control={control} name="name" label={t('common.name')} required />
            <FormTextField control={control} name="description" label={t('certificates.types.description')} multiline minRows={2} />
            <FormTextField
              control={control}
              name="validityMonths"
              parse={numberOrNull}
              type="number"
              label={t('certificates.types.validityMonths')}
              hint={t('certificates.types.validityHint')}
              slotProps={{ htmlInput: { min: 1, max: 600 } }}
            />
            <Controller
              control={control}
              name="positions"
              render={({ field }) => (
                <Autocomplete
                  multiple
                  options={[...POSITIONS]}
                  getOptionLabel={(code) => positionText(t, code)}
                  value={(field.value ?? []) as string[]}
                  onChange={(_e, v) => field.onChange(v)}
                  renderInput={(p) => (
                    <TextField
                      {...p}
                      label={t('certificates.types.requiredFor')}
                      error={Boolean(err('positions'))}
                      helperText={
                        err('positions') ?? t('certificates.types.positionsHint')
                      }
                    />
                  )}
                />
              )}
            />
            {formError && <Alert severity="error">{formError}</Alert>}
          </Stack>
        </DialogContent>
        <CancelAndConfirm onCancel={onClose} disabled={formState.isSubmitting} />
      </form>
    </Dialog>
  );
}

/**
 * Why a certificate type cannot be deleted, as the server would refuse it (issue 29, item 7): workers
 * hold it or project positions require it. Null when it can.
 */
export function deleteTypeBlockedReason(type: Pick<CertificateTypeRow, 'certificateCount' | 'positionUseCount'>, t: TFunction): string | null {
  if (type.certificateCount > 0 && type.positionUseCount > 0)
    return t('certificates.types.inUseBoth', { certificates: type.certificateCount, positions: type.positionUseCount });
  if (type.certificateCount > 0) return t('certificates.types.inUseCertificates', { count: type.certificateCount });
  if (type.positionUseCount > 0) return t('certificates.types.inUsePositions', { count: type.positionUseCount });
  return null;
}

/** A type's delete button: off with the reason while it is in use. */
function DeleteType({ type, onDelete }: { type: CertificateTypeRow; onDelete(): void }) {
  const { t } = useT();
  const why = deleteTypeBlockedReason(type, t);
  const button = (
    <IconButton aria-label={t('certificates.types.deleteNamed', { name: type.name })} onClick={onDelete}>
      <DeleteIcon />
    </IconButton>
  );
  return why ? <DisabledWhy why={why}>{button}</DisabledWhy> : <Tooltip title={t('common.delete')}>{button}</Tooltip>;
}
