import { describe, expect, it } from 'vitest';
import { endpointKey } from '@wf/shared/api/endpoint';
import { adminEndpoints } from '@wf/shared/contracts/admin/endpoints';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { REAL_PNG } from '../../test/file-fixtures.ts';

const ctx = useTestContext();

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (url: string) => url.replace(':id', SOME_ID);

/** Every admin-management route the server registered (so a new one cannot be left out). */
const adminRoutes = () => ctx.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/'));

describe(`admin management access (${dbLabel})`, () => {
  it('registers every admin route as admin only', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const r of routes) expect(r.access, `${r.method} ${r.url}`).toEqual(['admin']);
    const declared = Object.values(adminEndpoints)
      .map(endpointKey)
      .filter((k) => k.includes(' /api/admin/'));
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(declared.sort());
  });

  it('refuses every admin route to manager, hr and finance (403) and to anonymous callers (401)', async () => {
    for (const role of ['manager', 'hr', 'finance'] as const) {
      const headers = await ctx.as(role);
      for (const r of adminRoutes()) {
        const res = await ctx.inject({
          method: r.method as 'GET',
          url: concrete(r.url),
          headers,
          payload: r.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${role} ${r.method} ${r.url}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
    for (const r of adminRoutes()) {
      const res = await ctx.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `anonymous ${r.method} ${r.url}`).toBe(401);
    }
  });

  it('lets an admin call the read routes', async () => {
    const reads = {
      listStaff: await ctx.call('admin', adminEndpoints.listStaff, { query: {} }),
      audit: await ctx.call('admin', adminEndpoints.audit, { query: {} }),
      auditFacets: await ctx.call('admin', adminEndpoints.auditFacets),
      auditExport: await ctx.call('admin', adminEndpoints.auditExport, { query: {} }),
      dashboard: await ctx.call('admin', adminEndpoints.dashboard),
    };
    for (const [name, res] of Object.entries(reads)) expect(res.statusCode, name).toBe(200);
  });

  it('lets any signed-in user, and no anonymous caller, upload an avatar', async () => {
    const png = REAL_PNG; // a real PNG: the content check parses it (the old fixture was its first 16 bytes)
    const anon = await ctx.inject({
      method: 'POST',
      url: '/api/common/user/avatar',
      headers: { 'content-type': 'application/octet-stream' },
      payload: png,
    });
    expect(anon.statusCode).toBe(401);
    for (const role of ['admin', 'manager', 'hr', 'finance'] as const) {
      const res = await ctx.inject({
        method: 'POST',
        url: '/api/common/user/avatar',
        headers: { ...(await ctx.as(role)), 'content-type': 'application/octet-stream' },
        payload: png,
      });
      expect(res.statusCode, role).toBe(200);
    }
  });
});
