import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@wf/shared/contracts/admin/admin';
import type { CurrentUser } from '@wf/shared/contracts/common/user';
import { ApiError } from '../../lib/api.ts';
import { setToken } from '../../lib/token.ts';
import { PasswordField } from '../auth/index.ts';
import { profileApi } from './admin-api.ts';
import { fieldMessage, ROLE_LABELS } from './labels.ts';
import { errorText } from './staff-dialogs.tsx';

/** The same cache entry the shell reads the signed-in user from. */
const USER_KEY = ['user'];

type Msg = { ok: boolean; text: string } | null;

function NameCard({ user }: { user: CurrentUser }) {
  const client = useQueryClient();
  const [name, setName] = useState(user.name);
  const [msg, setMsg] = useState<Msg>(null);
  const save = useMutation({
    mutationFn: profileApi.rename,
    onSuccess: (u) => {
      client.setQueryData(USER_KEY, u);
      setMsg({ ok: true, text: 'Your name is saved.' });
    },
    onError: (err) => setMsg({ ok: false, text: errorText(err) }),
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (name.trim()) save.mutate(name.trim());
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Your details
        </Typography>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {msg && <Alert severity={msg.ok ? 'success' : 'error'}>{msg.text}</Alert>}
            <TextField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              error={!name.trim()}
              helperText={!name.trim() ? 'Required' : undefined}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <TextField label="Username" value={user.username} disabled />
            <TextField
              label="E-mail"
              value={user.email}
              disabled
              helperText="Ask an administrator to change your e-mail address."
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={save.isPending || !name.trim() || name.trim() === user.name}
              >
                {save.isPending ? 'Saving…' : 'Save'}
              </Button>
            </Box>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}

function AvatarCard({ user }: { user: CurrentUser }) {
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [msg, setMsg] = useState<Msg>(null);
  const upload = useMutation({
    mutationFn: profileApi.uploadAvatar,
    onSuccess: (u) => {
      client.setQueryData(USER_KEY, u);
      setMsg({ ok: true, text: 'Your picture is saved.' });
    },
    onError: (err) =>
      setMsg({
        ok: false,
        text: err instanceof ApiError && err.status === 413 ? 'The picture is larger than 1 MB.' : errorText(err),
      }),
  });
  const remove = useMutation({
    mutationFn: profileApi.removeAvatar,
    onSuccess: (u) => {
      client.setQueryData(USER_KEY, u);
      setMsg({ ok: true, text: 'Your picture is removed.' });
    },
    onError: (err) => setMsg({ ok: false, text: errorText(err) }),
  });
  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    // Quick checks here; the server decides by the file's content.
    if (file.size > AVATAR_MAX_BYTES) return setMsg({ ok: false, text: 'The picture is larger than 1 MB.' });
    if (file.type && !(AVATAR_TYPES as readonly string[]).includes(file.type))
      return setMsg({ ok: false, text: 'Choose a PNG, JPEG or WebP image.' });
    setMsg(null);
    upload.mutate(file);
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Picture
        </Typography>
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
              aria-label="Choose a picture"
            />
            <Button
              variant="outlined"
              startIcon={<PhotoCameraIcon />}
              onClick={() => input.current?.click()}
              disabled={upload.isPending}
            >
              {upload.isPending ? 'Uploading…' : 'Upload a picture'}
            </Button>
            {user.avatar && (
              <Button color="error" onClick={() => remove.mutate()} disabled={remove.isPending}>
                Remove picture
              </Button>
            )}
            <Typography variant="caption" color="text.secondary">
              PNG, JPEG or WebP, at most 1 MB.
            </Typography>
          </Stack>
        </Stack>
        {msg && (
          <Alert severity={msg.ok ? 'success' : 'error'} sx={{ mt: 2 }}>
            {msg.text}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function PasswordCard() {
  const client = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [msg, setMsg] = useState<Msg>(null);
  const mismatch = confirm !== '' && confirm !== next;
  const change = useMutation({
    mutationFn: () => profileApi.changePassword(current, next),
    onSuccess: (reply) => {
      // This session continues with the fresh token; every other session is signed out.
      setToken(reply.accessToken);
      client.setQueryData(USER_KEY, reply.user);
      setCurrent('');
      setNext('');
      setConfirm('');
      setFields({});
      setMsg({ ok: true, text: 'Your password is changed. Your other sessions are signed out.' });
    },
    onError: (err) => {
      setFields(err instanceof ApiError ? (err.fields ?? {}) : {});
      setMsg({ ok: false, text: errorText(err) });
    },
  });
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!mismatch && current && next) change.mutate();
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Change password
        </Typography>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {msg && <Alert severity={msg.ok ? 'success' : 'error'}>{msg.text}</Alert>}
            <PasswordField
              label="Current password"
              required
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              autoComplete="current-password"
              error={!!fields.currentPassword}
              helperText={fieldMessage(fields.currentPassword)}
            />
            <PasswordField
              label="New password"
              required
              value={next}
              onChange={(e) => setNext(e.target.value)}
              autoComplete="new-password"
              error={!!fields.newPassword}
              helperText={fieldMessage(fields.newPassword) ?? 'At least 8 characters; not a common password.'}
            />
            <PasswordField
              label="Confirm new password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              autoComplete="new-password"
              error={mismatch}
              helperText={mismatch ? 'The passwords do not match' : undefined}
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={change.isPending || !current || !next || !confirm || mismatch}
              >
                {change.isPending ? 'Changing…' : 'Change password'}
              </Button>
            </Box>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}

/** /profile: the signed-in user's name, picture and password. */
export function Component() {
  const q = useQuery({ queryKey: USER_KEY, queryFn: profileApi.user });
  const user = q.data;
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 880 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Profile
        </Typography>
        {user && <Chip label={ROLE_LABELS[user.role]} />}
      </Stack>
      {user?.mustChangePassword && (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="must-change-password">
          Your administrator gave you a first password. Choose a new one below before you continue.
        </Alert>
      )}
      {q.isError && <Alert severity="error">Your profile could not be loaded: {errorText(q.error)}</Alert>}
      {user && (
        <Stack spacing={3}>
          <AvatarCard user={user} />
          <NameCard key={user.name} user={user} />
          <PasswordCard />
        </Stack>
      )}
    </Box>
  );
}
