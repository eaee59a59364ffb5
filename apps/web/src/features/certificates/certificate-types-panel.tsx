import { useState } from 'react';
import { useCan } from '../../lib/use-can.ts';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
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
import { EmptyState, errorText, messageText } from '../../components/management/list-tools.tsx';
import { ConfirmDialog } from '../../components/management/confirm-dialog.tsx';
import { applyServerErrors } from '../../components/management/form-errors.ts';
import { FormTextField, numberOrNull } from '../../components/management/form-fields.tsx';
import { certificateKeys, certificatesApi } from './certificates-api.ts';

/** The certificate types: name, validity and the positions that require them. */
export function CertificateTypesPanel() {
  const qc = useQueryClient();
  const can = useCan();
  const types = useQuery({ queryKey: certificateKeys.types, queryFn: certificatesApi.types });
  const [editing, setEditing] = useState<CertificateTypeRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CertificateTypeRow | null>(null);
  const canEdit = can(certificateEndpoints.createType);
  const refresh = () => qc.invalidateQueries({ queryKey: certificateKeys.all });

  return (
    <Paper variant="outlined">
      <Stack direction="row" sx={{ p: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography color="text.secondary">
          A position that requires a certificate type can only be staffed by workers holding a valid one.
        </Typography>
        {canEdit && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            New type
          </Button>
        )}
      </Stack>
      {types.isError && <Alert severity="error">{errorText(types.error)}</Alert>}
      {types.data && types.data.items.length === 0 ? (
        <Box sx={{ height: 240 }}>
          <EmptyState
            title="No certificate types"
            text="Add the certificates your positions need, e.g. Food Safety Course Level 1."
          />
        </Box>
      ) : (
        <Table aria-label="Certificate types">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Validity</TableCell>
              <TableCell>Required for positions</TableCell>
              <TableCell align="right">Certificates held</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(types.data?.items ?? []).map((t) => (
              <TableRow key={t.id}>
                <TableCell>
                  <strong>{t.name}</strong>
                  {t.description && (
                    <Typography variant="body2" color="text.secondary">
                      {t.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{t.validityMonths ? `${t.validityMonths} months` : 'No expiry rule'}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                    {t.positions.length === 0 ? '—' : t.positions.map((p) => <Chip key={p} size="small" label={p} />)}
                  </Stack>
                </TableCell>
                <TableCell align="right">{t.certificateCount}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {canEdit && (
                    <>
                      <Tooltip title="Edit">
                        <IconButton aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
                          <EditIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete">
                        <IconButton aria-label={`Delete ${t.name}`} onClick={() => setDeleting(t)}>
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <TypeDialog type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={refresh} />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={`Delete ${deleting.name}?`}
          text="A type that workers hold or positions require cannot be deleted."
          confirmLabel="Delete"
          danger
          onConfirm={async () => {
            await certificatesApi.removeType(deleting.id);
            await refresh();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </Paper>
  );
}

function TypeDialog({
  type,
  onClose,
  onSaved,
}: {
  type: CertificateTypeRow | null;
  onClose(): void;
  onSaved(): Promise<unknown>;
}) {
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
  const err = (n: 'positions') => messageText(formState.errors[n]?.message as string | undefined);
  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      if (type) await certificatesApi.updateType(type.id, v);
      else await certificatesApi.createType(v);
      await onSaved();
      onClose();
    } catch (e) {
      setFormError(
        applyServerErrors(e, setError, (n) => ['name', 'description', 'validityMonths', 'positions'].includes(n)),
      );
    }
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle>{type ? `Edit ${type.name}` : 'New certificate type'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormTextField control={control} name="name" label="Name" required />
            <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
            <FormTextField
              control={control}
              name="validityMonths"
              parse={numberOrNull}
              type="number"
              label="Validity (months)"
              hint="Empty when the certificate does not expire by rule; used to suggest an expiry date"
              slotProps={{ htmlInput: { min: 1, max: 600 } }}
            />
            <Controller
              control={control}
              name="positions"
              render={({ field }) => (
                <Autocomplete
                  multiple
                  options={[...POSITIONS]}
                  value={(field.value ?? []) as string[]}
                  onChange={(_e, v) => field.onChange(v)}
                  renderInput={(p) => (
                    <TextField
                      {...p}
                      label="Required for positions"
                      error={Boolean(err('positions'))}
                      helperText={
                        err('positions') ?? 'Suggested as the required certificate when a project adds these positions'
                      }
                    />
                  )}
                />
              )}
            />
            {formError && <Alert severity="error">{formError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
