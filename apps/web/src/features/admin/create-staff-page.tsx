import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createStaffBody, type CreateStaffBody } from '@wf/shared/contracts/admin/admin';
import type { Role } from '@wf/shared/roles';
import { ApiError } from '../../lib/api.ts';
import { useMessageText, useT } from '../../lib/i18n/index.ts';
import { PasswordField } from '../auth/index.ts';
import { adminEndpoints } from '@wf/shared/contracts/admin/endpoints';
import { useEndpointMutation } from '../../lib/use-endpoint.ts';
import { errorText, roleOptions } from './labels.ts';
import { menuOptions } from '../../components/management/list/list-tools.tsx';
import { staffPages } from '@wf/shared/contracts/admin/pages';

type Mode = CreateStaffBody['mode'];

/** /admin-management/list/create-management: a new staff user, by invitation or first password. */
export function Component() {
  const { t } = useT();
  const message = useMessageText();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [mode, setMode] = useState<Mode>('invite');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  // Every admin query (staff list, dashboard, audit log) is refreshed behind the list the page moves on to.
  const create = useEndpointMutation(adminEndpoints.createStaff, { invalidates: [adminEndpoints], awaitRefetch: false });
  const onCreated = {
    onSuccess: (row: { email: string }) => {
      void navigate(staffPages.list({ search: row.email }), {
        state: { created: row.email, mode },
      });
    },
    onError: (err: unknown) => {
      setError(errorText(t, err));
      setFields(err instanceof ApiError ? (err.fields ?? {}) : {});
    },
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const draft = {
      mode,
      name,
      email,
      role: role || undefined,
      username: username.trim() || undefined,
      ...(mode === 'password' ? { password } : {}),
    };
    // The same contract as the server: errors show before the round trip.
    const parsed = createStaffBody.safeParse(draft);
    if (!parsed.success) {
      const f: Record<string, string> = {};
      for (const issue of parsed.error.issues) f[issue.path.join('.') || '_'] ??= issue.message;
      setFields(f);
      return;
    }
    setFields({});
    create.mutate({ body: parsed.data }, onCreated);
  }

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('admin.create.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('admin.create.subtitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2.5}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label={t('admin.create.fullName')} required value={name} onChange={(e) => setName(e.target.value)} error={!!fields.name} helperText={message(fields.name)} slotProps={{ htmlInput: { maxLength: 120 } }} />
            <TextField label={t('common.email')} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={!!fields.email} helperText={message(fields.email)} autoComplete="off" />
            <TextField
              label={t('admin.create.username')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={!!fields.username}
              helperText={message(fields.username) ?? t('admin.create.usernameHint')}
              autoComplete="off"
            />
            <TextField select label={t('admin.staff.role')} required value={role} onChange={(e) => setRole(e.target.value as Role)} error={!!fields.role} helperText={message(fields.role)}>
              {menuOptions(roleOptions(t))}
            </TextField>
            <FormControl>
              <FormLabel id="mode-label">{t('admin.create.modeLabel')}</FormLabel>
              <RadioGroup aria-labelledby="mode-label" value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
                <FormControlLabel value="invite" control={<Radio />} label={t('admin.create.modeInvite')} />
                <FormControlLabel value="password" control={<Radio />} label={t('admin.create.modePassword')} />
              </RadioGroup>
            </FormControl>
            {mode === 'password' && (
              <PasswordField
                label={t('admin.create.firstPassword')}
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="new-password"
                error={!!fields.password}
                helperText={message(fields.password) ?? t('admin.create.passwordHint')}
              />
            )}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to={staffPages.list()}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={create.isPending}>
                {create.isPending ? t('admin.create.creating') : mode === 'invite' ? t('admin.create.createInvite') : t('admin.create.createUser')}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
