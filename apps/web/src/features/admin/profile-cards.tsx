import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@wf/shared/contracts/admin/admin';
import type { CurrentUser } from '@wf/shared/contracts/common/user';
import { ApiError } from '../../lib/api.ts';
import { useMessageText, useT } from '../../lib/i18n/index.ts';
import { NewPasswordFields, PasswordField, passwordsDiffer } from '../auth/index.ts';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { profileEndpoints } from '@wf/shared/contracts/admin/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { useChangePassword, useSetUser } from './profile-cache.ts';
import { errorText } from './labels.ts';

/** The cards of the profile page (profile-page.tsx). */

type Msg = { ok: boolean; text: string } | null;

/** A card of the profile page: its title, then its content. */
function ProfileCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A card's form: the outcome of its last submission above its fields, its submit button at the end. */
function CardForm({ onSubmit, msg, children, submit }: { onSubmit(e: FormEvent): void; msg: Msg; children: ReactNode; submit: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        {msg && <Alert severity={msg.ok ? 'success' : 'error'}>{msg.text}</Alert>}
        {children}
        <Box>{submit}</Box>
      </Stack>
    </form>
  );
}

export function NameCard({ user }: { user: CurrentUser }) {
  const { t } = useT();
  const [name, setName] = useState(user.name);
  const [msg, setMsg] = useState<Msg>(null);
  const setUser = useSetUser();
  const save = useEndpointMutation(commonEndpoints.updateUser, { onSuccess: setUser });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return;
    save.mutate({ body: { user: { name: name.trim() } } }, {
      onSuccess: () => setMsg({ ok: true, text: t('admin.profile.nameSaved') }),
      onError: (err) => setMsg({ ok: false, text: errorText(t, err) }),
    });
  }
  return (
    <ProfileCard title={t('admin.profile.details')}>
      <CardForm
        onSubmit={submit}
        msg={msg}
        submit={
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || !name.trim() || name.trim() === user.name}
          >
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        }
      >
        <TextField
          label={t('common.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          error={!name.trim()}
          helperText={!name.trim() ? t('validation.required') : undefined}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField label={t('admin.profile.username')} value={user.username} disabled />
        <TextField label={t('common.email')} value={user.email} disabled helperText={t('admin.profile.emailHint')} />
      </CardForm>
    </ProfileCard>
  );
}

export function AvatarCard({ user }: { user: CurrentUser }) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [msg, setMsg] = useState<Msg>(null);
  const setUser = useSetUser();
  const upload = useEndpointMutation(profileEndpoints.uploadAvatar, { onSuccess: setUser });
  const remove = useEndpointMutation(commonEndpoints.updateUser, { onSuccess: setUser });
  const failed = (err: unknown) =>
    setMsg({
      ok: false,
      text: err instanceof ApiError && err.status === 413 ? t('admin.profile.tooLarge') : errorText(t, err),
    });
  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    // Quick checks here; the server decides by the file's content.
    if (file.size > AVATAR_MAX_BYTES) return setMsg({ ok: false, text: t('admin.profile.tooLarge') });
    if (file.type && !(AVATAR_TYPES as readonly string[]).includes(file.type))
      return setMsg({ ok: false, text: t('admin.profile.wrongType') });
    setMsg(null);
    // The image itself is the body; the server checks what it really is.
    upload.mutate(
      { body: file, headers: { 'content-type': 'application/octet-stream' } },
      { onSuccess: () => setMsg({ ok: true, text: t('admin.profile.pictureSaved') }), onError: failed },
    );
  }
  function removePicture() {
    remove.mutate({ body: { user: { avatar: null } } }, {
      onSuccess: () => setMsg({ ok: true, text: t('admin.profile.pictureRemoved') }),
      onError: (err) => setMsg({ ok: false, text: errorText(t, err) }),
    });
  }
  return (
    <ProfileCard title={t('admin.profile.picture')}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Avatar src={user.avatar ?? undefined} alt={user.name} sx={{ width: 96, height: 96, fontSize: 40 }}>
          {user.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack spacing={1}>
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            hidden
            onChange={choose}
            aria-label={t('admin.profile.chooseAria')}
          />
          <Button
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            onClick={() => input.current?.click()}
            disabled={upload.isPending}
          >
            {upload.isPending ? t('admin.profile.uploading') : t('admin.profile.upload')}
          </Button>
          {user.avatar && (
            <Button color="error" onClick={removePicture} disabled={remove.isPending}>
              {t('admin.profile.remove')}
            </Button>
          )}
          <Typography variant="caption" color="text.secondary">
            {t('admin.profile.pictureHint')}
          </Typography>
        </Stack>
      </Stack>
      {msg && (
        <Alert severity={msg.ok ? 'success' : 'error'} sx={{ mt: 2 }}>
          {msg.text}
        </Alert>
      )}
    </ProfileCard>
  );
}

export function PasswordCard() {
  const { t } = useT();
  const message = useMessageText();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [msg, setMsg] = useState<Msg>(null);
  const mismatch = passwordsDiffer(next, confirm);
  const change = useChangePassword();
  function submit(e: FormEvent) {
    e.preventDefault();
    if (mismatch || !current || !next) return;
    change.mutate(
      { body: { currentPassword: current, newPassword: next } },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          setFields({});
          setMsg({ ok: true, text: t('admin.profile.changed') });
        },
        onError: (err) => {
          setFields(err instanceof ApiError ? (err.fields ?? {}) : {});
          setMsg({ ok: false, text: errorText(t, err) });
        },
      },
    );
  }
  return (
    <ProfileCard title={t('admin.profile.changePassword')}>
      <CardForm
        onSubmit={submit}
        msg={msg}
        submit={
          <Button
            type="submit"
            variant="contained"
            disabled={change.isPending || !current || !next || !confirm || mismatch}
          >
            {change.isPending ? t('admin.profile.changing') : t('admin.profile.changePassword')}
          </Button>
        }
      >
        <PasswordField
          label={t('admin.profile.currentPassword')}
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          autoComplete="current-password"
          error={!!fields.currentPassword}
          helperText={message(fields.currentPassword)}
        />
        <NewPasswordFields
          password={next}
          confirm={confirm}
          onPasswordChange={setNext}
          onConfirmChange={setConfirm}
          error={message(fields.newPassword)}
          confirmLabel={t('admin.profile.confirmNew')}
        />
      </CardForm>
    </ProfileCard>
  );
}
