import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResendConfirmationButton } from './ResendConfirmationButton';

/** After signup: thanks, where the confirmation went, a resend, and the way to sign in. */
export function SignupDone({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} alignItems="flex-start" role="status">
      <Alert icon={<MarkEmailRead />} severity="success" sx={{ width: '100%' }}>
        <Typography fontWeight={600}>{t('signup.success')}</Typography>
        {t('signup.checkEmail', { email })}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {t('signup.noEmail')}
      </Typography>
      <Stack direction="row" spacing={1.5} flexWrap="wrap" useFlexGap>
        <ResendConfirmationButton email={email} />
        <Button component={Link} to="/login" variant="contained" size="small">
          {t('signup.goToLogin')}
        </Button>
      </Stack>
    </Stack>
  );
}
