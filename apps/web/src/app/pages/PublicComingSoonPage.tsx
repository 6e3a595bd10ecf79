import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { AuthLinks } from '../../features/auth/components/AuthLinks';

/** A public route whose screen comes later (partner API documentation). */
export function PublicComingSoonPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('comingSoon.title')}>
      <Alert severity="info">{t('comingSoon.message')}</Alert>
      <AuthLinks links={[{ to: '/', label: t('common.backHome') }]} />
    </AuthLayout>
  );
}
