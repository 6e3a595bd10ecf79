import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';
import { OptionalShell } from '../OptionalShell';

/** What a 404 says, wherever it shows (an unknown address, a record that does not exist). */
export function NotFoundMessage({
  title,
  message,
  backTo = '/',
  backLabel,
}: {
  title?: string;
  message?: string;
  backTo?: string;
  backLabel?: string;
}) {
  const { t } = useTranslation();
  const heading = title ?? t('notFound.title');
  usePageTitle(heading);
  return (
    <Stack
      alignItems="center"
      spacing={2}
      sx={{ py: { xs: 6, md: 10 }, px: 2, textAlign: 'center' }}
    >
      <Typography variant="h2" component="p" color="text.secondary" aria-hidden>
        404
      </Typography>
      <Typography variant="h5" component="h1">
        {heading}
      </Typography>
      <Typography color="text.secondary">{message ?? t('notFound.message')}</Typography>
      <Button component={Link} to={backTo} variant="contained">
        {backLabel ?? t('common.backHome')}
      </Button>
    </Stack>
  );
}

/** The catch-all route: inside the menu for a signed-in user, the public frame otherwise. */
export function NotFoundPage() {
  return (
    <OptionalShell>
      <NotFoundMessage />
    </OptionalShell>
  );
}
