import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import NetworkCheck from '@mui/icons-material/NetworkCheck';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../../lib/error-handler';
import { useTestConnection } from '../api/carrier-tests';
import { TestResultView } from './TestResultView';

/** "Probar conexión": the provider's real request with the stored credentials, shown raw. */
export function ConnectionTestCard({ carrierId }: { carrierId: number }) {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const test = useTestConnection(carrierId);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('carrierTests.connectionTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" mb={2}>
          {t('carrierTests.connectionHelp')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<NetworkCheck />}
          loading={test.isPending}
          onClick={() => test.mutateAsync().catch((e: unknown) => handleError(e))}
        >
          {t('carrierTests.testConnection')}
        </Button>
        {test.data && <TestResultView result={test.data} carrierId={carrierId} />}
      </CardContent>
    </Card>
  );
}
