import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { TenantBrand } from '../../components/layout/TenantBrand';

/** The tenant's logo (or, without one, its name) at the top of the menu; a click goes home. */
export function DrawerBrand({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Box
      component={Link}
      to="/"
      onClick={onNavigate}
      data-testid="drawer-brand"
      sx={{
        display: 'flex',
        alignItems: 'center',
        px: 2,
        py: 1.5,
        minHeight: 56,
        minWidth: 0,
        textDecoration: 'none',
        color: 'text.primary',
      }}
    >
      <TenantBrand height={40} nameProps={{ color: 'primary' }} />
    </Box>
  );
}
