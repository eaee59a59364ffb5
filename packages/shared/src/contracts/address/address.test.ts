import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ADDRESS_POSTAL_CODE_MESSAGE,
  addressSearchQuery,
  addressSelection,
  isValidAddressSelection,
  isValidMyPostcode,
  isValidPostalCode,
  isValidSgPostalCode,
  SG_POSTAL_DISTRICTS,
  SG_POSTAL_SECTORS,
  sgPostalDistrict,
  sgPostalSector,
} from './address.ts';
import { ansonRoad } from './anson-road.test-helper.ts';

const sgAddress = ansonRoad({ approximate: true, provider: 'offline' });

const myAddress = {
  ...sgAddress,
  formatted_address: '12 Jalan Ampang, 50450 Kuala Lumpur, Kuala Lumpur, Malaysia',
  location_lat: 3.139,
  location_lng: 101.6869,
  street_number: '12',
  street: 'Jalan Ampang',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
  country: 'Malaysia',
  country_code: 'MY',
  postal_code: '50450',
};

describe('Singapore postal sectors', () => {
  it('has the 81 sectors 01..82 without 74, each in exactly one of 28 districts', () => {
    expect(SG_POSTAL_DISTRICTS).toHaveLength(28);
    expect(SG_POSTAL_SECTORS).toHaveLength(81);
    const expected = Array.from({ length: 82 }, (_, i) => String(i + 1).padStart(2, '0')).filter((s) => s !== '74');
    expect(SG_POSTAL_SECTORS).toEqual(expected);
    const all = SG_POSTAL_DISTRICTS.flatMap((d) => d.sectors);
    expect(new Set(all).size).toBe(all.length);
  });

  it('maps sectors to the public district table', () => {
    expect(sgPostalDistrict('079903')?.district).toBe('02'); // Anson, Tanjong Pagar
    expect(sgPostalDistrict('018989')?.district).toBe('01');
    expect(sgPostalDistrict('819663')?.district).toBe('17'); // Changi airport: Loyang, Changi
    expect(sgPostalDistrict('820123')?.district).toBe('19'); // Punggol
    expect(sgPostalDistrict('797000')?.district).toBe('28'); // Seletar
    expect(sgPostalDistrict('520123')?.area).toBe('Tampines, Pasir Ris');
    expect(sgPostalDistrict('750123')?.district).toBe('27'); // Sembawang
    expect(sgPostalDistrict('770123')?.district).toBe('26'); // Upper Thomson
  });

  it('sgPostalSector answers the first two digits of a valid code and null otherwise', () => {
    expect(sgPostalSector('079903')).toBe('07');
    expect(sgPostalSector(' 079 903 ')).toBe('07');
    expect(sgPostalSector('740123')).toBeNull(); // sector 74 is not in use
    expect(sgPostalSector('830123')).toBeNull();
    expect(sgPostalSector('000123')).toBeNull();
    expect(sgPostalSector('07990')).toBeNull();
    expect(sgPostalSector('0799031')).toBeNull();
    expect(sgPostalSector('07990a')).toBeNull();
    expect(sgPostalSector('')).toBeNull();
  });

  it('isValidSgPostalCode', () => {
    expect(isValidSgPostalCode('079903')).toBe(true);
    expect(isValidSgPostalCode('828761')).toBe(true);
    expect(isValidSgPostalCode('748761')).toBe(false);
    expect(isValidSgPostalCode('50450')).toBe(false);
  });
});

describe('Malaysian postcodes', () => {
  it('isValidMyPostcode wants 5 digits between 01000 and 98999', () => {
    expect(isValidMyPostcode('50450')).toBe(true);
    expect(isValidMyPostcode('01000')).toBe(true);
    expect(isValidMyPostcode('98859')).toBe(true);
    expect(isValidMyPostcode('00999')).toBe(false);
    expect(isValidMyPostcode('99000')).toBe(false);
    expect(isValidMyPostcode('5045')).toBe(false);
    expect(isValidMyPostcode('504500')).toBe(false);
    expect(isValidMyPostcode('5O450')).toBe(false);
  });

  it('isValidPostalCode checks against the country', () => {
    expect(isValidPostalCode('SG', '079903')).toBe(true);
    expect(isValidPostalCode('MY', '079903')).toBe(false);
    expect(isValidPostalCode('MY', '50450')).toBe(true);
    expect(isValidPostalCode('SG', '50450')).toBe(false);
  });
});

