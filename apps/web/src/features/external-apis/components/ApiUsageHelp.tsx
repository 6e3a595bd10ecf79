import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../app/route-table';
import { resolveTenant } from '../../../lib/tenant';
import { useTenant } from '../../tenant/api/get-tenant';
import { useCopy } from './use-copy';

/** The two headers a partner call needs, with this tenant's slug, and the way to the docs. */
export function ApiUsageHelp() {
  const { t } = useTranslation();
  const copy = useCopy();
  const slug = useTenant().data?.slug ?? resolveTenant();
  const headers = `Authorization: Bearer <API key>\nX-Tenant: ${slug}`;
  return (
    <Alert severity="info" icon={false} aria-label={t('externalApis.usage.title')}>
      <AlertTitle>{t('externalApis.usage.title')}</AlertTitle>
      <Stack spacing={1}>
        <Typography variant="body2">{t('externalApis.usage.intro')}</Typography>
        <Stack direction="row" alignItems="flex-start" spacing={1}>
          <Box
            component="pre"
            data-testid="usage-headers"
            sx={{
              m: 0,
              p: 1,
              flex: 1,
              minWidth: 0,
              overflowX: 'auto',
              bgcolor: 'background.paper',
              borderRadius: 1,
              fontSize: '0.85rem',
            }}
          >
            {headers}
          </Box>
          <Tooltip title={t('externalApis.copy')}>
            <IconButton
              size="small"
              onClick={() => void copy(headers)}
              aria-label={t('externalApis.copyNamed', { label: t('externalApis.usage.title') })}
            >
              <ContentCopy fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <Typography variant="body2">{t('externalApis.usage.tenantNote', { slug })}</Typography>
        <Link component={RouterLink} to={pathTo('partnersApiDocs')} variant="body2">
          {t('externalApis.usage.docs')}
        </Link>
      </Stack>
    </Alert>
  );
}
