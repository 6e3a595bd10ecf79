import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { useTenant } from '../../tenant/api/get-tenant';
import { BrandImageCard } from '../components/BrandImageCard';
import { BrandingForm } from '../components/BrandingForm';
import { TimeZoneCard } from '../components/TimeZoneCard';

/** /settings/branding: the tenant's name, colours, logo, tab icon and time zone. */
export function BrandingPage() {
  const { t } = useTranslation();
  const tenant = useTenant().data;
  const user = useCurrentUser().data;
  const owner =
    user?.user_type === 'main_admin' || user?.user_type === 'developer' || !!user?.is_main_admin;
  return (
    <>
      <PageHeader title={t('branding.title')} />
      {!tenant ? (
        <LoadingScreen />
      ) : (
        <Stack spacing={3} sx={{ maxWidth: 800 }}>
          <BrandingForm tenant={tenant} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <BrandImageCard kind="logo" url={tenant.logo_url} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <BrandImageCard kind="favicon" url={tenant.favicon_url} />
            </Grid>
          </Grid>
          <TimeZoneCard tenant={tenant} canEdit={owner} />
        </Stack>
      )}
    </>
  );
}
