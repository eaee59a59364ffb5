import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { workerPages } from '@wf/shared/contracts/workers/pages';
import { formatDate } from '@wf/shared/domain/format';
import { useT } from '../../../lib/i18n/index.ts';
import { inventoryEndpoints as e } from '@wf/shared/contracts/apps/inventory/endpoints';
import { useEndpoint } from '../../../lib/use-endpoint.ts';

/** Who holds units of the product (issue and return happen on the worker's page). */
export function ProductHolders({ productId }: { productId: string }) {
  const { t } = useT();
  const holders = useEndpoint(e.holders, { query: { productId } });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t('apps.inventory.holders')}
      </Typography>
      {holders.data?.length === 0 && <Typography color="text.secondary">{t('apps.inventory.noHolders')}</Typography>}
      <List dense>
        {holders.data?.map((h) => (
          <ListItem key={h.workerId} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={workerPages.record(h.workerId)}>
                  {h.workerName}
                </Link>
              }
              secondary={t('apps.inventory.heldLine', { quantity: h.quantity, date: formatDate(h.lastIssuedAt) })}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
