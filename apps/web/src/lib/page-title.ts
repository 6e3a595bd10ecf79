import { useEffect } from 'react';
import { useTenant } from '../features/tenant/api/get-tenant';

/** The browser tab reads "<page> · <tenant>", so a tab among many says where it is and whose. */
export function usePageTitle(page: string | undefined): void {
  const tenant = useTenant().data?.name;
  useEffect(() => {
    const parts = [page, tenant].filter(Boolean);
    if (parts.length) document.title = parts.join(' · ');
  }, [page, tenant]);
}
