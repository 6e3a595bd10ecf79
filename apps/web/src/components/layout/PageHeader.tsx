import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../lib/page-title';

/**
 * The page title (the one h1) with the page's main actions on the right; it also names the
 * browser tab ("<page> · <tenant>"), so every screen that uses it gets that for free.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  /** A line under the title naming the context (the service's carrier…). */
  subtitle?: string;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack
      direction="row"
      alignItems="center"
      justifyContent="space-between"
      spacing={2}
      sx={{ mb: 3 }}
      flexWrap="wrap"
      useFlexGap
    >
      <div>
        <Typography variant="h5" component="h1" fontWeight={600}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </div>
      {actions && (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
