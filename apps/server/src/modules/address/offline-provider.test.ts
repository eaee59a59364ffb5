import { describe, expect, it } from 'vitest';
import {
  ADDRESS_POSTAL_CODE_MESSAGE,
  addressResult,
  addressSelection,
  SG_POSTAL_SECTORS,
  type AddressSearchQuery,
} from '@wf/shared/contracts/address/address';
import { ansonRoad } from '@wf/shared/contracts/address/anson-road.test-helper';
import { MY_RANGES, SG_SECTORS } from './offline-data.ts';
import { areaScore, lookupMyPostcode, offlineProvider, offlineSearch } from './offline-provider.ts';

const search = (q: string, country?: AddressSearchQuery['country']) => offlineSearch({ q, country });

describe('offline data', () => {
  it('has a place and centre for every Singapore postal sector and no other', () => {
    expect(Object.keys(SG_SECTORS).sort()).toEqual([...SG_POSTAL_SECTORS]);
    for (const [sector, s] of Object.entries(SG_SECTORS)) {
      expect(s.names.length, sector).toBeGreaterThan(0);
      expect(s.lat, sector).toBeGreaterThan(1.2);
      expect(s.lat, sector).toBeLessThan(1.48);
      expect(s.lng, sector).toBeGreaterThan(103.6);
      expect(s.lng, sector).toBeLessThan(104.05);
    }
  });

  it('has Malaysian ranges inside 01000..98999 with centres in Malaysia', () => {
    for (const r of MY_RANGES) {
      const label = `${r.from}-${r.to} ${r.town ?? ''} ${r.state}`;
      expect(r.from, label).toBeLessThanOrEqual(r.to);
      expect(r.from, label).toBeGreaterThanOrEqual(1000);
      expect(r.to, label).toBeLessThanOrEqual(98999);
      expect(r.lat, label).toBeGreaterThan(0.8);
      expect(r.lat, label).toBeLessThan(7.5);
      expect(r.lng, label).toBeGreaterThan(99.5);
      expect(r.lng, label).toBeLessThan(119.5);
    }
  });

  it('town ranges never cross into another state', () => {
    const stateWide = MY_RANGES.filter((r) => r.town === null);
    for (const r of MY_RANGES.filter((x) => x.town !== null)) {
      const container = stateWide.find((s) => r.from >= s.from && r.to <= s.to);
      if (container) expect(container.state, `${r.town}`).toBe(r.state);
    }
  });
});

describe('lookupMyPostcode', () => {
  it.each([
    ['50450', 'Kuala Lumpur', 'Kuala Lumpur'],
    ['60000', 'Kuala Lumpur', 'Kuala Lumpur'],
    ['46100', 'Petaling Jaya', 'Selangor'],
    ['47500', 'Subang Jaya', 'Selangor'],
    ['40150', 'Shah Alam', 'Selangor'],
    ['63000', 'Cyberjaya', 'Selangor'],
    ['68000', 'Ampang', 'Selangor'],
    ['62502', 'Putrajaya', 'Putrajaya'],
    ['80100', 'Johor Bahru', 'Johor'],
    ['81300', 'Skudai', 'Johor'],
    ['79100', 'Iskandar Puteri', 'Johor'],
    ['10050', 'George Town', 'Penang'],
    ['14000', 'Bukit Mertajam', 'Penang'],
    ['30450', 'Ipoh', 'Perak'],
    ['75300', 'Melaka', 'Melaka'],
    ['70200', 'Seremban', 'Negeri Sembilan'],
    ['88100', 'Kota Kinabalu', 'Sabah'],
    ['93050', 'Kuching', 'Sarawak'],
    ['87000', 'Labuan', 'Labuan'],
  ])('%s is %s, %s', (code, town, state) => {
    const r = lookupMyPostcode(code);
    expect(r?.town).toBe(town);
    expect(r?.state).toBe(state);
  });

  it('knows the state but not the town for other codes in a state block', () => {
    expect(lookupMyPostcode('06700')).toMatchObject({ town: null, state: 'Kedah' });
    expect(lookupMyPostcode('44000')).toMatchObject({ town: null, state: 'Selangor' });
    expect(lookupMyPostcode('86400')).toMatchObject({ town: null, state: 'Johor' });
  });

  it('answers null outside the ranges and for malformed codes', () => {
    expect(lookupMyPostcode('00100')).toBeNull();
    expect(lookupMyPostcode('03500')).toBeNull();
    expect(lookupMyPostcode('99000')).toBeNull();
    expect(lookupMyPostcode('5045')).toBeNull();
    expect(lookupMyPostcode('5045a')).toBeNull();
  });
});

describe('offline search: Singapore postal codes', () => {
  it('resolves a postal code alone through its sector', async () => {
    const results = await offlineProvider().search({ q: '079903' });
    expect(results).toHaveLength(1);
    expect(results[0]).toEqual(
      ansonRoad({
        formatted_address: 'Anson Road, Singapore 079903',
        location_lat: SG_SECTORS['07']!.lat,
        location_lng: SG_SECTORS['07']!.lng,
        street_number: null,
        street: null,
        place_id: 'offline:SG:079903',
        approximate: true,
        provider: 'offline',
      }),
    );
  });

  it('keeps the typed street of free text with a postal code', () => {
    const [r] = search('10 Anson Road 079903');
    expect(r).toMatchObject({
      formatted_address: '10 Anson Road, Singapore 079903',
      street_number: '10',
      street: 'Anson Road',
      postal_code: '079903',
    });
  });

  it('understands block numbers, units, an S prefix, the country and lower case', () => {
    expect(search('blk 123 tampines st 11 #05-12 S521123')[0]).toMatchObject({
      formatted_address: 'Blk 123 Tampines St 11 #05-12, Singapore 521123',
      street_number: '123',
      street: 'Tampines St 11',
      postal_code: '521123',
      location_lat: SG_SECTORS['52']!.lat,
    });
    expect(search('10 anson road, singapore 079903')[0]!.formatted_address).toBe('10 Anson Road, Singapore 079903');
    expect(search('1 Punggol Field Singapore(828761)')[0]).toMatchObject({
      postal_code: '828761',
      street_number: '1',
      street: 'Punggol Field',
    });
  });

  it('refuses postal codes of sectors not in use, and longer numbers', () => {
    expect(search('740123')).toEqual([]);
    expect(search('830000')).toEqual([]);
    expect(search('0799031')).toEqual([]);
  });
});

