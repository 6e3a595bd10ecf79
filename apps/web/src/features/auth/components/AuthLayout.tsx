import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LanguageSwitch } from '../../../components/layout/LanguageSwitch';
import { AppFooter } from '../../../app/shell/AppFooter';
import { useTenant } from '../../tenant/api/get-tenant';

/** The frame of the signed-out screens: brand, language switch, one card, footer. */
export function AuthLayout({
  title,
  subtitle,
  children,
  maxWidth = 440,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  maxWidth?: number;
}) {
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
        direction="row"
        justifyContent="space-between"
        alignItems="center"
        sx={{ px: 3, py: 2 }}
      >
        <Stack direction="row" spacing={1.5} alignItems="center">
          {tenant?.logo_url && (
            <Box component="img" src={tenant.logo_url} alt="" sx={{ height: 32 }} />
          )}
          <Typography variant="h6" component="p" color="primary" fontWeight={700}>
            {tenant?.name ?? 'Despacho'}
          </Typography>
        </Stack>
        <LanguageSwitch />
      </Stack>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'center',
          px: 2,
          pt: { xs: 2, md: 6 },
          pb: 4,
        }}
      >
        <Card sx={{ width: '100%', maxWidth }} variant="outlined">
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h5" component="h1" fontWeight={600} gutterBottom>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {subtitle}
              </Typography>
            )}
            {children}
          </CardContent>
        </Card>
      </Box>
      <AppFooter signedIn={false} />
    </Box>
  );
}
