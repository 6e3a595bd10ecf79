import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { ProfileFormCard } from '../components/ProfileFormCard';
import { ReferralCard } from '../components/ReferralCard';

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  if (!user) return <LoadingScreen />;
  return (
    <>
      <PageHeader title={t('profile.title')} />
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <ProfileFormCard key={user.id} user={user} />
        {user.referral_code && <ReferralCard code={user.referral_code} />}
      </Stack>
    </>
  );
}
