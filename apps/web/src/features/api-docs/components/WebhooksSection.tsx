import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  eventKey,
  RECEIVER_SNIPPET,
  WEBHOOK_BODY_EXAMPLE,
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_LIST,
  WEBHOOK_HEADERS,
} from '../webhook-guide';
import { CodeBlock } from './CodeBlock';
import { DocSection, DocTopic } from './DocSection';

const mono = { fontFamily: 'monospace', whiteSpace: 'nowrap' } as const;

/** Events, the delivery's body and headers, the signature scheme, a receiver and the retries. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const headers = WEBHOOK_HEADERS.map(([name, value]) => `${name}: ${value}`).join('\n');
  return (
    <DocSection id="webhooks" title={t('partnerDocs.webhooks.title')}>
      <Typography variant="body2">{t('partnerDocs.webhooks.text')}</Typography>
      <DocTopic title={t('partnerDocs.webhooks.events')}>
        {/* A table from a tablet up; on a phone each event stacks its three facts. */}
        <TableContainer sx={{ minWidth: 0, display: { xs: 'none', sm: 'block' } }}>
          <Table size="small" aria-label={t('partnerDocs.webhooks.events')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('partnerDocs.webhooks.event')}</TableCell>
                <TableCell>{t('partnerDocs.webhooks.when')}</TableCell>
                <TableCell>{t('partnerDocs.webhooks.eventData')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {WEBHOOK_EVENT_LIST.map((event) => (
                <TableRow key={event}>
                  <TableCell sx={mono}>{event}</TableCell>
                  <TableCell>{t(`partnerDocs.webhooks.eventsText.${eventKey(event)}`)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>
                    {WEBHOOK_EVENT_DATA[event]}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ display: { xs: 'flex', sm: 'none' }, listStyle: 'none', m: 0, p: 0 }}
        >
          {WEBHOOK_EVENT_LIST.map((event) => (
            <Box component="li" key={event} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
              <Typography sx={{ ...mono, fontWeight: 600 }}>{event}</Typography>
              <Typography variant="body2">
                {t(`partnerDocs.webhooks.eventsText.${eventKey(event)}`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                data: {WEBHOOK_EVENT_DATA[event]}
              </Typography>
            </Box>
          ))}
        </Stack>
      </DocTopic>
      <DocTopic title={t('partnerDocs.webhooks.delivery')}>
        <Typography variant="body2">{t('partnerDocs.webhooks.deliveryText')}</Typography>
        <CodeBlock code={WEBHOOK_BODY_EXAMPLE} label="body" />
        <CodeBlock code={headers} label="headers" />
      </DocTopic>
      <DocTopic title={t('partnerDocs.webhooks.signature')}>
        <Typography variant="body2">{t('partnerDocs.webhooks.signatureText')}</Typography>
        <CodeBlock
          code={'v1 = hex(HMAC_SHA256(secret, `${t}.${raw_body}`))'}
          label={t('partnerDocs.webhooks.signature')}
        />
      </DocTopic>
      <DocTopic title={t('partnerDocs.webhooks.snippet')}>
        <CodeBlock code={RECEIVER_SNIPPET} label={t('partnerDocs.webhooks.snippet')} />
      </DocTopic>
      <DocTopic title={t('partnerDocs.webhooks.retries')}>
        <Typography variant="body2">{t('partnerDocs.webhooks.retriesText')}</Typography>
      </DocTopic>
    </DocSection>
  );
}
