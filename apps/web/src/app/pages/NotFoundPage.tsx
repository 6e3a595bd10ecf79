import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StateMessage } from '../../components/load-state';
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
  return (
    <StateMessage
      mark="404"
      title={title ?? t('notFound.title')}
      message={message ?? t('notFound.message')}
      actions={
        <Button component={Link} to={backTo} variant="contained">
          {backLabel ?? t('common.backHome')}
        </Button>
      }
    />
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
