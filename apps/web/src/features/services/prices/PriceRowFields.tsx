import Chip from '@mui/material/Chip';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ServicePrice, ServicePriceInput } from '@despacho/shared';
import { FormTextField } from '../../../components/form/FormTextField';
import type { PriceField } from './price-access';

/** The form values of a row: only the fields this user may set (the rest the server keeps). */
export function rowValues(fields: PriceField[], row?: ServicePrice): ServicePriceInput {
  const out: Record<string, string> = {};
  for (const f of fields) out[f] = row ? String(row[f] ?? '') : '';
  return out as unknown as ServicePriceInput;
}

/** One input of a price row, labelled for the table's column. */
export function PriceInput({
  control,
  name,
  idPrefix,
  compact,
}: {
  control: Control<ServicePriceInput>;
  name: PriceField;
  idPrefix: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={name}
      id={`${idPrefix}-${name}`}
      label={t(`servicePrices.columns.${name}`)}
      required
      size={compact ? 'small' : 'medium'}
      sx={compact ? { minWidth: 96 } : undefined}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

/** The list's flag on a row whose price is under a cost (as the server judged it). */
export function BelowCostChip() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<WarningAmber />}
      label={t('servicePrices.belowCost.flag')}
    />
  );
}