describe('addressSearchQuery', () => {
  it('trims and wants 2..120 characters', () => {
    expect(addressSearchQuery.parse({ q: '  52 ' })).toEqual({ q: '52' });
    expect(addressSearchQuery.safeParse({ q: 'a' }).success).toBe(false);
    expect(addressSearchQuery.safeParse({ q: ' a ' }).success).toBe(false);
    expect(addressSearchQuery.safeParse({ q: 'x'.repeat(120) }).success).toBe(true);
    expect(addressSearchQuery.safeParse({ q: 'x'.repeat(121) }).success).toBe(false);
    expect(addressSearchQuery.safeParse({}).success).toBe(false);
  });
  it('accepts country SG or MY only', () => {
    expect(addressSearchQuery.parse({ q: 'Tampines', country: 'SG' }).country).toBe('SG');
    expect(addressSearchQuery.safeParse({ q: 'Tampines', country: 'ID' }).success).toBe(false);
  });
});

describe('addressSelection', () => {
  const message = (v: unknown) => {
    const r = addressSelection.safeParse(v);
    expect(r.success).toBe(false);
    if (r.success) return undefined;
    expect(r.error.issues).toHaveLength(1);
    expect(r.error.issues[0]!.path).toEqual([]);
    return r.error.issues[0]!.message;
  };

  it('accepts a Singapore address with a valid postal code and coordinates', () => {
    const r = addressSelection.parse(sgAddress);
    expect(r.postal_code).toBe('079903');
    expect(r.country_code).toBe('SG');
    expect(isValidAddressSelection(sgAddress)).toBe(true);
  });

  it('accepts a Malaysian address with a 5-digit postcode', () => {
    expect(addressSelection.parse(myAddress).postal_code).toBe('50450');
  });

  it('drops unknown keys and turns empty optional components into null', () => {
    const r = addressSelection.parse({ ...sgAddress, street_number: '', extra: 'x', provider: undefined });
    expect(r).not.toHaveProperty('extra');
    expect(r.street_number).toBeNull();
    expect(r.provider).toBeNull();
  });

  it('refuses with the one message when anything is wrong', () => {
    const cases: unknown[] = [
      null,
      undefined,
      '10 Anson Road',
      { ...sgAddress, postal_code: null },
      { ...sgAddress, postal_code: '' },
      { ...sgAddress, postal_code: '740123' }, // unknown sector
      { ...sgAddress, postal_code: '50450' }, // a Malaysian code on a Singapore address
      { ...myAddress, postal_code: '079903' },
      { ...sgAddress, location_lat: null },
      { ...sgAddress, location_lng: undefined },
      { ...sgAddress, location_lat: Number.NaN },
      { ...sgAddress, location_lat: 91 },
      { ...sgAddress, country_code: 'ID', country: 'Indonesia' },
      { ...sgAddress, formatted_address: '' },
    ];
    for (const c of cases) expect(message(c), JSON.stringify(c)).toBe(ADDRESS_POSTAL_CODE_MESSAGE);
    expect(ADDRESS_POSTAL_CODE_MESSAGE).toBe('Address must include a valid postal code');
  });

  it('works inside a form schema with the error on the address field', () => {
    const form = z.object({ name: z.string(), address: addressSelection });
    const r = form.safeParse({ name: 'A', address: { ...sgAddress, postal_code: '12' } });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['address', ADDRESS_POSTAL_CODE_MESSAGE],
      ]);
    const ok = form.parse({ name: 'A', address: sgAddress });
    expect(ok.address.formatted_address).toBe('10 Anson Road, Singapore 079903');
  });
});
