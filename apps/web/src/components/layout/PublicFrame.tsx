import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { AppFooter } from '../../app/shell/AppFooter';
import { useTenant } from '../../features/tenant/api/get-tenant';
import { LanguageSwitch } from './LanguageSwitch';
import { TenantLogo } from './TenantLogo';

/** The frame of signed-out screens: the tenant's logo and name, the language switch, the footer. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const tenant = useTenant().data;
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Stack
        component="header"
        direction="row"
        justifyContent="space-between"
        alignItems="center"
        spacing={2}
        sx={{ px: { xs: 2, sm: 3 }, py: 2 }}
      >
        <Stack
          direction="row"
          spacing={1.5}
          alignItems="center"
          component={Link}
          to="/"
          sx={{ textDecoration: 'none', minWidth: 0 }}
        >
          <TenantLogo height={36} />
          <Typography variant="h6" component="p" color="primary" fontWeight={700} noWrap>
            {tenant?.name ?? ''}
          </Typography>
        </Stack>
        <LanguageSwitch />
      </Stack>
      <Box component="main" sx={{ flexGrow: 1, px: 2, pb: 4 }}>
        {children}
      </Box>
      <AppFooter signedIn={false} />
    </Box>
  );
}
