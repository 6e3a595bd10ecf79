import type { OpenpayChargeResult } from '@despacho/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications/notifications-context';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

function Row({ label, value, copy }: { label: string; value: string | null; copy?: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  if (!value) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-row>
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

/** One way to pay (from any bank, from BBVA): its title, how, and the data to type. */
function Way({ title, how, children }: { title: string; how: string; children: ReactNode }) {
  return (
    <Stack
      spacing={1}
      role="group"
      aria-label={title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {how}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The SPEI or store charge result (spec 1 §2): what to pay, where, and until when. A SPEI
 * reference lists what a transfer needs the way OpenPay's own slip does: from any other bank
 * (beneficiary, destination bank, CLABE, concept = the reference name, reference = the CIE
 * agreement, amount) and from BBVA (CIE agreement, reference, concept = the description, amount).
 */
export function OpenpayChargeView({ charge }: { charge: OpenpayChargeResult }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const pm = charge.payment_method;
  const amount = formatAmount(charge.amount, locale);
  const spei = pm.type === 'bank_transfer' || !!pm.clabe;
  return (
    <Stack spacing={1.5} aria-label={t('openpay.result.title')} role="region">
      <Typography variant="h6">{t('openpay.result.title')}</Typography>
      <Row label={t('openpay.result.amount')} value={amount} copy />
      {charge.fee !== '0.00' && (
        <Row label={t('openpay.result.fee')} value={formatAmount(charge.fee, locale)} />
      )}
      <Row label={t('openpay.result.credited')} value={formatAmount(charge.credited, locale)} />
      <Row
        label={t('openpay.result.dueDate')}
        value={charge.due_date ? formatDateTime(charge.due_date, locale) : null}
      />
      {spei ? (
        <>
          <Way title={t('openpay.result.otherBanks')} how={t('openpay.result.otherBanksHow')}>
            <Row label={t('openpay.result.beneficiary')} value={charge.beneficiary} />
            <Row label={t('openpay.result.destinationBank')} value={pm.bank} />
            <Row label={t('openpay.result.clabe')} value={pm.clabe} copy />
            <Row label={t('openpay.result.paymentConcept')} value={pm.name} copy />
            <Row label={t('openpay.result.reference')} value={pm.agreement} copy />
            <Row label={t('openpay.result.exactAmount')} value={amount} />
          </Way>
          {pm.agreement && (
            <Way title={t('openpay.result.bbva')} how={t('openpay.result.bbvaHow')}>
              <Row label={t('openpay.result.agreement')} value={pm.agreement} copy />
              <Row label={t('openpay.result.reference')} value={pm.name} copy />
              <Row label={t('openpay.result.concept')} value={charge.description} />
              <Row label={t('openpay.result.exactAmount')} value={amount} />
            </Way>
          )}
        </>
      ) : (
        <>
          <Row label={t('openpay.result.reference')} value={pm.reference} copy />
          <Row label={t('openpay.result.concept')} value={charge.description} />
        </>
      )}
      <Row label={t('openpay.result.id')} value={charge.id} />
      <Row
        label={t('openpay.result.created')}
        value={formatDateTime(charge.creation_date, locale)}
      />
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
