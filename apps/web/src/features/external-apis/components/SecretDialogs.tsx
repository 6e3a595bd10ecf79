import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@despacho/shared';
import { ShownOnceDialog } from './ShownOnceDialog';
import { WebhookEndpointDialog } from './WebhookEndpointDialog';

export interface SecretDialogsState {
  editing: WebhookEndpoint | 'new' | null;
  secretOf: WebhookEndpoint | null;
  add: () => void;
  edit: (endpoint: WebhookEndpoint) => void;
  /** A create or rotate reply: its `secret` is shown once, then forgotten. */
  showSecret: (endpoint: WebhookEndpoint) => void;
  close: () => void;
}

/** Which endpoint dialog is open: the add/edit form or the once-only secret. */
export function useSecretDialogs(): SecretDialogsState {
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secretOf, setSecretOf] = useState<WebhookEndpoint | null>(null);
  const actions = useMemo(
    () => ({
      add: () => setEditing('new'),
      edit: (endpoint: WebhookEndpoint) => setEditing(endpoint),
      showSecret: (endpoint: WebhookEndpoint) => {
        setEditing(null);
        setSecretOf(endpoint);
      },
      close: () => {
        setEditing(null);
        setSecretOf(null);
      },
    }),
    [],
  );
  return { editing, secretOf, ...actions };
}

export function SecretDialogs({ state }: { state: SecretDialogsState }) {
  const { t } = useTranslation();
  return (
    <>
      {state.editing && (
        <WebhookEndpointDialog
          endpoint={state.editing === 'new' ? undefined : state.editing}
          onCreated={state.showSecret}
          onClose={state.close}
        />
      )}
      {state.secretOf?.secret && (
        <ShownOnceDialog
          title={t('externalApis.webhooks.secret.title')}
          help={t('externalApis.webhooks.secret.help')}
          label={t('externalApis.webhooks.secret.label')}
          secret={state.secretOf.secret}
          onClose={state.close}
        />
      )}
    </>
  );
}
