import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Registration closed (setting `register` = '1'): said on the first screen, with no form. */
export function SignupClosed() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Alert severity="info" sx={{ width: '100%' }}>
        {t('signup.closedText')}
      </Alert>
      <Button component={Link} to="/login" variant="contained" size="small">
        {t('signup.goToLogin')}
      </Button>
    </Stack>
  );
}
