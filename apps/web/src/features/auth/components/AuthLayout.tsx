import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PublicFrame } from '../../../components/layout/PublicFrame';
import { usePageTitle } from '../../../lib/page-title';

/** The signed-out screens: the public frame (brand, language, footer) around one card. */
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
  usePageTitle(title);
  return (
    <PublicFrame>
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 1, md: 5 } }}>
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
    </PublicFrame>
  );
}
