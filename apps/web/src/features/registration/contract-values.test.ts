import { describe, expect, it } from 'vitest';
import { addressWithPostalCode, contractValuesFrom } from './contract-values.ts';

describe('contract values', () => {
  it('prefills name, upper-cased ID, address with postal code, today (Singapore) as DD/MM/YYYY and the position', () => {
    const v = contractValuesFrom(
      {
        client_name: ' Tan Mei Ling ',
        id_number: 's1234567d',
        residential_address: '1 Orchard Road',
        postal_code: '238823',
        position_applied: 'Sales Promoter @ Island wide',
        signature: 'data:image/png;base64,AAAA',
      },
      new Date('2026-03-04T17:30:00Z'), // 5 March, 01:30 in Singapore
    );
    expect(v).toEqual({
      name: 'Tan Mei Ling',
      idNumber: 'S1234567D',
      address: '1 Orchard Road, 238823',
      date: '05/03/2026',
      position: 'Sales Promoter @ Island wide',
      signature: 'data:image/png;base64,AAAA',
    });
  });
  it('does not repeat a postal code the address already contains', () => {
    expect(addressWithPostalCode('Orchard, Singapore 238823', '238823')).toBe('Orchard, Singapore 238823');
    expect(addressWithPostalCode('1 Main St', '')).toBe('1 Main St');
  });
});
