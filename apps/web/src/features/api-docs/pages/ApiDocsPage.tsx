import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { OptionalShell } from '../../../app/OptionalShell';
import { LanguageSwitch } from '../../../components/layout/LanguageSwitch';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useOpenApi } from '../api/get-openapi';
import { IntroSection } from '../components/IntroSection';
import { QuickStartSection } from '../components/QuickStartSection';
import { ReferenceSection } from '../components/ReferenceSection';
import { WebhooksSection } from '../components/WebhooksSection';
import { groupOperations } from '../openapi-model';
import { partnerSite } from '../partner-site';

const MODE_KEY = 'despacho.docs.mode';

/**
 * /api/docs/partners: the partner API's guide (introduction, quick start, webhooks) and its
 * reference, read from the OpenAPI document the server builds from the shared contracts, in
 * both languages, with a dark/light toggle remembered on this device.
 */
export function ApiDocsPage() {
  return (
    <OptionalShell>
      <ApiDocs />
    </OptionalShell>
  );
}

function ApiDocs() {
  const { t, i18n } = useTranslation();
  const outer = useTheme();
  const docs = useOpenApi();
  const site = useMemo(() => partnerSite(), []);
  const [dark, setDark] = useState(() => localStorage.getItem(MODE_KEY) === 'dark');
  // A fresh dark palette (merging `mode` into the built light theme would keep its dark text),
  // with the tenant's brand colours, type and shapes.
  const theme = useMemo(
    () =>
      dark
        ? createTheme({
            palette: {
              mode: 'dark',
              primary: { main: outer.palette.primary.main },
              secondary: { main: outer.palette.secondary.main },
              background: { default: '#121212', paper: '#1e1e1e' },
            },
            typography: { fontFamily: outer.typography.fontFamily },
            shape: outer.shape,
            components: outer.components,
          })
        : outer,
    [dark, outer],
  );
  const groups = useMemo(() => (docs.data ? groupOperations(docs.data) : []), [docs.data]);
  const toggleMode = () => {
    localStorage.setItem(MODE_KEY, dark ? 'light' : 'dark');
    setDark(!dark);
  };

  return (
    <>
      <PageHeader
        title={t('partnerDocs.title')}
        actions={
          <Stack direction="row" spacing={1} alignItems="center">
            <LanguageSwitch />
            <ToggleButton
              value="dark"
              size="small"
              selected={dark}
              onChange={toggleMode}
              aria-label={dark ? t('partnerDocs.lightMode') : t('partnerDocs.darkMode')}
            >
              {dark ? <LightMode fontSize="small" /> : <DarkMode fontSize="small" />}
            </ToggleButton>
          </Stack>
        }
      />
      <ThemeProvider theme={theme}>
        <Stack
          spacing={2}
          sx={{
            minWidth: 0,
            color: 'text.primary',
            // The dark mode darkens the whole document, not only its cards.
            ...(dark && { bgcolor: 'background.default', borderRadius: 1, p: { xs: 1, md: 2 } }),
          }}
        >
          <Typography>{t('partnerDocs.notice')}</Typography>
          {i18n.language === 'es-MX' && (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('partnerDocs.spanishNotice')}
              </Typography>
              <Alert severity="info">{t('partnerDocs.spanishInfo')}</Alert>
            </>
          )}
          {docs.isPending ? (
            <Stack alignItems="center" sx={{ py: 6 }}>
              <CircularProgress aria-label={t('partnerDocs.loading')} />
            </Stack>
          ) : docs.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => void docs.refetch()}>
                  {t('partnerDocs.retry')}
                </Button>
              }
            >
              {t('partnerDocs.errorLoadingDocumentation')}
            </Alert>
          ) : (
            <>
              <IntroSection site={site} />
              <QuickStartSection site={site} />
              <WebhooksSection />
              <ReferenceSection groups={groups} site={site} />
            </>
          )}
        </Stack>
      </ThemeProvider>
    </>
  );
}
