import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';

/**
 * The tenant's external analytics page, filling the content area. Sandboxed: it runs its own
 * scripts and same-origin requests to its own server, may open links in new tabs, but cannot
 * navigate this app's window (no allow-top-navigation) nor reach its storage (another origin).
 */
export function EmbedFrame({ url }: { url: string }) {
  const { t } = useTranslation();
  usePageTitle(t('analytics.title'));
  return (
    <Box
      component="iframe"
      title={t('analytics.embedTitle')}
      src={url}
      data-testid="analytics-embed"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads"
      referrerPolicy="no-referrer"
      sx={{
        display: 'block',
        width: '100%',
        border: 0,
        height: { xs: 'calc(100dvh - 120px)', md: 'calc(100dvh - 96px)' },
        minHeight: 480,
      }}
    />
  );
}
