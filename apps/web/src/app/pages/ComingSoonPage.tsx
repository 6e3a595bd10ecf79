import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/PageHeader';

/** A menu item whose screen belongs to a later issue still routes (and is still guarded). */
export function ComingSoonPage({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`nav.${name}`, { defaultValue: t('comingSoon.title') })} />
      <Alert
        severity="info"
        action={
          <Button component={Link} to="/" color="inherit">
            {t('common.backHome')}
          </Button>
        }
      >
        {t('comingSoon.message')}
      </Alert>
    </>
  );
}
