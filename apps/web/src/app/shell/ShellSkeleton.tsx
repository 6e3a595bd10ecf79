import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../components/layout/LoadingScreen';
import { DRAWER_WIDTH } from './drawer-width';

/** The signed-in frame's shape while the session (user, permissions, menu flags) loads. */
export function ShellSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }} aria-label={t('common.loading')}>
      <Box
        sx={{
          display: { xs: 'none', lg: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <Skeleton variant="rectangular" height={168} />
        <Stack spacing={1.5} sx={{ p: 2 }}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={24} />
          ))}
        </Stack>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Skeleton variant="rectangular" height={56} sx={{ display: { xs: 'block', lg: 'none' } }} />
        <Box sx={{ p: { xs: 2, md: 4 } }}>
          <LoadingScreen />
        </Box>
      </Box>
    </Box>
  );
}
