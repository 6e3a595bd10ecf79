import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { User } from '@despacho/shared';
import { UnsavedChangesScope } from '../../../components/form/unsaved-changes';
import { PageHeader } from '../../../components/layout/PageHeader';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { useCurrentUser } from '../../auth/api/get-current-user';
import { ProfileFormCard } from '../components/ProfileFormCard';
import { ReferralCard } from '../components/ReferralCard';

const savedKey = (u: User) => [u.id, u.name, u.last_name, u.company, u.phone, u.email].join('|');

export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  if (!user) return <LoadingScreen />;
  return (
    <>
      <PageHeader title={t('profile.title')} />
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <UnsavedChangesScope>
          {/* A save gives a new user: the card starts over from it, with nothing left unsaved. */}
          <ProfileFormCard key={savedKey(user)} user={user} />
        </UnsavedChangesScope>
        {user.referral_code && <ReferralCard code={user.referral_code} />}
      </Stack>
    </>
  );
}
