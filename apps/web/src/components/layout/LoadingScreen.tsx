import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/**
 * What a page shows while it loads: the shape of a page (title, cards, rows) rather than a lone
 * spinner; `inline` is a small spinner for a step inside a card (e.g. confirming an e-mail).
 */
export function LoadingScreen({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  if (inline) {
    return (
      <Box
        sx={{ display: 'grid', placeItems: 'center', py: 4 }}
        role="status"
        aria-label={t('common.loading')}
      >
        <CircularProgress size={28} />
      </Box>
    );
  }
  return (
    <Stack
      spacing={2}
      role="status"
      aria-label={t('common.loading')}
      aria-busy
      data-testid="page-skeleton"
    >
      <Skeleton variant="text" width="min(280px, 60%)" sx={{ fontSize: '2rem' }} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} sx={{ flex: 1 }} />
        ))}
      </Stack>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={40} />
      ))}
    </Stack>
  );
}
