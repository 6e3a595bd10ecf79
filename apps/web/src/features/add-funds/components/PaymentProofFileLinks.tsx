import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Description from '@mui/icons-material/Description';
import Image from '@mui/icons-material/Image';
import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@despacho/shared';
import { useErrorHandler } from '../../../lib/error-handler';
import { openPaymentProofFile } from '../api/payment-proof-file';

/** The proof's files, each opening in a new tab (images and PDFs show in the browser). */
export function PaymentProofFileLinks({ proof }: { proof: PaymentProof }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {proof.files.map((file) => (
        <Chip
          key={file.id}
          size="small"
          clickable
          icon={file.content_type === 'application/pdf' ? <Description /> : <Image />}
          label={file.name}
          aria-label={t('paymentProofs.openFile', { name: file.name })}
          onClick={() => openPaymentProofFile(proof.id, file.id).catch((e) => handleError(e))}
          sx={{ maxWidth: 220 }}
        />
      ))}
    </Stack>
  );
}
