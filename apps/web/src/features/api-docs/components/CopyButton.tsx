import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications/notifications-context';

/** Copies a text and says whether it worked (copiedToClipboard / errorCopyingToClipboard). */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify(t('partnerDocs.copiedToClipboard'));
    } catch {
      notify(t('partnerDocs.errorCopyingToClipboard'), 'error');
    }
  };
  const name = label ? `${t('partnerDocs.copy')}: ${label}` : t('partnerDocs.copy');
  return (
    <Tooltip title={name}>
      <IconButton size="small" aria-label={name} onClick={() => void copy()}>
        <ContentCopy fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
