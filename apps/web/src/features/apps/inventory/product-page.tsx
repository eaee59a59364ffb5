import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { inventoryEndpoints } from '@wf/shared/contracts/apps/inventory/endpoints';
import { inventoryPages } from '@wf/shared/contracts/apps/inventory/pages';
import { LoadingBar } from '../../../components/loading-bar.tsx';
import { ConfirmDialog } from '../../../components/management/dialog/confirm-dialog.tsx';
import { Breadcrumb, errorText, PageHeader } from '../../../components/management/list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useCan } from '../../../lib/use-can.ts';
import { inventoryEndpoints as e } from '@wf/shared/contracts/apps/inventory/endpoints';
import { useEndpoint, useEndpointMutation } from '../../../lib/use-endpoint.ts';
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
  const product = useEndpoint(e.product, { query: { id } }, { enabled: !!id });
  const lookups = useLookups();
  const remove = useEndpointMutation(e.deleteProduct, { invalidates: [e] });
  const editable = can(inventoryEndpoints.updateProduct);

  if (product.isError || lookups.isError)
    return (
      <Box sx={{ p: 4 }}>
        <Alert severity="error">{errorText(product.error ?? lookups.error, t)}</Alert>
      </Box>
    );
  if (product.isPending || !lookups.data) return <LoadingBar />;
  const p = product.data;
  const lists = lookups.data;
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
        <ProductForm key={p.id} product={p} lookups={lists} editable={editable} onSaved={() => setNotice(t('apps.inventory.saved'))} />
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
          await remove.mutateAsync({ query: { id: p.id } });
          void navigate(inventoryPages.list);
        }}
        onClose={() => setConfirming(false)}
      />
      <Snackbar open={!!notice} autoHideDuration={4000} onClose={() => setNotice(null)} message={notice} />
    </Box>
  );
}

/** The form's lists (categories, brands, vendors, tags): one query per endpoint, together once all are in. */
function useLookups() {
  const queries = [useEndpoint(e.categories), useEndpoint(e.brands), useEndpoint(e.vendors), useEndpoint(e.tags)] as const;
  const [categories, brands, vendors, tags] = queries;
  const data =
    categories.data && brands.data && vendors.data && tags.data
      ? { categories: categories.data, brands: brands.data, vendors: vendors.data, tags: tags.data }
      : undefined;
  const failed = queries.find((q) => q.isError);
  return { data, isError: !!failed, error: failed?.error ?? null };
}
