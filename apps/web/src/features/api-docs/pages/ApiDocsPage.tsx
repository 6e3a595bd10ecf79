import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { OptionalShell } from '../../../app/OptionalShell';
import { LanguageSwitch } from '../../../components/layout/LanguageSwitch';
import { PageHeader } from '../../../components/layout/PageHeader';
import { currentLocale } from '../../../lib/i18n';
import { useOpenApi } from '../api/get-openapi';
import { OperationItem } from '../components/OperationItem';
import { groupOperations } from '../openapi-model';

const MODE_KEY = 'despacho.docs.mode';

/**
 * /api/docs/partners: the API reference read from the OpenAPI document the server builds from
 * the shared contracts, inside the app's frame, with the language and a dark/light toggle.
 */
export function ApiDocsPage() {
  return (
    <OptionalShell>
      <ApiDocs />
    </OptionalShell>
  );
}

function ApiDocs() {
  const { t } = useTranslation();
  const outer = useTheme();
  const docs = useOpenApi();
  const [dark, setDark] = useState(() => localStorage.getItem(MODE_KEY) === 'dark');
  const [filter, setFilter] = useState('');
  const theme = useMemo(
    () =>
      dark
        ? createTheme(outer, { palette: { mode: 'dark', background: { paper: '#1e1e1e' } } })
        : outer,
    [dark, outer],
  );
  const groups = useMemo(() => {
    const all = docs.data ? groupOperations(docs.data) : [];
    const needle = filter.trim().toLowerCase();
    if (!needle) return all;
    return all
      .map((g) => ({
        ...g,
        operations: g.operations.filter((o) =>
          `${g.tag} ${o.method} ${o.path} ${o.summary ?? ''}`.toLowerCase().includes(needle),
        ),
      }))
      .filter((g) => g.operations.length > 0);
  }, [docs.data, filter]);
  const toggleMode = () => {
    localStorage.setItem(MODE_KEY, dark ? 'light' : 'dark');
    setDark(!dark);
  };

  return (
    <>
      <PageHeader
        title={t('apiDocs.title')}
        actions={
          <Stack direction="row" spacing={1} alignItems="center">
            <LanguageSwitch />
            <ToggleButton
              value="dark"
              size="small"
              selected={dark}
              onChange={toggleMode}
              aria-label={dark ? t('apiDocs.lightMode') : t('apiDocs.darkMode')}
            >
              {dark ? <LightMode fontSize="small" /> : <DarkMode fontSize="small" />}
            </ToggleButton>
          </Stack>
        }
      />
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2}>
            <Typography color="text.secondary">{t('apiDocs.intro')}</Typography>
            {currentLocale() === 'es-MX' && (
              <Alert severity="info">{t('apiDocs.spanishNote')}</Alert>
            )}
            <TextField
              type="search"
              size="small"
              id="docs-filter"
              label={t('apiDocs.filter')}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
            {docs.isPending ? (
              <Stack spacing={1} role="status" aria-label={t('common.loading')}>
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} variant="rounded" height={44} />
                ))}
              </Stack>
            ) : docs.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" onClick={() => void docs.refetch()}>
                    {t('routeError.retry')}
                  </Button>
                }
              >
                {t('apiDocs.loadError')}
              </Alert>
            ) : (
              groups.map((group) => (
                <Stack key={group.tag} spacing={1} component="section" aria-label={group.tag}>
                  <Typography variant="h6" component="h2" sx={{ textTransform: 'capitalize' }}>
                    {group.tag.replace(/_/g, ' ')}
                  </Typography>
                  {group.operations.map((operation) => (
                    <OperationItem key={operation.id} operation={operation} />
                  ))}
                </Stack>
              ))
            )}
          </Stack>
        </Paper>
      </ThemeProvider>
    </>
  );
}
