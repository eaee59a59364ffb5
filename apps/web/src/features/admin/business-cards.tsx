import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  businessProfileBody,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  type BusinessProfile,
  type BusinessProfileBody,
} from '@wf/shared/contracts/business/business';
import { ApiError } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/index.ts';
import { businessEndpoints } from '@wf/shared/contracts/business/endpoints';
import { setEndpointData, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { errorText } from './labels.ts';

/** The cards of the business settings page (business-page.tsx). */

type Msg = { ok: boolean; text: string } | null;
const FIELDS = ['name', 'uen', 'address', 'contactPhone', 'contactEmail'] as const;

export function BusinessDetailsCard({ profile }: { profile: BusinessProfile }) {
  const { t } = useT();
  const [values, setValues] = useState<Omit<BusinessProfileBody, 'version'>>(() => ({
    name: profile.name,
    uen: profile.uen,
    address: profile.address,
    contactPhone: profile.contactPhone,
    contactEmail: profile.contactEmail,
    singleApproverOffice: profile.singleApproverOffice,
    gstRegistered: profile.gstRegistered,
    gstRateBasisPoints: profile.gstRateBasisPoints,
  }));
  const [gstRate, setGstRate] = useState(String(profile.gstRateBasisPoints / 100));
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number] | 'gstRateBasisPoints', string>>>({});
  const [msg, setMsg] = useState<Msg>(null);
  const save = useBusinessChange(businessEndpoints.update);
  function submit(e: FormEvent) {
    e.preventDefault();
    // the version this page read: a save over someone else's is refused (409), never lost
    const rate = gstRate.trim() === '' ? NaN : Math.round(Number(gstRate) * 100);
    const parsed = businessProfileBody.safeParse({ ...values, gstRateBasisPoints: rate, version: profile.version });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate({ body: parsed.data }, {
      onSuccess: () => setMsg({ ok: true, text: t('admin.business.saved') }),
      onError: (err) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields);
        setMsg({ ok: false, text: errorText(t, err) });
      },
    });
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('admin.business.details')}
        </Typography>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {msg && <Alert severity={msg.ok ? 'success' : 'error'}>{msg.text}</Alert>}
            {FIELDS.map((f) => (
              <TextField
                key={f}
                name={f}
                label={t(`admin.business.${f}`)}
                value={values[f]}
                required={f === 'name'}
                multiline={f === 'address'}
                onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
                error={!!errors[f]}
                helperText={errors[f] ? t(errors[f]) : t(`admin.business.${f}Hint`)}
              />
            ))}
            <FormControlLabel
              control={
                <Switch
                  checked={values.singleApproverOffice ?? false}
                  onChange={(e) => setValues((v) => ({ ...v, singleApproverOffice: e.target.checked }))}
                  name="singleApproverOffice"
                />
              }
              label={t('admin.business.singleApprover')}
            />
            <FormHelperText sx={{ mt: '0 !important' }}>{t('admin.business.singleApproverHint')}</FormHelperText>
            <FormControlLabel
              control={
                <Switch
                  checked={values.gstRegistered ?? false}
                  onChange={(e) => setValues((v) => ({ ...v, gstRegistered: e.target.checked }))}
                  name="gstRegistered"
                />
              }
              label={t('admin.business.gstRegistered')}
            />
            <TextField
              name="gstRate"
              label={t('admin.business.gstRate')}
              value={gstRate}
              disabled={!values.gstRegistered}
              onChange={(e) => setGstRate(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              error={!!errors.gstRateBasisPoints}
              helperText={errors.gstRateBasisPoints ? t(errors.gstRateBasisPoints) : t('admin.business.gstRateHint')}
              sx={{ maxWidth: 240 }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {save.isPending ? t('common.saving') : t('common.save')}
              </Button>
            </Box>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}

export function LogoCard({ profile }: { profile: BusinessProfile }) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [msg, setMsg] = useState<Msg>(null);
  const upload = useBusinessChange(businessEndpoints.uploadLogo);
  const remove = useBusinessChange(businessEndpoints.removeLogo);
  const failed = (err: unknown) =>
    setMsg({ ok: false, text: err instanceof ApiError && err.status === 413 ? t('admin.business.tooLarge') : errorText(t, err) });
  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    // Quick checks here; the server decides by the file's content.
    if (file.size > LOGO_MAX_BYTES) return setMsg({ ok: false, text: t('admin.business.tooLarge') });
    if (file.type && !(LOGO_TYPES as readonly string[]).includes(file.type))
      return setMsg({ ok: false, text: t('admin.business.wrongType') });
    setMsg(null);
    // The image itself is the body; the server checks what it really is.
    upload.mutate(
      { body: file, headers: { 'content-type': 'application/octet-stream' } },
      { onSuccess: () => setMsg({ ok: true, text: t('admin.business.logoSaved') }), onError: failed },
    );
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('admin.business.logo')}
        </Typography>
        {msg && (
          <Alert severity={msg.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
            {msg.text}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Box
            sx={{ width: 160, height: 80, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', placeItems: 'center' }}
          >
            {profile.logoUrl ? (
              <img src={profile.logoUrl} alt={t('admin.business.logoAlt')} style={{ maxWidth: 150, maxHeight: 70 }} data-testid="business-logo" />
            ) : (
              <Typography variant="caption" color="text.secondary">
                {t('admin.business.noLogo')}
              </Typography>
            )}
          </Box>
          <Stack spacing={1}>
            <input ref={input} type="file" hidden accept={LOGO_TYPES.join(',')} onChange={choose} data-testid="logo-input" />
            <Button variant="outlined" onClick={() => input.current?.click()} disabled={upload.isPending}>
              {t('admin.business.chooseLogo')}
            </Button>
            {profile.logoUrl && (
              <Button color="error" onClick={() => remove.mutate(undefined, { onError: failed })} disabled={remove.isPending}>
                {t('admin.business.removeLogo')}
              </Button>
            )}
            <Typography variant="caption" color="text.secondary">
              {t('admin.business.logoHint')}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A change of the business profile: its answer (the profile as saved) is stored where every reader looks. */
function useBusinessChange<E extends typeof businessEndpoints.update | typeof businessEndpoints.uploadLogo | typeof businessEndpoints.removeLogo>(endpoint: E) {
  const client = useQueryClient();
  return useEndpointMutation(endpoint, {
    onSuccess: (p: BusinessProfile) => setEndpointData(client, businessEndpoints.profile, {}, p),
  });
}
