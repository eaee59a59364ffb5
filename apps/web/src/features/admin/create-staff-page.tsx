import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { PasswordField } from '../auth/index.ts';
import { adminApi, adminKeys } from './admin-api.ts';
import { fieldMessage, ROLE_OPTIONS } from './labels.ts';
import { menuOptions } from '../../components/management/list-tools.tsx';

type Mode = CreateStaffBody['mode'];

/** /admin-management/list/create-management: a new staff user, by invitation or first password. */
export function Component() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [mode, setMode] = useState<Mode>('invite');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: (body: CreateStaffBody) => adminApi.createStaff(body),
    onSuccess: (row) => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
      void navigate(`/admin-management/list?search=${encodeURIComponent(row.email)}`, {
        state: { created: row.email, mode },
      });
    },
    onError: (err) => {
      setError(err instanceof ApiError ? err.message : 'Could not reach the server. Try again.');
      setFields(err instanceof ApiError ? (err.fields ?? {}) : {});
    },
  });

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
    create.mutate(parsed.data);
  }

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        New staff user
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The account is active at once with the role you choose.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <form onSubmit={submit} noValidate>
          <Stack spacing={2.5}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label="Full name" required value={name} onChange={(e) => setName(e.target.value)} error={!!fields.name} helperText={fieldMessage(fields.name)} slotProps={{ htmlInput: { maxLength: 120 } }} />
            <TextField label="E-mail" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={!!fields.email} helperText={fieldMessage(fields.email)} autoComplete="off" />
            <TextField
              label="Username (optional)"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={!!fields.username}
              helperText={fieldMessage(fields.username) ?? 'Made from the e-mail address when left empty'}
              autoComplete="off"
            />
            <TextField select label="Role" required value={role} onChange={(e) => setRole(e.target.value as Role)} error={!!fields.role} helperText={fieldMessage(fields.role)}>
              {menuOptions(ROLE_OPTIONS)}
            </TextField>
            <FormControl>
              <FormLabel id="mode-label">How the user gets a password</FormLabel>
              <RadioGroup aria-labelledby="mode-label" value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
                <FormControlLabel value="invite" control={<Radio />} label="E-mail an invitation: they set their own password from a link (valid 7 days, once)" />
                <FormControlLabel value="password" control={<Radio />} label="Give a first password: you tell it to them; they must change it after signing in" />
              </RadioGroup>
            </FormControl>
            {mode === 'password' && (
              <PasswordField
                label="First password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="new-password"
                error={!!fields.password}
                helperText={fieldMessage(fields.password) ?? 'At least 8 characters; not a common password.'}
              />
            )}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to="/admin-management/list">
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={create.isPending}>
                {create.isPending ? 'Creating…' : mode === 'invite' ? 'Create and send invitation' : 'Create user'}
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
