import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 10, px: 2, textAlign: 'center' }}>
      <Typography variant="h2" component="p" color="text.secondary">
        404
      </Typography>
      <Typography variant="h5" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('notFound.message')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
