import type { ClientDetail } from '@wf/shared/contracts/clients/clients';

/** Test data for the client components' tests. */

export const CLIENT_ID = '00000000-0000-4000-8000-000000000001';

/** An active client without contacts, projects or a statement recipient; `over` replaces fields. */
export const clientOf = (over: Partial<ClientDetail> = {}): ClientDetail => ({
  id: CLIENT_ID,
  name: 'Kallang Kitchens Pte Ltd',
  uen: '201912345D',
  industry: null,
  billingAddress: null,
  billingFormattedAddress: null,
  billingPostalCode: null,
  paymentTermsDays: 30,
  status: 'active',
  notes: null,
  archived: false,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  contacts: [],
  billingEmail: null,
  statementRecipient: null,
  version: 1,
  projects: [],
  doNotSend: [],
  ...over,
});
