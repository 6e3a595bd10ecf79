import type { OpenpayChargeResult } from '@despacho/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications/notifications-context';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

function Row({ label, value, copy }: { label: string; value: string | null; copy?: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  if (!value) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography sx={{ minWidth: 160 }} color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, fontFamily: copy ? 'monospace' : undefined }}>
        {value}
      </Typography>
      {copy && (
        <Button
          size="small"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(value)
              .then(() => notify(t('openpay.result.copied'), 'success'))
          }
        >
          {t('openpay.result.copy')}
        </Button>
      )}
    </Stack>
  );
}

/** The SPEI or store charge result (spec 1 §2): what to pay, where, and until when. */
export function OpenpayChargeView({ charge }: { charge: OpenpayChargeResult }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const pm = charge.payment_method;
  return (
    <Stack spacing={1} aria-label={t('openpay.result.title')} role="region">
      <Typography variant="h6">{t('openpay.result.title')}</Typography>
      <Row label={t('openpay.result.amount')} value={formatAmount(charge.amount, locale)} />
      {charge.fee !== '0.00' && (
        <Row label={t('openpay.result.fee')} value={formatAmount(charge.fee, locale)} />
      )}
      <Row label={t('openpay.result.credited')} value={formatAmount(charge.credited, locale)} />
      <Row label={t('openpay.result.bank')} value={pm.bank} />
      <Row label={t('openpay.result.clabe')} value={pm.clabe} copy />
      <Row label={t('openpay.result.agreement')} value={pm.agreement} />
      <Row label={t('openpay.result.name')} value={pm.name} copy />
      <Row label={t('openpay.result.reference')} value={pm.reference} copy />
      <Row
        label={t('openpay.result.dueDate')}
        value={charge.due_date ? formatDateTime(charge.due_date, locale) : null}
      />
      <Row
        label={t('openpay.result.created')}
        value={formatDateTime(charge.creation_date, locale)}
      />
      <Row label={t('openpay.result.id')} value={charge.id} />
      {pm.barcode_url && (
        <Box
          component="img"
          src={pm.barcode_url}
          alt={t('openpay.result.barcode')}
          sx={{ maxWidth: 360, bgcolor: 'white', p: 1 }}
        />
      )}
      {pm.url && (
        <Link href={pm.url} target="_blank" rel="noopener noreferrer">
          {t('openpay.result.receipt')}
        </Link>
      )}
    </Stack>
  );
}
