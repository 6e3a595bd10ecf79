import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../lib/page-title';

/**
 * A whole page that has nothing to show and says why: a large mark (a code or an icon), the
 * heading, one sentence of what happened and what to do, and the way on (buttons).
 */
export function StateMessage({
  mark,
  title,
  message,
  actions,
  role,
}: {
  mark: ReactNode;
  title: string;
  message: string;
  actions: ReactNode;
  role?: 'alert';
}) {
  usePageTitle(title);
  return (
    <Stack
      alignItems="center"
      spacing={2}
      role={role}
      sx={{ py: { xs: 6, md: 10 }, px: 2, textAlign: 'center' }}
    >
      <Typography
        variant="h2"
        component="p"
        color="text.secondary"
        aria-hidden
        sx={{ display: 'flex', '& svg': { fontSize: 'inherit' } }}
      >
        {mark}
      </Typography>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
        {message}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems="center">
        {actions}
      </Stack>
    </Stack>
  );
}
