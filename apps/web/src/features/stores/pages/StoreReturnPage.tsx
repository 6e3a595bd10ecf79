import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StoreReturnRequest } from '@despacho/shared';
import { useNotify } from '../../../components/notifications/notifications-context';
import { isApiError } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/page-title';
import { pathTo } from '../../../app/route-table';
import { useStoreOauthReturn } from '../api/store-oauth-return';
import { clearPendingOauth, readPendingOauth } from '../store-redirect';

/**
 * What to post for the provider's return, or null when the query is not one: Shopify signs its
 * query (`hmac`); Tienda Nube sends only `code` (and not always the state), so the provider
 * and state the connect form left in sessionStorage fill the gaps.
 */
function returnRequest(query: URLSearchParams): StoreReturnRequest | null {
  const fields = Object.fromEntries(query.entries());
  if (!fields.code) return null;
  const pending = readPendingOauth();
  const provider = fields.hmac ? 'shopify' : (pending?.provider ?? 'tiendanube');
  const state = fields.state || pending?.state || '';
  return { ...fields, provider, state } as StoreReturnRequest;
}

/** The refusal's words: the fields' (forged `hmac`, foreign `shop`…) and the general ones. */
function failureOf(error: unknown, network: string, generic: string): string[] {
  if (!isApiError(error) || !error.hasResponse) return [network];
  const words = [...new Set([...Object.values(error.errors).flat(), ...error.messages])];
  return words.length ? words : [generic];
}

/**
 * /stores/update: the provider's redirect back after the merchant approved the app. The query
 * is posted once (the server checks the signature, the state's owner and age, and that it was
 * not used before); then the stores list, or the refusal with a way back — never a retry loop.
 */
export function StoreReturnPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [query] = useSearchParams();
  const save = useStoreOauthReturn();
  const started = useRef(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  usePageTitle(t('stores.return.title'));
  // The merchant declined at the provider: nothing to post, say so.
  const denied = query.get('error');
  const failure = denied ? [query.get('error_description') || t('stores.return.denied')] : refusal;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const request = returnRequest(query);
    if (denied || !request) {
      clearPendingOauth();
      if (!denied) void navigate(pathTo('stores'), { replace: true });
      return;
    }
    save.mutate(request, {
      onSuccess: ({ store }) => {
        clearPendingOauth();
        notify(t('stores.connected', { name: store.name || store.shop }));
        void navigate(pathTo('stores'), { replace: true });
      },
      onError: (e) => {
        clearPendingOauth();
        setRefusal(failureOf(e, t('errors.network'), t('errors.generic')));
      },
    });
    // Runs once for the query the provider sent; a second post would be a replay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (failure) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Alert severity="error">
          <AlertTitle>{t('stores.return.failed')}</AlertTitle>
          {failure.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          {t('stores.return.failedHelp')}
        </Typography>
        <Button
          component={Link}
          to={pathTo('stores')}
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('stores.return.back')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={2} alignItems="center" role="status" sx={{ py: 4 }}>
      <CircularProgress size={24} />
      <Typography>{t('stores.return.saving')}</Typography>
    </Stack>
  );
}
