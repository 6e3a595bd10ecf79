import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../app/route-table';
import type { PartnerSite } from '../curl';
import { downloadScript, EXAMPLE_CLIENT, WEBHOOK_RECEIVER } from '../partner-scripts';
import { CodeBlock } from './CodeBlock';
import { DocSection, DocTopic } from './DocSection';

const TEXT_TOPICS = ['errors', 'idempotency', 'rateLimits', 'pagination'] as const;

/** Base URL, tenant header, keys, errors, idempotency, limits, paging and the example scripts. */
export function IntroSection({ site }: { site: PartnerSite }) {
  const { t } = useTranslation();
  return (
    <DocSection id="intro" title={t('partnerDocs.intro.title')}>
      <DocTopic title={t('partnerDocs.intro.baseUrl')}>
        <Typography variant="body2">{t('partnerDocs.intro.baseUrlText')}</Typography>
        <CodeBlock code={site.apiBase} label={t('partnerDocs.intro.baseUrl')} />
      </DocTopic>
      <DocTopic title={t('partnerDocs.intro.tenant')}>
        <Typography variant="body2">{t('partnerDocs.intro.tenantText')}</Typography>
        <CodeBlock code={`X-Tenant: ${site.tenant}`} label={t('partnerDocs.intro.tenant')} />
      </DocTopic>
      <DocTopic title={t('partnerDocs.intro.auth')}>
        <Typography variant="body2">{t('partnerDocs.intro.authText')}</Typography>
        <Link component={RouterLink} to={pathTo('externalApis')} variant="body2">
          {t('partnerDocs.intro.authLink')}
        </Link>
      </DocTopic>
      {TEXT_TOPICS.map((topic) => (
        <DocTopic key={topic} title={t(`partnerDocs.intro.${topic}`)}>
          <Typography variant="body2">{t(`partnerDocs.intro.${topic}Text`)}</Typography>
        </DocTopic>
      ))}
      <DocTopic title={t('partnerDocs.intro.downloads')}>
        {(
          [
            ['exampleClient', EXAMPLE_CLIENT],
            ['receiver', WEBHOOK_RECEIVER],
          ] as const
        ).map(([key, script]) => (
          <Stack key={key} spacing={0.5} alignItems="flex-start">
            <Button
              variant="outlined"
              size="small"
              startIcon={<Download />}
              onClick={() => downloadScript(script)}
            >
              {t(`partnerDocs.intro.${key}`)}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {t(`partnerDocs.intro.${key}Text`)}{' '}
              <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
                {script.fileName}
              </Typography>
            </Typography>
          </Stack>
        ))}
      </DocTopic>
    </DocSection>
  );
}
