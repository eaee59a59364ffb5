import { z } from 'zod';
import { endpoint } from '../../../api/endpoint.ts';
import { ROLE_SETS } from '../../../role-sets.ts';
import {
  deletedReply,
  heldItem,
  inventoryBrand,
  inventoryCategory,
  inventoryIdQuery,
  inventoryProduct,
  inventoryTag,
  inventoryVendor,
  issueBody,
  issueReply,
  productHoldersQuery,
  productsQuery,
  productsReply,
  tagBody,
  updateProductBody,
  updateTagBody,
  workerHeldQuery,
} from './inventory.ts';

const tags = ['inventory'];
/** Every staff user reads the catalogue; admin and hr keep it and issue items (decision 132). */
const READ = ROLE_SETS.everyone;
const KEEP = ROLE_SETS.hrDecisions;
const base = '/api/apps/ecommerce/inventory';

/** Inventory (docs/product/template-apps.md#inventory): uniforms and equipment issued to workers. */
export const inventoryEndpoints = {
  categories: endpoint({ method: 'GET', path: `${base}/categories`, access: READ, tags, response: z.array(inventoryCategory) }),
  brands: endpoint({ method: 'GET', path: `${base}/brands`, access: READ, tags, response: z.array(inventoryBrand) }),
  vendors: endpoint({ method: 'GET', path: `${base}/vendors`, access: READ, tags, response: z.array(inventoryVendor) }),
  products: endpoint({
    method: 'GET',
    path: `${base}/products`,
    access: READ,
    tags,
    description: 'Sorted by sku, name or active as case-insensitive text, by any other field numerically; a page beyond the last answers products null.',
    query: productsQuery,
    response: productsReply,
  }),
  product: endpoint({ method: 'GET', path: `${base}/product`, access: READ, tags, query: inventoryIdQuery, response: inventoryProduct }),
  createProduct: endpoint({
    method: 'POST',
    path: `${base}/product`,
    access: KEEP,
    tags,
    description: "A blank product: 'A New Product', inactive.",
    response: inventoryProduct,
  }),
  updateProduct: endpoint({ method: 'PATCH', path: `${base}/product`, access: KEEP, tags, body: updateProductBody, response: inventoryProduct }),
  deleteProduct: endpoint({ method: 'DELETE', path: `${base}/product`, access: KEEP, tags, query: inventoryIdQuery, response: deletedReply }),
  /** A picture of the product: the image's bytes as the body (PNG, JPEG or WebP, checked by content). */
  uploadImage: endpoint({
    method: 'POST',
    path: `${base}/product/image`,
    access: KEEP,
    tags,
    query: inventoryIdQuery,
    headers: z.object({ 'content-type': z.string().optional() }),
    upload: 'raw',
    response: inventoryProduct,
  }),
  /** One picture (its id, from the product's `images`). */
  image: endpoint({ method: 'GET', path: `${base}/image`, access: READ, tags, query: inventoryIdQuery, answer: 'file' }),
  deleteImage: endpoint({ method: 'DELETE', path: `${base}/product/image`, access: KEEP, tags, query: inventoryIdQuery, response: inventoryProduct }),
  tags: endpoint({ method: 'GET', path: `${base}/tags`, access: READ, tags, response: z.array(inventoryTag) }),
  createTag: endpoint({ method: 'POST', path: `${base}/tag`, access: KEEP, tags, body: tagBody, response: inventoryTag }),
  updateTag: endpoint({ method: 'PATCH', path: `${base}/tag`, access: KEEP, tags, body: updateTagBody, response: inventoryTag }),
  deleteTag: endpoint({
    method: 'DELETE',
    path: `${base}/tag`,
    access: KEEP,
    tags,
    description: 'Deletes the tag and strips it from every product.',
    query: inventoryIdQuery,
    response: deletedReply,
  }),
  /** Issue units to a worker: stock down, reserved up, in one transaction; 409 when the stock is short. */
  issue: endpoint({ method: 'POST', path: `${base}/issue`, access: KEEP, tags, body: issueBody, response: issueReply }),
  /** Return units from a worker: reserved down, stock up; 409 when the worker holds fewer. */
  returnItem: endpoint({ method: 'POST', path: `${base}/return`, access: KEEP, tags, body: issueBody, response: issueReply }),
  /** What a worker holds (the worker page): anyone who sees part-timers. */
  workerItems: endpoint({ method: 'GET', path: `${base}/held`, access: ROLE_SETS.people, tags, query: workerHeldQuery, response: z.array(heldItem) }),
  /** Who holds a product (the product page). */
  holders: endpoint({ method: 'GET', path: `${base}/holders`, access: KEEP, tags, query: productHoldersQuery, response: z.array(heldItem) }),
};
