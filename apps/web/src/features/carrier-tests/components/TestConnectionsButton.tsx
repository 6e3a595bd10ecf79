import Button from '@mui/material/Button';
import NetworkCheck from '@mui/icons-material/NetworkCheck';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../app/ability';
import { useCarrierTestInfo } from '../api/carrier-tests';

/** The carrier settings panel's way to its test-connections screen, when the provider has a test. */
export function TestConnectionsButton({ carrierId }: { carrierId: number }) {
  const { t } = useTranslation();
  const allowed = useAppAbility().can('create', 'TestConnection');
  const info = useCarrierTestInfo(carrierId, allowed);
  if (!allowed || !(info.data?.connection || info.data?.xml)) return null;
  return (
    <Button
      component={Link}
      to={`/carriers/${carrierId}/test-connections`}
      startIcon={<NetworkCheck />}
    >
      {t('carrierTests.open')}
    </Button>
  );
}
