import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { TenantLogo } from '../../components/layout/TenantLogo';
import { useTenant } from '../../features/tenant/api/get-tenant';

/** The tenant's logo and name at the top of the menu; a click goes home. */
export function DrawerBrand({ onNavigate }: { onNavigate: () => void }) {
  const tenant = useTenant().data;
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={1.5}
      component={Link}
      to="/"
      onClick={onNavigate}
      data-testid="drawer-brand"
      sx={{ px: 2, py: 1.5, minHeight: 56, textDecoration: 'none', color: 'text.primary' }}
    >
      <TenantLogo height={36} />
      <Typography fontWeight={700} color="primary" noWrap>
        {tenant?.name ?? ''}
      </Typography>
    </Stack>
  );
}
