import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Overweight, OverweightAction } from '@despacho/shared';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { currentLocale } from '../../../lib/i18n';
import { useOverweightAction } from '../api/overweight-actions';
import { overweightWords } from './overweight-format';
import { EvidenceDialog } from './EvidenceDialog';

/** The order buttons appear in, whoever reads the row. */
const ORDER: OverweightAction[] = ['deduction', 'refund', 'cancel_rebate', 'rebate'];

/** A refund of a disputed (rebated) charge is "accept the refund" to the person clicking it. */
const wordingOf = (o: Overweight, action: OverweightAction) =>
  action === 'refund' && o.status === 'rebated' ? 'acceptRebate' : action;

/**
 * The row's buttons, exactly the transitions the server lists in `actions` (spec 2 §4), each
 * asked first with the amount at stake; plus "Report evidence" when the reader may do it.
 */
export function OverweightRowActions({ overweight: o }: { overweight: Overweight }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const [asking, setAsking] = useState<OverweightAction | null>(null);
  const [reporting, setReporting] = useState(false);
  const words = overweightWords(o, currentLocale(), t('overweights.confirm.customer'));
  const run = useOverweightAction({
    onSuccess: (_, action) =>
      notify(t(`overweights.done.${wordingOf(o, action)}`, words), 'success'),
    onError: (e) => handleError(e),
  });
  const actions = ORDER.filter((a) => o.actions.includes(a));
  if (actions.length === 0 && !o.can_report_evidence) return null;

  const wording = asking ? wordingOf(o, asking) : 'deduction';
  const confirm = () => {
    if (!asking || run.isPending) return;
    run.mutate({ id: o.id, action: asking }, { onSettled: () => setAsking(null) });
  };

  return (
    <Stack
      direction="row"
      spacing={0.5}
      flexWrap="wrap"
      useFlexGap
      role="group"
      aria-label={t('overweights.actions.more', { number: words.number })}
    >
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'deduction' ? 'contained' : 'outlined'}
          color={action === 'cancel_rebate' ? 'inherit' : 'primary'}
          onClick={() => setAsking(action)}
        >
          {t(`overweights.actions.${wordingOf(o, action)}`)}
        </Button>
      ))}
      {o.can_report_evidence && (
        <Button size="small" variant="outlined" onClick={() => setReporting(true)}>
          {t('overweights.actions.report')}
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(`overweights.confirm.${wording}.title`)}
        message={t(`overweights.confirm.${wording}.message`, words)}
        confirmLabel={t(`overweights.actions.${wording}`)}
        tone={asking === 'deduction' ? 'error' : 'primary'}
        busy={run.isPending}
        onConfirm={confirm}
        onClose={() => !run.isPending && setAsking(null)}
      />
      {reporting && <EvidenceDialog overweight={o} onClose={() => setReporting(false)} />}
    </Stack>
  );
}