describe('offline search: Malaysian postcodes', () => {
  it('resolves a postcode alone to town and state', () => {
    const [r] = search('46100');
    expect(r).toMatchObject({
      formatted_address: '46100 Petaling Jaya, Selangor, Malaysia',
      city: 'Petaling Jaya',
      state: 'Selangor',
      country: 'Malaysia',
      country_code: 'MY',
      postal_code: '46100',
      approximate: true,
    });
  });

  it('keeps the typed street and drops the repeated town', () => {
    for (const q of ['12 Jalan Ampang, 50450 Kuala Lumpur', '12 Jalan Ampang 50450 Kuala Lumpur, Malaysia']) {
      expect(search(q)[0]).toMatchObject({
        formatted_address: '12 Jalan Ampang, 50450 Kuala Lumpur, Malaysia',
        street_number: '12',
        street: 'Jalan Ampang',
        city: 'Kuala Lumpur',
        state: 'Kuala Lumpur',
        postal_code: '50450',
      });
    }
  });

  it('gives the state alone when the town is not known', () => {
    expect(search('06700')[0]).toMatchObject({
      formatted_address: '06700 Kedah, Malaysia',
      city: null,
      state: 'Kedah',
    });
  });
});

describe('offline search: country filter, areas and nothing found', () => {
  it('restricts to the requested country', () => {
    expect(search('50450', 'SG')).toEqual([]);
    expect(search('079903', 'MY')).toEqual([]);
    expect(search('Petaling Jaya', 'SG')).toEqual([]);
    expect(search('Tampines', 'MY')).toEqual([]);
  });

  it('finds a known area by name, without a postal code', () => {
    const [r] = search('Tampines');
    expect(r).toMatchObject({
      formatted_address: 'Tampines, Singapore',
      postal_code: null,
      country_code: 'SG',
      location_lat: SG_SECTORS['52']!.lat,
      approximate: true,
    });
    expect(search('Petaling Jaya')[0]).toMatchObject({
      formatted_address: 'Petaling Jaya, Selangor, Malaysia',
      postal_code: null,
    });
    expect(search('pj')[0]).toMatchObject({ city: 'Petaling Jaya' });
    expect(search('Johor').map((x) => x.formatted_address)).toEqual([
      'Johor, Malaysia',
      'Johor Bahru, Johor, Malaysia',
    ]);
  });

  it('finds areas while the name is still being typed', () => {
    expect(search('tamp')[0]!.formatted_address).toBe('Tampines, Singapore');
    expect(search('anson ro')[0]!.formatted_address).toBe('Anson Road, Singapore');
    const jurong = search('jurong').map((x) => x.formatted_address);
    expect(jurong).toContain('Jurong East, Singapore');
    expect(jurong).toContain('Jurong West, Singapore');
  });

  it('keeps a typed street with the area it names', () => {
    expect(search('10 Anson Road')).toEqual([
      expect.objectContaining({
        formatted_address: '10 Anson Road, Singapore',
        street_number: '10',
        street: 'Anson Road',
        postal_code: null,
      }),
    ]);
  });

  it('answers nothing for text that names no known place', () => {
    expect(search('zzzz qqqq')).toEqual([]);
    expect(search('road')).toEqual([]);
    expect(search('xyz street')).toEqual([]);
    expect(search('12')).toEqual([]);
  });

  it('scores whole names above names being typed', () => {
    expect(areaScore(['changi'], 'changi')).toBeGreaterThan(areaScore(['changi'], 'changi airport'));
    expect(areaScore(['changi', 'a'], 'changi airport')).toBeGreaterThan(0);
    expect(areaScore(['ro'], 'anson road')).toBe(0);
    expect(areaScore(['street'], 'cecil street')).toBe(0);
  });
});

describe('offline results and the address rule', () => {
  const samples = [
    '079903',
    '10 Anson Road 079903',
    '46100',
    '12 Jalan Ampang, 50450 Kuala Lumpur',
    'Tampines',
    'Johor',
    'jurong',
  ];

  it('every result fits the contract, in SG or MY, approximate', () => {
    for (const q of samples) {
      for (const r of search(q)) {
        expect(addressResult.parse(r)).toEqual(r);
        expect(['SG', 'MY']).toContain(r.country_code);
        expect(r.approximate).toBe(true);
      }
    }
  });

  it('a result with a postal code is a valid choice; an area without one is refused with the message', () => {
    expect(addressSelection.safeParse(search('10 Anson Road 079903')[0]).success).toBe(true);
    expect(addressSelection.safeParse(search('46100')[0]).success).toBe(true);
    const area = addressSelection.safeParse(search('Tampines')[0]);
    expect(area.success).toBe(false);
    if (!area.success) expect(area.error.issues[0]!.message).toBe(ADDRESS_POSTAL_CODE_MESSAGE);
  });
});
