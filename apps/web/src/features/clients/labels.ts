import type { ClientStatus, Industry } from '@wf/shared/contracts/clients/clients';
import type { TFunction } from '../../lib/i18n/index.ts';

/** Catalogue keys of the client enums (the catalogue test checks every one). */
export const CLIENT_STATUS_KEYS: Record<ClientStatus, string> = {
  active: 'clients.status.active',
  inactive: 'clients.status.inactive',
};

export const INDUSTRY_KEYS: Record<Industry, string> = {
  'Food & Beverage': 'clients.industry.foodBeverage',
  Catering: 'clients.industry.catering',
  Retail: 'clients.industry.retail',
  Logistics: 'clients.industry.logistics',
  Warehousing: 'clients.industry.warehousing',
  'Food Manufacturing': 'clients.industry.foodManufacturing',
  Events: 'clients.industry.events',
  Hospitality: 'clients.industry.hospitality',
  Healthcare: 'clients.industry.healthcare',
  'Facilities Management': 'clients.industry.facilitiesManagement',
  Other: 'clients.industry.other',
};

/** An industry as stored (a value of INDUSTRIES) in the current language; an unknown one as it is. */
export function industryText(t: TFunction, industry: string): string {
  const key = INDUSTRY_KEYS[industry as Industry];
  return key ? t(key) : industry;
}
