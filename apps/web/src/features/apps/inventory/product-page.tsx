import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { inventoryEndpoints } from '@wf/shared/contracts/apps/inventory/endpoints';
import { inventoryPages } from '@wf/shared/contracts/apps/inventory/pages';
import { LoadingBar } from '../../../components/loading-bar.tsx';
import { ConfirmDialog } from '../../../components/management/confirm-dialog.tsx';
import { Breadcrumb, errorText, PageHeader } from '../../../components/management/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useCan } from '../../../lib/use-can.ts';
import { inventoryApi, inventoryKeys, useInventoryChange } from './inventory-api.ts';
import { ProductForm } from './product-form.tsx';
import { ProductHolders } from './product-holders.tsx';
import { ProductImages } from './product-images.tsx';

/** /apps/inventory/:id: one product; admin and hr edit it, others read it. */
export function Component() {
  const { t } = useT();
  const { id = '' } = useParams();
  const can = useCan();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const product = useQuery({ queryKey: inventoryKeys.product(id), queryFn: () => inventoryApi.product(id), enabled: !!id });
  const lookups = useQuery({ queryKey: inventoryKeys.lookups, queryFn: inventoryApi.lookups });
  const remove = useInventoryChange(inventoryApi.remove);
  const editable = can(inventoryEndpoints.updateProduct);

  if (product.isPending || lookups.isPending) return <LoadingBar />;
  if (product.isError || lookups.isError)
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="error">{errorText(product.error ?? lookups.error, t)}</Alert>
      </Box>
    );
  const p = product.data;
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1300 }}>
      <Breadcrumb to={inventoryPages.list} list={t('apps.inventory.title')} current={p.name} />
      <PageHeader
        title={p.name}
        chips={<Chip size="small" label={t(p.active ? 'apps.inventory.active' : 'apps.inventory.inactive')} color={p.active ? 'success' : 'default'} />}
        subtitle={t('apps.inventory.stockLine', { stock: p.stock, reserved: p.reserved })}
        actions={
          can(inventoryEndpoints.deleteProduct) && (
            <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
              {t('apps.inventory.delete')}
            </Button>
          )
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <ProductForm key={p.id} product={p} lookups={lookups.data} editable={editable} onSaved={() => setNotice(t('apps.inventory.saved'))} />
        <Stack spacing={2}>
          <ProductImages product={p} editable={can(inventoryEndpoints.uploadImage)} />
          {can(inventoryEndpoints.holders) && <ProductHolders productId={p.id} />}
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirming}
        danger
        title={t('apps.inventory.deleteTitle')}
        text={t('apps.inventory.deleteText', { name: p.name })}
        confirmLabel={t('common.delete')}
        onConfirm={async () => {
          await remove.mutateAsync([p.id]);
          void navigate(inventoryPages.list);
        }}
        onClose={() => setConfirming(false)}
      />
      <Snackbar open={!!notice} autoHideDuration={4000} onClose={() => setNotice(null)} message={notice} />
    </Box>
  );
}
