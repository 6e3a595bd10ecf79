import { API_PREFIX } from '@despacho/shared';
import { resolveTenant } from '../../lib/tenant';
import type { PartnerSite } from './curl';

/** This site's API base URL and the tenant the page is read for (the X-Tenant of every call). */
export function partnerSite(): PartnerSite {
  return { apiBase: `${window.location.origin}${API_PREFIX}`, tenant: resolveTenant() };
}
