import type { AddressResult } from './address.ts';

/**
 * Test helper shared by the address tests (server providers, web search field): an answer for
 * 10 Anson Road, Singapore 079903. Each test names every field its provider sets differently, and
 * compares the whole answer.
 */
export function ansonRoad(fields: Partial<AddressResult> & Pick<AddressResult, 'provider' | 'approximate'>): AddressResult {
  return {
    formatted_address: '10 Anson Road, Singapore 079903',
    location_lat: 1.2755,
    location_lng: 103.8455,
    street_number: '10',
    street: 'Anson Road',
    city: 'Singapore',
    state: null,
    country: 'Singapore',
    country_code: 'SG',
    place_id: 'offline:SG:079903',
    postal_code: '079903',
    ...fields,
  };
}
