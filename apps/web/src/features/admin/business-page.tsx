import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../lib/i18n/index.ts';
import { businessEndpoints } from '@wf/shared/contracts/business/endpoints';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { BusinessDetailsCard, LogoCard } from './business-cards.tsx';
import { errorText } from './labels.ts';

/**
 * /admin-management/business: the business's name, UEN, address, contact and logo (issue 13,
 * item 17). The contract names the business; the public registration shows name, logo, contact.
 */
export function Component() {
  const { t } = useT();
  const q = useEndpoint(businessEndpoints.profile);
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 880 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        {t('admin.business.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('admin.business.intro')}
      </Typography>
      {q.isError && <Alert severity="error">{errorText(t, q.error)}</Alert>}
      {q.data && (
        <Stack spacing={3}>
          <BusinessDetailsCard profile={q.data} />
          <LogoCard profile={q.data} />
        </Stack>
      )}
    </Box>
  );
}
