import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalance from '@mui/icons-material/AccountBalance';
import { useTranslation } from 'react-i18next';
import { groupClabe, type BankAccount } from '@despacho/shared';
import { CopyField } from '../../../components/layout/CopyField';

/** A customer's view: the accounts to pay into, each value ready to copy into their bank's app. */
export function PayIntoAccounts({ accounts }: { accounts: BankAccount[] | undefined }) {
  const { t } = useTranslation();
  if (!accounts) {
    return (
      <Grid container spacing={2} role="status" aria-label={t('common.loading')}>
        {[0, 1].map((i) => (
          <Grid key={i} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={260} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (accounts.length === 0) return <Alert severity="info">{t('bankAccounts.noneToPay')}</Alert>;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('bankAccounts.payIntro')}</Typography>
      <Grid container spacing={2}>
        {accounts.map((account) => (
          <Grid key={account.id} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined" component="section" aria-label={account.bank}>
              <CardContent>
                <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5 }}>
                  <AccountBalance color="primary" />
                  <Typography variant="h6" component="h2">
                    {account.bank}
                  </Typography>
                </Stack>
                <Stack spacing={1.25}>
                  <CopyField
                    label={t('bankAccounts.fields.clabe')}
                    display={groupClabe(account.clabe)}
                    value={account.clabe}
                    mono
                  />
                  <CopyField
                    label={t('bankAccounts.fields.account_number')}
                    display={account.account_number}
                    mono
                  />
                  <CopyField
                    label={t('bankAccounts.fields.beneficiary')}
                    display={account.beneficiary}
                  />
                  <CopyField label={t('bankAccounts.fields.rfc')} display={account.rfc} mono />
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
