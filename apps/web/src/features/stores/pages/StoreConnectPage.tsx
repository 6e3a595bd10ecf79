import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import { pathTo } from '../../../app/route-table';
import { useConnectStore } from '../api/connect-store';
import { useStoreChoices } from '../api/list-stores';
import { StoreConnectForm } from '../components/StoreConnectForm';
import { goToProvider } from '../store-redirect';

const NO_SHOPS: string[] = [];

/** /stores/new: an OAuth provider sends the browser to its consent page; WooCommerce is
 * checked with its keys and saved at once. */
export function StoreConnectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const connect = useConnectStore();
  const stores = useStoreChoices().data;
  const shops = useMemo(() => stores?.map((s) => s.shop) ?? NO_SHOPS, [stores]);

  return (
    <>
      <PageHeader title={t('stores.connectTitle')} />
      <StoreConnectForm
        existingShops={shops}
        submitting={connect.isPending}
        onSubmit={(store) =>
          connect.mutateAsync(store).then((reply) => {
            if (reply.params?.url) {
              goToProvider(store.provider, reply.params.url);
              return;
            }
            notify(t('stores.connected', { name: reply.store.name || reply.store.shop }));
            return navigate(pathTo('stores'));
          })
        }
      />
    </>
  );
}
