import Box from '@mui/material/Box';
import { useTenant } from '../../features/tenant/api/get-tenant';

/** The tenant's uploaded logo (decorative: the tenant's name is always written beside it). */
export function TenantLogo({ height }: { height: number }) {
  const logo = useTenant().data?.logo_url;
  if (!logo) return null;
  return (
    <Box
      component="img"
      src={logo}
      alt=""
      data-testid="tenant-logo"
      sx={{ height, maxWidth: height * 4, objectFit: 'contain', flexShrink: 0 }}
    />
  );
}
