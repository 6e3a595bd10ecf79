import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { UnansweredCarrier } from '@despacho/shared';
import { currentLocale } from '../../../lib/i18n';
import { useTenant } from '../../tenant/api/get-tenant';
import { formatSince } from './format-since';

const names = (carriers: UnansweredCarrier[]) =>
  new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(
    carriers.map((c) => c.carrier_name),
  );

/**
 * After a quote, the carriers that gave no rates in it. A customer reads one sentence per
 * kind (late — a skipped carrier is late for them too — or unavailable); staff read each
 * carrier with its reason, since when it is skipped, and the carrier's own detail.
 */
export function UnansweredCarriers({
  unanswered,
  staff,
}: {
  unanswered: UnansweredCarrier[];
  staff: boolean;
}) {
  const { t } = useTranslation();
  const timeZone = useTenant().data?.time_zone;
  if (unanswered.length === 0) return null;

  if (!staff) {
    const late = unanswered.filter((c) => c.reason !== 'error');
    const down = unanswered.filter((c) => c.reason === 'error');
    return (
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        {late.length > 0 && (
          <div>{t('quotes.unanswered.late', { count: late.length, carriers: names(late) })}</div>
        )}
        {down.length > 0 && (
          <div>{t('quotes.unanswered.down', { count: down.length, carriers: names(down) })}</div>
        )}
      </Alert>
    );
  }

  const reason = (c: UnansweredCarrier) =>
    c.reason === 'skipped' && c.skipped_since
      ? t('quotes.unanswered.skippedSince', {
          since: formatSince(c.skipped_since, currentLocale(), timeZone),
        })
      : t(`quotes.unanswered.reasons.${c.reason}`);
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      <AlertTitle>{t('quotes.unanswered.staffTitle')}</AlertTitle>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
        {unanswered.map((c) => (
          <li key={c.carrier_id}>
            <strong>{c.carrier_name}</strong>: {reason(c)}
            {c.detail && (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'block', overflowWrap: 'anywhere' }}
              >
                {c.detail}
              </Typography>
            )}
          </li>
        ))}
      </Typography>
    </Alert>
  );
}
