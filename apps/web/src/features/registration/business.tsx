import { useEffect, useState } from 'react';
import type { BusinessProfile } from '@wf/shared/contracts/business/business';
import { BUSINESS_PATH } from '@wf/shared/contracts/business/paths';

/**
 * The business that runs the registration (issue 13, item 17): name, logo and contact from the
 * admin's settings, fetched once per page (no schema code: this runs before the form's first use).
 * Until it arrives, or when it cannot, the page shows no brand and the contract describes the Company.
 */
let pending: Promise<BusinessProfile | null> | null = null;
export function loadBusiness(fetchImpl: typeof fetch = fetch): Promise<BusinessProfile | null> {
  pending ??= fetchImpl(BUSINESS_PATH, { headers: { Accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<BusinessProfile>) : null))
    .catch(() => null);
  return pending;
}

export function useBusiness(): BusinessProfile | null {
  const [business, setBusiness] = useState<BusinessProfile | null>(null);
  useEffect(() => {
    let live = true;
    void loadBusiness().then((b) => live && setBusiness(b));
    return () => {
      live = false;
    };
  }, []);
  return business;
}

/**
 * The logo and the name above the form. Its row is there from the first paint, empty until the
 * profile arrives (or when admin has set neither): the server's pre-rendered page cannot know
 * them, and nothing below moves when they come (CLS 0, docs/decisions/022).
 */
export function BusinessBrand({ business }: { business: BusinessProfile | null }) {
  if (!business?.name && !business?.logoUrl) return <div className="reg-brand" aria-hidden="true" />;
  return (
    <div className="reg-brand" data-testid="business-brand">
      {business.logoUrl && <img src={business.logoUrl} alt={business.name} height={40} />}
      {business.name && <span>{business.name}</span>}
    </div>
  );
}
