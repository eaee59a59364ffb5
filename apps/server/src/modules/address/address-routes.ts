import type { FastifyInstance } from 'fastify';
import { addressEndpoints as e } from '@wf/shared/contracts/address/endpoints';
import { route } from '../../http/route.ts';
import { enforce } from '../auth/index.ts';
import { createAddressSearch, type AddressSearchDeps } from './address-service.ts';

/** Public address search for the registration form and the staff client/location forms. */
export async function addressRoutes(app: FastifyInstance, opts: AddressSearchDeps = {}): Promise<void> {
  const service = createAddressSearch(app.config, { log: app.log, ...opts });
  // The documentation names the provider this instance is configured with.
  const search = {
    ...e.search,
    description: `Postal code, street or area. Results come from the configured provider (${service.provider}); approximate results carry an area's centre.`,
  };
  route(app, search, async (req) => {
    await enforce(app.db, `address-search:ip:${req.ip}`, app.rateLimits.addressSearchPerIp, 'address searches');
    return { results: await service.search(req.query) };
  });
}
