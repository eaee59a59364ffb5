import { describe, expect, it } from 'vitest';
import { billingContactIssues, statementRecipient } from './statement-recipient.ts';

const ann = { name: 'Ann Lim', email: 'ann@kallang.sg', receivesStatements: false };
const ben = { name: 'Ben Ong', email: 'accounts@kallang.sg', receivesStatements: false };
const noMail = { name: 'Cai Wen', email: null, receivesStatements: false };

describe('statementRecipient', () => {
  it('is the contact marked as receiving statements, even when it is not the first', () => {
    expect(statementRecipient(null, [ann, { ...ben, receivesStatements: true }])).toEqual({
      name: 'Ben Ong',
      email: 'accounts@kallang.sg',
      source: 'billing_contact',
    });
  });
  it('is the billing e-mail when no contact is marked', () => {
    expect(statementRecipient('ap@kallang.sg', [ann, ben])).toEqual({ name: null, email: 'ap@kallang.sg', source: 'billing_email' });
  });
  it('falls back to the first contact with an e-mail only when neither is set', () => {
    expect(statementRecipient(null, [noMail, ben, ann])).toEqual({ name: 'Ben Ong', email: 'accounts@kallang.sg', source: 'first_contact' });
    expect(statementRecipient('', [noMail, ann])?.source).toBe('first_contact');
  });
  it('skips a marked contact without an address (stored before the rule) and is null when nobody has one', () => {
    expect(statementRecipient(null, [{ ...noMail, receivesStatements: true }, ann])?.email).toBe('ann@kallang.sg');
    expect(statementRecipient(null, [noMail])).toBeNull();
    expect(statementRecipient(null, [])).toBeNull();
  });
});

describe('billingContactIssues', () => {
  it('accepts one marked contact with an e-mail, or a billing e-mail alone, or neither', () => {
    expect(billingContactIssues(null, [ann, { ...ben, receivesStatements: true }])).toEqual([]);
    expect(billingContactIssues('ap@kallang.sg', [ann, ben])).toEqual([]);
    expect(billingContactIssues(null, [])).toEqual([]);
  });
  it('refuses a second marked contact, a marked contact without an e-mail, and both a contact and an e-mail', () => {
    expect(
      billingContactIssues('ap@kallang.sg', [
        { ...ann, receivesStatements: true },
        { ...noMail, receivesStatements: true },
      ]),
    ).toEqual([
      { path: ['contacts', 1, 'receivesStatements'], message: 'validation.oneBillingContact' },
      { path: ['contacts', 1, 'email'], message: 'validation.billingContactEmail' },
      { path: ['billingEmail'], message: 'validation.billingEitherOr' },
    ]);
  });
});
