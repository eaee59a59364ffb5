import { describe, expect, it } from 'vitest';
import type { InventoryProduct } from '@wf/shared/contracts/apps/inventory/inventory';
import type { EndpointInput } from '@wf/shared/api/endpoint';
import { inventoryEndpoints as e } from '@wf/shared/contracts/apps/inventory/endpoints';
import { workers } from '../../../db/schema/index.ts';
import { dbLabel } from '../../../test/harness.ts';
import { REAL_PNG } from '../../../test/file-fixtures.ts';
import { useTestContext } from '../../../test/use-test-context.ts';
import { seedInventoryDemo } from './inventory-seed.ts';

const ctx = useTestContext();
const I = '/api/apps/ecommerce/inventory';
const { call } = ctx;
async function product(fields: EndpointInput<typeof e.updateProduct>['body']['product']) {
  const p = (await call('hr', e.createProduct)).answer();
  return (await call('hr', e.updateProduct, { body: { id: p.id, product: fields } })).answer();
}
async function worker(name: string): Promise<string> {
  const [w] = await ctx.database.db
    .insert(workers)
    .values({ name, status: 'active', positionApplied: 'Event Crew', contactNumber: '91234567', dateOfBirth: '1998-03-03', idType: 'Passport', idNumber: `INV${name.replace(/\W/g, '')}` })
    .returning({ id: workers.id });
  return w!.id;
}
const list = async (query: EndpointInput<typeof e.products>['query']) => (await call('finance', e.products, { query })).answer();

