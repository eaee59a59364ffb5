/**
 * Who a client's billing statements are mailed to (issue #28, docs/decisions/030-billing-statements.md
 * "Billing contact"): the contact the client marked as receiving statements, else the client's
 * billing e-mail address, else (as before the field existed) the first of its contacts, in their
 * order, with an e-mail address. null when none of these has an address.
 */
export const STATEMENT_RECIPIENT_SOURCES = ['billing_contact', 'billing_email', 'first_contact'] as const;
export type StatementRecipientSource = (typeof STATEMENT_RECIPIENT_SOURCES)[number];

export type StatementRecipient = { name: string | null; email: string; source: StatementRecipientSource };

export type RecipientContact = { name: string; email: string | null; receivesStatements: boolean };

const hasEmail = (e: string | null | undefined): e is string => typeof e === 'string' && e.trim() !== '';

/** `contacts` in the client's own order (sort). */
export function statementRecipient(
  billingEmail: string | null | undefined,
  contacts: readonly RecipientContact[],
): StatementRecipient | null {
  const marked = contacts.find((c) => c.receivesStatements && hasEmail(c.email));
  if (marked) return { name: marked.name, email: marked.email!, source: 'billing_contact' };
  if (hasEmail(billingEmail)) return { name: null, email: billingEmail, source: 'billing_email' };
  const first = contacts.find((c) => hasEmail(c.email));
  return first ? { name: first.name, email: first.email!, source: 'first_contact' } : null;
}

/**
 * The client form's rule for the billing fields, as field errors (path, message key): at most one
 * contact receives statements, that contact has an e-mail address, and a client names either a
 * contact or a billing e-mail address, not both (which one would the statement go to?).
 */
export function billingContactIssues(
  billingEmail: string | null | undefined,
  contacts: readonly { email?: string | null; receivesStatements?: boolean }[],
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  const marked = contacts.flatMap((c, i) => (c.receivesStatements ? [i] : []));
  for (const i of marked.slice(1)) issues.push({ path: ['contacts', i, 'receivesStatements'], message: 'validation.oneBillingContact' });
  for (const i of marked) {
    if (!hasEmail(contacts[i]!.email)) issues.push({ path: ['contacts', i, 'email'], message: 'validation.billingContactEmail' });
  }
  if (marked.length > 0 && hasEmail(billingEmail)) issues.push({ path: ['billingEmail'], message: 'validation.billingEitherOr' });
  return issues;
}
