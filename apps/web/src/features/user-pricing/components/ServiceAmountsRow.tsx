import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZUserServiceAmountsInput,
  type UserPricing,
  type UserServiceAmountsInput,
} from '@despacho/shared';
import { useRecordSubmit } from '../../../components/form/use-record-submit';
import { useNotify } from '../../../components/notifications/notifications-context';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useSaveServiceAmounts } from '../api/user-pricing';
import { MarginLayerFields, type MarginLayer } from './MarginLayerFields';

type PricingService = UserPricing['carriers'][number]['services'][number];
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * One service in the customer's pricing: may they use it (with special carriers on), their
 * margin overrides (empty = the service's own), and a link to their own price table.
 */
export function ServiceAmountsRow({
  userId,
  service,
  owner,
  developer,
  checkable,
  onToggle,
  onPrices,
}: {
  userId: number;
  service: PricingService;
  owner: boolean;
  developer: boolean;
  checkable: boolean;
  onToggle: (checked: boolean) => void;
  onPrices: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveServiceAmounts(userId);
  const a = service.amounts;
  const form = useForm({
    resolver: zodFormResolver(ZUserServiceAmountsInput),
    defaultValues: {
      client_percentage: text(a?.client_percentage),
      international_amount: text(a?.international_amount),
      main_admin_percent: text(a?.main_admin_percent),
      main_admin_amount: text(a?.main_admin_amount),
      international_percent: text(a?.international_percent),
      international_amount_dev: text(a?.international_amount_dev),
    } as unknown as UserServiceAmountsInput,
  });
  const submit = useRecordSubmit(form, (amounts) =>
    save.mutateAsync({ serviceId: service.id, amounts }).then(() => notify(t('common.saved'))),
  );
  const layers: MarginLayer[] = [
    'admin',
    ...(owner ? (['owner'] as const) : []),
    ...(developer ? (['platform'] as const) : []),
  ];
  return (
    <Grid
      container
      spacing={1.5}
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={service.name}
      alignItems="flex-start"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Grid size={12} sx={{ display: 'flex', alignItems: 'center' }}>
        {checkable && (
          <Checkbox
            checked={service.enabled}
            onChange={(e) => onToggle(e.target.checked)}
            slotProps={{
              input: { 'aria-label': t('userPricing.useService', { name: service.name }) },
            }}
          />
        )}
        <div>
          <Typography fontWeight={600}>{service.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {service.code} · {t('userPricing.ownPrices', { count: service.prices_count })}
          </Typography>
        </div>
      </Grid>
      {layers.map((layer) => (
        <MarginLayerFields key={layer} layer={layer} control={form.control} />
      ))}
      <Grid size={12} sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onPrices}>{t('userPricing.prices')}</Button>
        <Button type="submit" variant="outlined" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Grid>
    </Grid>
  );
}
