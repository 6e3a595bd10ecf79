import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export function PickupStatusChip({ status }: { status: 'generated' | 'error' }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'generated' ? 'success' : 'error'}
      label={t(`pickups.statuses.${status}`)}
    />
  );
}
