import type { Industry } from '@wf/shared/contracts/clients/clients';
import type { TFunction } from '../../lib/i18n/index.ts';

/** Catalogue keys of the industries (the catalogue test checks every one; the client status: CLIENT_STATUS in @wf/shared/enums/records). */
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
