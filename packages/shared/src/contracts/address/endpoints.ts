import { endpoint } from '../../api/endpoint.ts';
import { addressSearchQuery, addressSearchReply } from './address.ts';

/** Address search: public for the registration form; the staff client/location forms use it too. */
export const addressEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/address/search',
    access: 'public',
    tags: ['address'],
    summary: 'Search addresses in Singapore and Malaysia',
    query: addressSearchQuery,
    response: addressSearchReply,
  }),
};
