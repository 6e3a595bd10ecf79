import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../app/ability';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ApiKeysSection } from '../components/ApiKeysSection';
import { WebhooksSection } from '../components/WebhooksSection';

type Section = 'keys' | 'webhooks';

/**
 * /external-apis (spec 1 External APIs, issue 22): the caller's API keys and webhook endpoints,
 * one tab each; the tab lives in the URL (`?tab=webhooks`) so a reload or a link keeps it.
 */
export function ExternalApisPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const [params, setParams] = useSearchParams();
  const webhooks = ability.can('read', 'Webhook');
  const tab: Section = webhooks && params.get('tab') === 'webhooks' ? 'webhooks' : 'keys';
  return (
    <>
      <PageHeader title={t('externalApis.title')} />
      {webhooks && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs
            value={tab}
            onChange={(_, value: Section) =>
              setParams(value === 'keys' ? {} : { tab: value }, { replace: true })
            }
            variant="fullWidth"
            sx={{ maxWidth: 480 }}
          >
            <Tab value="keys" label={t('externalApis.tabs.keys')} id="tab-keys" />
            <Tab value="webhooks" label={t('externalApis.tabs.webhooks')} id="tab-webhooks" />
          </Tabs>
        </Box>
      )}
      <Box role="tabpanel" aria-labelledby={webhooks ? `tab-${tab}` : undefined}>
        {tab === 'keys' ? <ApiKeysSection /> : <WebhooksSection />}
      </Box>
    </>
  );
}
