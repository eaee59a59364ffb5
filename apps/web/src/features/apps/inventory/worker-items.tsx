import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { inventoryEndpoints } from '@wf/shared/contracts/apps/inventory/endpoints';
import type { HeldItem, InventoryProduct } from '@wf/shared/contracts/apps/inventory/inventory';
import { formatDate } from '@wf/shared/domain/format';
import { ConfirmDialog } from '../../../components/management/dialog/confirm-dialog.tsx';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useEndpoint, useEndpointMutation } from '../../../lib/use-endpoint.ts';

/** The worker page's section: the uniforms and equipment the worker holds; admin and hr issue and take back. */
export function WorkerItems({ workerId }: { workerId: string }) {
  const { t } = useT();
  const can = useCan();
  const held = useEndpoint(inventoryEndpoints.workerItems, { query: { workerId } }, { enabled: can(inventoryEndpoints.workerItems) });
  const [returning, setReturning] = useState<HeldItem | null>(null);
  const giveBack = useEndpointMutation(inventoryEndpoints.returnItem, { invalidates: [inventoryEndpoints] });
  if (!can(inventoryEndpoints.workerItems)) return null;
  const keeps = can(inventoryEndpoints.issue);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="worker-items-title">
      <Typography variant="h6" component="h2" id="worker-items-title">
        {t('apps.inventory.worker.title')}
      </Typography>
      {held.isError && <Alert severity="error">{errorText(held.error, t)}</Alert>}
      {held.data?.length === 0 && <Typography color="text.secondary">{t('apps.inventory.worker.none')}</Typography>}
      <List dense data-testid="worker-items">
        {held.data?.map((h) => (
          <ListItem
            key={h.productId}
            disableGutters
            secondaryAction={
              keeps && (
                <Button size="small" onClick={() => setReturning(h)}>
                  {t('apps.inventory.worker.return')}
                </Button>
              )
            }
          >
            <ListItemText primary={`${h.name} × ${h.quantity}`} secondary={t('apps.inventory.worker.issuedOn', { sku: h.sku, date: formatDate(h.lastIssuedAt) })} />
          </ListItem>
        ))}
      </List>
      {keeps && <IssueForm workerId={workerId} />}
      <ConfirmDialog
        open={!!returning}
        title={t('apps.inventory.worker.returnTitle')}
        text={t('apps.inventory.worker.returnText', { name: returning?.name ?? '', quantity: returning?.quantity ?? 0 })}
        confirmLabel={t('apps.inventory.worker.return')}
        onConfirm={() => giveBack.mutateAsync({ body: { productId: returning!.productId, workerId, quantity: returning!.quantity } })}
        onClose={() => setReturning(null)}
      />
    </Paper>
  );
}

/** Issue units of an active product in stock. */
function IssueForm({ workerId }: { workerId: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [product, setProduct] = useState<InventoryProduct | null>(null);
  const [quantity, setQuantity] = useState(1);
  const query = { sort: 'name' as const, size: 100 };
  const products = useEndpoint(inventoryEndpoints.products, { query }, { enabled: open });
  const issue = useEndpointMutation(inventoryEndpoints.issue, { invalidates: [inventoryEndpoints] });
  if (!open)
    return (
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {t('apps.inventory.worker.issue')}
      </Button>
    );
  const options = (products.data?.products ?? []).filter((p) => p.active);
  return (
    <Stack spacing={1.5} sx={{ mt: 1 }}>
      <Autocomplete
        options={options}
        loading={products.isPending}
        value={product}
        onChange={(_e, v) => setProduct(v)}
        getOptionLabel={(p) => t('apps.inventory.worker.option', { name: p.name, stock: p.stock })}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label={t('apps.inventory.worker.item')} size="small" />}
      />
      <TextField
        label={t('apps.inventory.worker.quantity')}
        type="number"
        size="small"
        value={quantity}
        onChange={(e) => setQuantity(Math.max(1, Math.trunc(Number(e.target.value) || 1)))}
        slotProps={{ htmlInput: { min: 1 } }}
      />
      {issue.isError && <Alert severity="error">{errorText(issue.error, t)}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          size="small"
          disabled={!product || issue.isPending}
          onClick={() =>
            void issue.mutateAsync({ body: { productId: product!.id, workerId, quantity } }).then(() => {
              setProduct(null);
              setQuantity(1);
              setOpen(false);
            }, () => undefined)
          }
        >
          {t('apps.inventory.worker.issueConfirm')}
        </Button>
        <Button size="small" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
