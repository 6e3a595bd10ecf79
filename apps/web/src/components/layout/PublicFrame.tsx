import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { AppFooter } from '../../app/shell/AppFooter';
import { LanguageSwitch } from './LanguageSwitch';
import { TenantBrand } from './TenantBrand';

/** The frame of signed-out screens: the tenant's logo and name, the language switch, the footer. */
export function PublicFrame({ children }: { children: ReactNode }) {
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
          <TenantBrand
            height={40}
            nameProps={{ variant: 'h6', component: 'p', color: 'primary' }}
          />
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
