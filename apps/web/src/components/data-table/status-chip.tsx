import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/**
 * A list's status chip: one colour per status and its words from `<textKey>.<status>`, so
 * every list shows states the same way.
 */
export function statusChip<S extends string>(
  colours: Record<S, ChipProps['color']>,
  textKey: string,
) {
  return function StatusChip({ status }: { status: S }) {
    const { t } = useTranslation();
    return (
      <Chip
        size="small"
        variant="outlined"
        color={colours[status]}
        label={t(`${textKey}.${status}`)}
      />
    );
  };
}
