import { describe, expect, it } from 'vitest';
import { fillContract } from '../../contracts/registration/contract-text.ts';
import { contractParty } from './contract-party.ts';

const values = { name: 'Tan Mei Ling', idNumber: 'S1234567D', address: '1 Road', date: '24/11/2026', position: 'Cashier' };

describe('contractParty: how the contract names the Company (issue 13, item 17)', () => {
  it('names the business by its name and UEN from the settings', () => {
    expect(contractParty({ name: 'Harbourline Staffing Pte Ltd', uen: '201912345D' }, 'en')).toBe(
      'Harbourline Staffing Pte Ltd (UEN 201912345D)',
    );
    expect(contractParty({ name: 'Harbourline Staffing Pte Ltd', uen: '' }, 'zh')).toBe('Harbourline Staffing Pte Ltd');
    expect(contractParty({ name: '  ', uen: '201912345D' }, 'en')).toBe('the staffing company that runs this registration');
  });

  it('the contract opens with that name, not a placeholder description, in both languages', () => {
    const company = contractParty({ name: 'Harbourline Staffing Pte Ltd', uen: '201912345D' }, 'en');
    const en = fillContract('general', 'en', { ...values, company });
    expect(en.intro[0]).toBe(
      'This agreement is made on 24/11/2026 between Harbourline Staffing Pte Ltd (UEN 201912345D) ("the Company") and Tan Mei Ling, ID number S1234567D, of 1 Road ("you").',
    );
    expect(JSON.stringify(en)).not.toContain('the staffing company that runs this registration');
    const zh = fillContract('promoter', 'zh', { ...values, company: contractParty({ name: 'Harbourline', uen: '201912345D' }, 'zh') });
    expect(zh.intro[0]).toContain('由Harbourline（UEN：201912345D）（以下称“本公司”）与Tan Mei Ling');
    // Before admin sets a name: a description, never an empty party or a raw placeholder.
    expect(fillContract('general', 'en', values).intro[0]).toContain(
      'between the staffing company that runs this registration ("the Company") and',
    );
    expect(JSON.stringify(fillContract('general', 'zh', values))).not.toContain('{company}');
  });
});
