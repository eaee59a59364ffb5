import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { InventoryProduct } from '@wf/shared/contracts/apps/inventory/inventory';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { inventoryEndpoints as e } from '@wf/shared/contracts/apps/inventory/endpoints';
import { call } from '../../../lib/call.ts';
import { useEndpointMutation } from '../../../lib/use-endpoint.ts';

const imageId = (url: string) => new URL(url, 'http://x').searchParams.get('id') ?? '';

/** A picture fetched with the signed-in user's token (the route is not public). */
function Picture({ url, alt }: { url: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    void call(e.image, { query: { id: imageId(url) } }).then((file) => {
      if (!live) return;
      made = URL.createObjectURL(file.blob);
      setSrc(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url]);
  return src ? <img src={src} alt={alt} style={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 8 }} /> : <Box sx={{ width: 96, height: 96, bgcolor: 'action.hover', borderRadius: 2 }} />;
}

/** The product's pictures: PNG, JPEG or WebP, checked by the server by content. */
export function ProductImages({ product, editable }: { product: InventoryProduct; editable: boolean }) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const upload = useEndpointMutation(e.uploadImage, { invalidates: [e] });
  const remove = useEndpointMutation(e.deleteImage, { invalidates: [e] });
  const error = upload.error ?? remove.error;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('apps.inventory.images')}
      </Typography>
      {product.images.length === 0 && <Typography color="text.secondary">{t('apps.inventory.noImages')}</Typography>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {product.images.map((url, i) => (
          <Box key={url} sx={{ position: 'relative' }}>
            <Picture url={url} alt={t('apps.inventory.imageAlt', { name: product.name, n: i + 1 })} />
            {editable && (
              <IconButton
                size="small"
                aria-label={t('apps.inventory.removeImage')}
                onClick={() => remove.mutate({ query: { id: imageId(url) } })}
                sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorText(error, t)}
        </Alert>
      )}
      {editable && (
        <>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate({ query: { id: product.id }, headers: { 'content-type': 'application/octet-stream' }, body: file });
              e.target.value = '';
            }}
          />
          <Button sx={{ mt: 1 }} onClick={() => input.current?.click()} disabled={upload.isPending}>
            {t('apps.inventory.addImage')}
          </Button>
        </>
      )}
    </Paper>
  );
}
