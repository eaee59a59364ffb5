import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InventoryProduct, InventoryTag } from '@wf/shared/contracts/apps/inventory/inventory';
import { priceWithTax } from '@wf/shared/domain/apps/inventory/pricing';
import { formatSgd } from '@wf/shared/domain/money';
import { MoneyField } from '../../../components/management/form/money-field.tsx';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import type { z } from 'zod';
import type { productChanges } from '@wf/shared/contracts/apps/inventory/inventory';
import { inventoryEndpoints as e } from '@wf/shared/contracts/apps/inventory/endpoints';
import { useEndpointMutation } from '../../../lib/use-endpoint.ts';

type ProductChanges = z.input<typeof productChanges>;

type Named = { id: string; name: string };
export type Lookups = { categories: Named[]; brands: Named[]; vendors: Named[]; tags: InventoryTag[] };

const intOf = (s: string) => (s.trim() === '' ? 0 : Number(s));

/** The product's fields; price follows base price and tax (the shared rule), shown as it will be saved. */
export function ProductForm({ product, lookups, editable, onSaved }: { product: InventoryProduct; lookups: Lookups; editable: boolean; onSaved(): void }) {
  const { t } = useT();
  const [draft, setDraft] = useState<InventoryProduct>(product);
  // Every inventory query is fetched again after a change.
  const save = useEndpointMutation(e.updateProduct, { invalidates: [e] });
  const set = <K extends keyof InventoryProduct>(key: K, value: InventoryProduct[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: 'name' | 'sku' | 'barcode' | 'description', extra: object = {}) => (
    <TextField label={t(`apps.inventory.field.${key}`)} value={draft[key]} onChange={(e) => set(key, e.target.value)} disabled={!editable} {...extra} />
  );
  const number = (key: 'stock' | 'weight' | 'taxPercent', step = 1) => (
    <TextField
      label={t(`apps.inventory.field.${key}`)}
      type="number"
      value={draft[key]}
      onChange={(e) => set(key, intOf(e.target.value))}
      disabled={!editable}
      slotProps={{ htmlInput: { min: 0, step } }}
    />
  );
  const select = (key: 'category' | 'brand' | 'vendor', options: Named[]) => (
    <TextField select label={t(`apps.inventory.field.${key}`)} value={draft[key] ?? ''} onChange={(e) => set(key, e.target.value || null)} disabled={!editable}>
      <MenuItem value="">{t('apps.inventory.none')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const money = (key: 'cost' | 'basePrice') => (
    <MoneyField label={t(`apps.inventory.field.${key}`)} value={draft[key]} onChange={(c) => set(key, c ?? 0)} disabled={!editable} />
  );
  const submit = async () => {
    const changes: ProductChanges = {
      name: draft.name,
      description: draft.description,
      sku: draft.sku,
      barcode: draft.barcode,
      category: draft.category,
      brand: draft.brand,
      vendor: draft.vendor,
      tags: draft.tags,
      stock: draft.stock,
      cost: draft.cost,
      basePrice: draft.basePrice,
      taxPercent: draft.taxPercent,
      weight: draft.weight,
      active: draft.active,
    };
    await save.mutateAsync({ body: { id: product.id, product: changes } });
    onSaved();
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('name', { required: true, sx: { gridColumn: '1 / -1' } })}
        {text('description', { multiline: true, minRows: 2, sx: { gridColumn: '1 / -1' } })}
        {text('sku')}
        {text('barcode')}
        {select('category', lookups.categories)}
        {select('brand', lookups.brands)}
        {select('vendor', lookups.vendors)}
        {number('weight')}
        {number('stock')}
        <TextField label={t('apps.inventory.field.reserved')} value={draft.reserved} disabled helperText={t('apps.inventory.reservedHelp')} />
        {money('cost')}
        {money('basePrice')}
        {number('taxPercent', 0.01)}
        <Typography sx={{ alignSelf: 'center' }} data-testid="price">
          {t('apps.inventory.field.price')}: <strong>{formatSgd(priceWithTax(draft.basePrice, draft.taxPercent))}</strong>
        </Typography>
        <Autocomplete
          multiple
          sx={{ gridColumn: '1 / -1' }}
          options={lookups.tags.map((tag) => tag.id)}
          getOptionLabel={(id) => lookups.tags.find((tag) => tag.id === id)?.title ?? id}
          value={draft.tags}
          onChange={(_e, v) => set('tags', v)}
          disabled={!editable}
          renderInput={(params) => <TextField {...params} label={t('apps.inventory.field.tags')} />}
        />
        <FormControlLabel
          control={<Switch checked={draft.active} onChange={(e) => set('active', e.target.checked)} disabled={!editable} />}
          label={t('apps.inventory.field.active')}
        />
      </Box>
      {save.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(save.error, t)}
        </Alert>
      )}
      {editable && (
        <Button variant="contained" sx={{ mt: 2 }} disabled={save.isPending || !draft.name.trim()} onClick={() => void submit().catch(() => undefined)}>
          {t('common.save')}
        </Button>
      )}
    </Paper>
  );
}
