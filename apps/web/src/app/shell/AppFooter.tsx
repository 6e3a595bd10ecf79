import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@despacho/shared';
import { useTenant } from '../../features/tenant/api/get-tenant';
import { useSettingValue } from '../../features/settings/api/get-setting-by-key';
import { currentYear } from '../../lib/format';

/**
 * Company, year, version and (when the setting has a value) the terms link. A server in demo
 * mode says so on every page, so nobody mistakes it for the real service.
 */
export function AppFooter({ signedIn = true }: { signedIn?: boolean }) {
  const { t } = useTranslation();
  const tenant = useTenant().data;
  const terms = useSettingValue('terms_conditions', signedIn) || undefined;
  return (
    <Box
      component="footer"
      sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}
    >
      {tenant?.demo_mode && (
        <Alert severity="warning" sx={{ mb: 1.5, justifyContent: 'center', textAlign: 'left' }}>
          {t('footer.demoMode')}{' '}
          <Link href={`/dev/mailbox?tenant=${encodeURIComponent(tenant.slug)}`}>
            {t('footer.demoMailbox')}
          </Link>
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        © {currentYear(tenant?.time_zone)} {tenant?.name ?? 'Despacho'} ·{' '}
        {t('footer.version', { version: APP_VERSION })}
        {terms && (
          <>
            {' · '}
            <Link href={terms} target="_blank" rel="noopener noreferrer">
              {t('footer.terms')}
            </Link>
          </>
        )}
      </Typography>
    </Box>
  );
}
