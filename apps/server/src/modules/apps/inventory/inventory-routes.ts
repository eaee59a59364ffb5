import type { FastifyInstance } from 'fastify';
import { inventoryEndpoints } from '@wf/shared/contracts/apps/inventory/endpoints';
import { INVENTORY_IMAGE_MAX_BYTES, INVENTORY_IMAGE_TYPES } from '@wf/shared/contracts/apps/inventory/inventory';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { AppError, badRequest, withDeadlockRetry } from '../../../http/errors.ts';
import { readFileType } from '../../../http/file-content.ts';
import { routes } from '../../../http/route.ts';
import { auditDownloadOf } from '../../audit/index.ts';
import { addImage, readImage, removeImage } from './inventory-images.ts';
import * as svc from './inventory-service.ts';

const RAW_TYPES = ['application/octet-stream', 'image/png', 'image/jpeg', 'image/webp'];

/** Inventory (docs/product/template-apps.md#inventory): everyone reads, admin and hr keep it and issue items. */
export async function inventoryRoutes(app: FastifyInstance): Promise<void> {
  // Scoped to this plugin: the picture upload's raw body.
  app.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer', bodyLimit: INVENTORY_IMAGE_MAX_BYTES }, (_req, body, done) => done(null, body));
  const uid = (req: { user: { id: string } }) => req.user.id;
  routes(app, inventoryEndpoints, {
    categories: () => svc.listCategories(app.db),
    brands: () => svc.listBrands(app.db),
    vendors: () => svc.listVendors(app.db),
    products: (req) => svc.listProducts(app.db, req.query),
    product: (req) => svc.getProduct(app.db, req.query.id),
    createProduct: () => svc.createProduct(app.db),
    updateProduct: (req) => app.db.transaction((tx) => svc.updateProduct(tx, req.body.id, req.body.product)),
    deleteProduct: async (req) => {
      const images = await app.db.transaction((tx) => svc.deleteProduct(tx, req.query.id));
      await app.files.discard(images);
      return true as const;
    },
    uploadImage: [
      async (req) => {
        const body: unknown = req.body;
        if (body !== undefined && body !== null && !Buffer.isBuffer(body))
          throw new AppError(415, ERROR_CODES.unsupportedMedia, 'Send the image itself as the body (application/octet-stream)');
        if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('Choose an image file', { image: 'validation.required' });
        const type = (await readFileType(body, INVENTORY_IMAGE_TYPES))?.mime;
        if (!type) throw new AppError(415, ERROR_CODES.unsupportedMedia, 'The picture must be a PNG, JPEG or WebP image', { image: 'validation.imageType' });
        return addImage(app.db, app.files, req.query.id, { data: body, mime: type });
      },
      { bodyLimit: INVENTORY_IMAGE_MAX_BYTES },
    ],
    image: async (req, reply) => {
      const image = await readImage(app.db, app.files, req.query.id);
      auditDownloadOf(req, { entityType: 'inventory_product', entityId: image.productId });
      return reply
        .type(image.mime)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline; filename="product"')
        .send(image.data);
    },
    deleteImage: (req) => removeImage(app.db, app.files, req.query.id),
    tags: () => svc.listTags(app.db),
    createTag: (req) => svc.createTag(app.db, req.body.tag.title),
    updateTag: (req) => svc.updateTag(app.db, req.body.id, req.body.tag.title),
    deleteTag: (req) => svc.deleteTag(app.db, req.query.id),
    issue: (req) => withDeadlockRetry(() => app.db.transaction((tx) => svc.moveToWorker(tx, uid(req), req.body))),
    returnItem: (req) =>
      withDeadlockRetry(() => app.db.transaction((tx) => svc.moveToWorker(tx, uid(req), { ...req.body, quantity: -req.body.quantity }))),
    workerItems: (req) => svc.workerItems(app.db, req.query.workerId),
    holders: (req) => svc.productHolders(app.db, req.query.productId),
  });
}
