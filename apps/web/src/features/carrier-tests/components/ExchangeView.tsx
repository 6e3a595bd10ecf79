import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WireExchangeView } from '@despacho/shared';

const mono = {
  fontFamily: 'monospace',
  fontSize: 13,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  bgcolor: 'action.hover',
  borderRadius: 1,
  p: 1.5,
  m: 0,
  maxHeight: 360,
  overflow: 'auto',
} as const;

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

/** A JSON body indented for reading; anything else as it came. */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** One raw request and its reply, as they went on the wire (credentials already masked). */
export function ExchangeView({ exchange, index }: { exchange: WireExchangeView; index: number }) {
  const { t } = useTranslation();
  const { request, response } = exchange;
  return (
    <Stack
      spacing={1}
      component="section"
      aria-label={t('carrierTests.exchange', { n: index + 1 })}
    >
      <Typography variant="subtitle2" component="h3">
        {t('carrierTests.request')}
      </Typography>
      <Box component="pre" sx={mono} data-testid="wire-request">
        {`${request.method} ${request.url}\n${headerLines(request.headers)}\n\n${pretty(request.body)}`}
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t('carrierTests.response')}
      </Typography>
      {response ? (
        <Box component="pre" sx={mono} data-testid="wire-response">
          {`${t('carrierTests.status')} ${response.status}\n${headerLines(response.headers)}\n\n${pretty(response.body)}`}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('carrierTests.noResponse')}</Typography>
      )}
    </Stack>
  );
}
