import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OwnAgreement } from '@despacho/shared';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useNotify } from '../../../components/notifications/notifications-context';
import {
  useCreateOwnAgreement,
  useOwnAgreement,
  useOwnAgreementProviders,
  useUpdateOwnAgreement,
} from '../api/own-agreements';
import { OwnAgreementForm } from '../components/OwnAgreementForm';
import { OwnAgreementsGate } from '../components/OwnAgreementsGate';
import { ownAgreementPaths } from '../own-agreement-paths';

function useSaved() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  return (a: OwnAgreement) => {
    notify(t('ownAgreements.saved', { provider: a.provider.name }));
    return navigate(ownAgreementPaths.list);
  };
}

function NewOwnAgreement() {
  const { t } = useTranslation();
  const providers = useOwnAgreementProviders().data;
  const create = useCreateOwnAgreement();
  const saved = useSaved();
  return (
    <>
      <PageHeader title={t('ownAgreements.newTitle')} />
      {providers && (
        <OwnAgreementForm
          providers={providers}
          submitting={create.isPending}
          onSubmit={(values) => create.mutateAsync(values).then(saved)}
        />
      )}
    </>
  );
}

export function EditOwnAgreement({ id }: { id: number }) {
  const { t } = useTranslation();
  const providers = useOwnAgreementProviders().data;
  const agreement = useOwnAgreement(id).data;
  const update = useUpdateOwnAgreement(id);
  const saved = useSaved();
  return (
    <>
      <PageHeader title={t('ownAgreements.editTitle', { name: agreement?.name ?? '' })} />
      {providers && agreement && (
        <OwnAgreementForm
          providers={providers}
          agreement={agreement}
          submitting={update.isPending}
          onSubmit={({ settings, service_codes }) =>
            update.mutateAsync({ settings, service_codes }).then(saved)
          }
        />
      )}
    </>
  );
}

/** /own-agreements/new: the carrier, its credentials (tested on save) and the services. */
export function OwnAgreementCreatePage() {
  return (
    <OwnAgreementsGate>
      <NewOwnAgreement />
    </OwnAgreementsGate>
  );
}

/** /own-agreements/:id/edit: new credentials ("*****" keeps a secret) and services. */
export function OwnAgreementEditPage() {
  const id = Number(useParams().id);
  return (
    <OwnAgreementsGate>
      <EditOwnAgreement id={id} />
    </OwnAgreementsGate>
  );
}