describe(`inventory (${dbLabel})`, () => {
  it("POST product makes the blank product: 'A New Product', empty strings, inactive; PATCH merges, price = base + tax", async () => {
    const blank = (await call('admin', e.createProduct)).answer();
    expect(blank).toEqual(
      expect.objectContaining({ name: 'A New Product', description: '', sku: '', barcode: '', tags: [], images: [], thumbnail: null, active: false, stock: 0, reserved: 0, category: null }),
    );
    const changed = (await call('hr', e.updateProduct, { body: { id: blank.id, product: { basePrice: 1999, taxPercent: 8, sku: 'X-1', weight: 250 } } })).answer();
    expect(changed).toEqual(expect.objectContaining({ basePrice: 1999, taxPercent: 8, price: 2159, sku: 'X-1', weight: 250, name: 'A New Product' }));
    expect((await call('hr', e.updateProduct, { body: { id: blank.id, product: { taxPercent: 9 } } })).answer().price).toBe(2179);
    expect((await call('manager', e.product, { query: { id: blank.id } })).answer().price).toBe(2179);
    expect((await call('hr', e.updateProduct, { body: { id: blank.id, product: { basePrice: 10.5 } } })).statusCode).toBe(400);
    expect((await call('hr', e.updateProduct, { body: { id: blank.id, product: { brand: '00000000-0000-4000-8000-000000000000' } } })).statusCode).toBe(400);
    // Roles: everyone reads; only admin and hr change.
    expect((await call('manager', e.createProduct)).statusCode).toBe(403);
    expect((await call('finance', e.updateProduct, { body: { id: blank.id, product: { name: 'x' } } })).statusCode).toBe(403);
    expect((await call('finance', e.deleteProduct, { query: { id: blank.id } })).statusCode).toBe(403);
    expect((await call('admin', e.deleteProduct, { query: { id: blank.id } })).answer()).toBe(true);
    expect((await call('admin', e.product, { query: { id: blank.id } })).statusCode).toBe(404);
  });

  it('GET products: defaults name asc, page 1, size 10; sku/name/active as case-insensitive text, others numerically; search; beyond the last page', async () => {
    const names = ['banana', 'Apple', 'cherry', 'apricot', 'Date', 'elder', 'Fig', 'grape', 'Hazel', 'iris', 'Juniper', 'kiwi'];
    for (const [i, name] of names.entries()) await product({ name: `zz ${name}`, sku: i % 2 ? `s-${name}` : `S-${name}`, stock: (i * 7) % 12 === 0 ? 100 : (i * 7) % 12, basePrice: 900 + i, active: i % 3 === 0 });
    const all = await list({ search: 'zz' });
    expect(all.pagination).toEqual({ length: 12, size: 10, page: 1, lastPage: 2, startIndex: 0, endIndex: 9 });
    expect(all.products!.map((p) => p.name.slice(3))).toEqual(['Apple', 'apricot', 'banana', 'cherry', 'Date', 'elder', 'Fig', 'grape', 'Hazel', 'iris']);
    const second = await list({ search: 'zz', page: 2 });
    expect(second.pagination).toEqual({ length: 12, size: 10, page: 2, lastPage: 2, startIndex: 10, endIndex: 11 });
    expect(second.products!.map((p) => p.name.slice(3))).toEqual(['Juniper', 'kiwi']);
    expect(await list({ search: 'zz', page: 3 })).toEqual({ products: null, pagination: { lastPage: 2 } });
    expect(await list({ search: 'nothing-like-this' })).toEqual({ products: [], pagination: { length: 0, size: 10, page: 1, lastPage: 1, startIndex: 0, endIndex: -1 } });
    expect(await list({ search: 'nothing-like-this', page: 2 })).toEqual({ products: null, pagination: { lastPage: 1 } });
    // Numeric: 9 before 10 before 100 (text order would put 10 and 100 before 9).
    const byStock = (await list({ search: 'zz', sort: 'stock', order: 'asc', size: 20 })).products!.map((p) => p.stock);
    expect(byStock).toEqual([...byStock].sort((a, b) => a - b));
    expect(byStock).toContain(100);
    expect(byStock.indexOf(9)).toBeLessThan(byStock.indexOf(100));
    const desc = (await list({ search: 'zz', sort: 'basePrice', order: 'desc', size: 3 })).products!.map((p) => p.basePrice);
    expect(desc).toEqual([911, 910, 909]);
    // sku as case-insensitive text: S-/s- mixed sorts by the letters after.
    const bySku = (await list({ search: 'zz', sort: 'sku', size: 20 })).products!.map((p) => p.sku.toLowerCase());
    expect(bySku).toEqual([...bySku].sort());
    const byActive = (await list({ search: 'zz', sort: 'active', order: 'desc', size: 20 })).products!.map((p) => p.active);
    expect(byActive.indexOf(false)).toBe(byActive.lastIndexOf(true) + 1);
    expect((await list({ search: 'ZZ A', size: 5 })).products!.map((p) => p.name)).toEqual(['zz Apple', 'zz apricot']);
    expect((await call('finance', 'GET', `${I}/products?sort=description`)).statusCode).toBe(400);
    expect((await call('finance', e.products, { query: { size: 0 } })).statusCode).toBe(400);
  });

  it('tags CRUD; deleting a tag strips it from every product', async () => {
    const t1 = (await call('hr', e.createTag, { body: { tag: { title: 'size XL' } } })).answer();
    const t2 = (await call('hr', e.createTag, { body: { tag: { title: 'returnable item' } } })).answer();
    expect((await call('manager', e.tags)).answer()[0]!.id).toBe(t2.id);
    expect((await call('admin', e.updateTag, { body: { id: t1.id, tag: { title: 'size XXL' } } })).answer().title).toBe('size XXL');
    const p = await product({ name: 'Tagged vest', tags: [t1.id, t2.id] });
    expect(p.tags.sort()).toEqual([t1.id, t2.id].sort());
    expect((await call('manager', e.deleteTag, { query: { id: t1.id } })).statusCode).toBe(403);
    expect((await call('hr', e.deleteTag, { query: { id: t1.id } })).answer()).toBe(true);
    expect((await call('hr', e.product, { query: { id: p.id } })).answer().tags).toEqual([t2.id]);
    expect((await call('hr', e.deleteTag, { query: { id: t1.id } })).statusCode).toBe(404);
  });

  it('issue and return: stock and reserved move together, refused when short; the worker holds the items', async () => {
    const vest = await product({ name: 'Hi-vis vest', sku: 'SAF-V', stock: 3, active: true });
    const ana = await worker('Ana Tan');
    const ben = await worker('Ben Lim');
    const issued = (await call('hr', e.issue, { body: { productId: vest.id, workerId: ana, quantity: 2 } })).answer();
    expect(issued.product).toEqual(expect.objectContaining({ stock: 1, reserved: 2 }));
    expect(issued.held).toBe(2);
    const short = await call('hr', e.issue, { body: { productId: vest.id, workerId: ben, quantity: 2 } });
    expect(short.statusCode).toBe(409);
    expect((await call('hr', e.product, { query: { id: vest.id } })).answer()).toEqual(expect.objectContaining({ stock: 1, reserved: 2 }));
    // Two issues at once of the last unit: one wins, the other is refused; never below zero.
    const race = await Promise.all([
      call('hr', e.issue, { body: { productId: vest.id, workerId: ben, quantity: 1 } }),
      call('admin', e.issue, { body: { productId: vest.id, workerId: ana, quantity: 1 } }),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = (await call('hr', e.product, { query: { id: vest.id } })).answer();
    expect(after).toEqual(expect.objectContaining({ stock: 0, reserved: 3 }));
    const held = (await call('manager', e.workerItems, { query: { workerId: ana } })).answer();
    const anaHolds = race[1]!.statusCode === 200 ? 3 : 2;
    expect(held).toEqual([expect.objectContaining({ productId: vest.id, name: 'Hi-vis vest', sku: 'SAF-V', quantity: anaHolds, workerName: 'Ana Tan' })]);
    // Returning more than held: 409; a return moves them back.
    expect((await call('hr', e.returnItem, { body: { productId: vest.id, workerId: ana, quantity: anaHolds + 1 } })).statusCode).toBe(409);
    const back = (await call('hr', e.returnItem, { body: { productId: vest.id, workerId: ana, quantity: anaHolds } })).answer();
    expect(back.product).toEqual(expect.objectContaining({ stock: anaHolds, reserved: 3 - anaHolds }));
    expect(back.held).toBe(0);
    expect((await call('hr', e.workerItems, { query: { workerId: ana } })).answer()).toEqual([]);
    // A product a worker still holds is not deleted; inactive products are not issued.
    if (anaHolds === 2) {
      expect((await call('hr', e.deleteProduct, { query: { id: vest.id } })).statusCode).toBe(409);
      expect((await call('hr', e.holders, { query: { productId: vest.id } })).answer().map((h) => h.workerName)).toEqual(['Ben Lim']);
    }
    const off = await product({ name: 'Old cap', stock: 5 });
    expect((await call('hr', e.issue, { body: { productId: off.id, workerId: ana, quantity: 1 } })).statusCode).toBe(409);
    // Roles: managers read a worker's items, never issue; finance neither; unknown worker 404.
    expect((await call('manager', e.issue, { body: { productId: vest.id, workerId: ana, quantity: 1 } })).statusCode).toBe(403);
    expect((await call('finance', e.workerItems, { query: { workerId: ana } })).statusCode).toBe(403);
    expect((await call('hr', e.workerItems, { query: { workerId: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(404);
    expect((await call('hr', e.issue, { body: { productId: vest.id, workerId: ana, quantity: 0 } })).statusCode).toBe(400);
  });

  it('pictures are checked by content, served to staff, removed', async () => {
    const p = await product({ name: 'Radio' });
    const auth = await ctx.as('hr');
    const send = (body: Buffer) =>
      ctx.inject({ method: 'POST', url: `${I}/product/image?id=${p.id}`, headers: { 'content-type': 'application/octet-stream', ...auth }, payload: body });
    expect((await send(Buffer.from('<html>not a picture</html>'))).statusCode).toBe(415);
    const res = await send(REAL_PNG);
    expect(res.statusCode, res.body).toBe(200);
    const withImage = res.json() as InventoryProduct;
    expect(withImage.images).toHaveLength(1);
    expect(withImage.thumbnail).toBe(withImage.images[0]);
    const got = await call('finance', 'GET', withImage.images[0]!);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    const imageId = withImage.images[0]!.split('id=')[1]!;
    expect((await call('hr', e.deleteImage, { query: { id: imageId } })).answer().images).toEqual([]);
  });

  it('lists categories, brands and vendors; the demo catalogue is seeded once', async () => {
    await seedInventoryDemo(ctx.database);
    await seedInventoryDemo(ctx.database);
    const cats = (await call('finance', e.categories)).answer();
    expect(cats.map((c) => c.slug)).toEqual(['equipment', 'safety-gear', 'uniforms']);
    expect((await call('finance', e.brands)).answer().length).toBe(3);
    expect((await call('finance', e.vendors)).answer().length).toBe(2);
    const polos = await list({ search: 'polo' });
    expect(polos.products!.map((p) => [p.sku, p.price, p.active])).toEqual([
      ['UNI-POLO-L', 1635, true],
      ['UNI-POLO-M', 1635, true],
    ]);
  });
});
