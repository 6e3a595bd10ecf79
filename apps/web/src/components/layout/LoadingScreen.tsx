import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}
      role="status"
      aria-label={t('common.loading')}
    >
      <CircularProgress />
    </Box>
  );
}
