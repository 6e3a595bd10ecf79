import { useTranslation } from 'react-i18next';
import {
  PAYMENT_PROOF_REASON_MAX,
  ZPaymentProofRejectRequest,
  type PaymentProof,
} from '@despacho/shared';
import { ReasonDialog } from '../../../components/dialogs/ReasonDialog';
import { formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';

interface Props {
  proof: PaymentProof | null;
  busy: boolean;
  /** Rejects with the API error so a refusal of the reason shows under it. */
  onReject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why before rejecting: the customer reads the reason in the e-mail and on the tab. */
export function PaymentProofRejectDialog({ proof, busy, onReject, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      open={proof !== null}
      id="reject-proof-title"
      title={t('paymentProofs.rejectTitle')}
      message={
        proof
          ? t('paymentProofs.rejectMessage', {
              name: proof.user.name,
              amount: formatMoney(proof.amount, currentLocale()),
            })
          : ''
      }
      reasonLabel={t('paymentProofs.fields.reason')}
      confirmLabel={t('paymentProofs.reject')}
      schema={ZPaymentProofRejectRequest}
      maxLength={PAYMENT_PROOF_REASON_MAX}
      busy={busy}
      onConfirm={onReject}
      onClose={onClose}
    />
  );
}
