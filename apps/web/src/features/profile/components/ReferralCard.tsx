import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import WhatsApp from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/notifications/notifications-context';

/** The user's referral code, with copy and WhatsApp / Twitter sharing of a signup link. */
export function ReferralCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const link = `${window.location.origin}/signup?ref=${encodeURIComponent(code)}`;
  const message = t('profile.shareMessage');
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}`;
  const twitter = `https://twitter.com/intent/tweet?text=${encodeURIComponent(message)}&url=${encodeURIComponent(link)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify(t('profile.copiedToClipboard'));
    } catch {
      notify(t('profile.errorCopyingToClipboard'), 'error');
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('profile.referralTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('profile.referralHelp')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <TextField
            id="referral-code"
            label={t('profile.referralCode')}
            value={code}
            size="small"
            slotProps={{ input: { readOnly: true } }}
          />
          <Button
            startIcon={<ContentCopy />}
            onClick={() => void copy()}
            aria-label={t('profile.copyCode')}
          >
            {t('profile.copyCode')}
          </Button>
          <Button
            startIcon={<WhatsApp />}
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('profile.shareWhatsapp')}
          </Button>
          <Button startIcon={<XIcon />} href={twitter} target="_blank" rel="noopener noreferrer">
            {t('profile.shareTwitter')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
