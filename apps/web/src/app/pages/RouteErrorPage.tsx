import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Refresh from '@mui/icons-material/Refresh';
import { Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../../components/layout/PublicFrame';
import { browser } from '../../lib/browser';
import { usePageTitle } from '../../lib/page-title';
import { isChunkLoadError } from '../../lib/stale-chunk';
import { useInShell } from '../shell/in-shell';

/**
 * Each route's error boundary: a page that fails to load or to render says so in the user's
 * language, with a retry and a way home, and keeps the menu around it (never React Router's
 * developer page).
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const inShell = useInShell();
  const stale = isChunkLoadError(error);
  const title = stale ? t('routeError.staleTitle') : t('routeError.title');
  usePageTitle(title);

  const content = (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto', py: { xs: 2, md: 6 } }}>
      <Alert severity={stale ? 'info' : 'error'} variant="outlined" role="alert">
        <AlertTitle component="h1" sx={{ fontSize: '1.25rem' }}>
          {title}
        </AlertTitle>
        {stale ? t('routeError.staleMessage') : t('routeError.message')}
      </Alert>
      <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
        <Button variant="contained" startIcon={<Refresh />} onClick={() => browser.reload()}>
          {t('routeError.retry')}
        </Button>
        <Button component={Link} to="/" reloadDocument={stale}>
          {t('common.backHome')}
        </Button>
      </Stack>
    </Stack>
  );
  return inShell ? content : <PublicFrame>{content}</PublicFrame>;
}
