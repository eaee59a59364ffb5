import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../lib/i18n/index.ts';
import { userQuery } from '../../lib/use-can.ts';
import { ROLE } from '@wf/shared/enums/accounts';
import { errorText } from './labels.ts';
import { AvatarCard, NameCard, PasswordCard } from './profile-cards.tsx';

/** /profile: the signed-in user's name, picture and password. */
export function Component() {
  const { t } = useT();
  // The shell's cache entry of the signed-in user (refetched on opening, as every page's query is).
  const q = useQuery(userQuery);
  const user = q.data;
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 880 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('admin.profile.title')}
        </Typography>
        {user && <Chip label={t(ROLE.key(user.role))} />}
      </Stack>
      {user?.mustChangePassword && (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="must-change-password">
          {t('admin.profile.mustChange')}
        </Alert>
      )}
      {q.isError && <Alert severity="error">{t('admin.profile.loadError', { error: errorText(t, q.error) })}</Alert>}
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
