import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressSearchQuery, addressSearchReply } from '@wf/shared/contracts/address/address';
import { enforce } from '../auth/index.ts';
import { createAddressSearch, type AddressSearchDeps } from './address-service.ts';

const tags = ['address'];

/** Public address search for the registration form and the staff client/location forms. */
export async function addressRoutes(app: FastifyInstance, opts: AddressSearchDeps = {}): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAddressSearch(app.config, { log: app.log, ...opts });

  r.get(
    '/api/address/search',
    {
      schema: {
        tags,
        summary: 'Search addresses in Singapore and Malaysia',
        description: `Postal code, street or area. Results come from the configured provider (${service.provider}); approximate results carry an area's centre.`,
        querystring: addressSearchQuery,
        response: { 200: addressSearchReply },
      },
    },
    async (req) => {
      await enforce(app.db, `address-search:ip:${req.ip}`, app.rateLimits.addressSearchPerIp, 'address searches');
      return { results: await service.search(req.query) };
    },
  );
}
