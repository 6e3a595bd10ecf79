import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import MoreVert from '@mui/icons-material/MoreVert';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookEndpoint } from '@despacho/shared';
import { pathTo } from '../../../app/route-table';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import {
  useDeleteWebhookEndpoint,
  useRotateSecret,
  useSendTestEvent,
} from '../api/webhook-endpoints';

type Asking = 'rotate' | 'delete' | null;

/** Why a test did not land: the receiver's status, or the transport error (DNS, timeout…). */
const failureOf = (d: WebhookDelivery) =>
  d.response_status !== null ? `HTTP ${d.response_status}` : (d.error ?? '');

interface WebhookEndpointActionsProps {
  endpoint: WebhookEndpoint;
  onEdit: (endpoint: WebhookEndpoint) => void;
  /** The rotate reply carries the new secret, shown once by the caller. */
  onRotated: (endpoint: WebhookEndpoint) => void;
  /** Leave out "view deliveries" (on the endpoint's own page). */
  hideLog?: boolean;
  onDeleted?: () => void;
}

/** A row's actions: the log, a test event, and (in a menu) edit, rotate secret and delete. */
export function WebhookEndpointActions({
  endpoint: ep,
  onEdit,
  onRotated,
  hideLog,
  onDeleted,
}: WebhookEndpointActionsProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const test = useSendTestEvent({
    onSuccess: (sent) =>
      sent.status === 'succeeded'
        ? notify(
            t('externalApis.webhooks.testSucceeded', { code: sent.response_status }),
            'success',
          )
        : notify(t('externalApis.webhooks.testFailed', { reason: failureOf(sent) }), 'warning'),
    onError: (e) => handleError(e),
  });
  const rotate = useRotateSecret({
    onSuccess: (rotated) => {
      setAsking(null);
      notify(t('externalApis.webhooks.rotated'), 'success');
      onRotated(rotated);
    },
    onError: (e) => {
      setAsking(null);
      handleError(e);
    },
  });
  const remove = useDeleteWebhookEndpoint({
    onSuccess: () => {
      setAsking(null);
      notify(t('externalApis.webhooks.deleted'), 'success');
      onDeleted?.();
    },
    onError: (e) => {
      setAsking(null);
      handleError(e);
    },
  });
  const busy = rotate.isPending || remove.isPending;

  const pick = (then: () => void) => () => {
    setMenu(null);
    then();
  };
  const confirm = () => {
    if (busy) return;
    if (asking === 'rotate') rotate.mutate(ep.id);
    else if (asking === 'delete') remove.mutate(ep.id);
  };

  return (
    <Stack
      direction="row"
      spacing={0.5}
      alignItems="center"
      justifyContent="flex-end"
      flexWrap="wrap"
      useFlexGap
      role="group"
      aria-label={t('externalApis.webhooks.actions.more', { url: ep.url })}
    >
      {!hideLog && (
        <Button
          size="small"
          component={Link}
          to={pathTo('webhookEndpoint', { id: ep.id })}
          aria-label={t('externalApis.webhooks.actions.logNamed', { url: ep.url })}
        >
          {t('externalApis.webhooks.actions.log')}
        </Button>
      )}
      <Button
        size="small"
        variant="outlined"
        loading={test.isPending}
        onClick={() => test.mutate(ep.id)}
      >
        {t('externalApis.webhooks.actions.test')}
      </Button>
      <IconButton
        size="small"
        aria-label={t('externalApis.webhooks.actions.more', { url: ep.url })}
        aria-haspopup="menu"
        onClick={(e) => setMenu(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={pick(() => onEdit(ep))}>
          {t('externalApis.webhooks.actions.edit')}
        </MenuItem>
        <MenuItem onClick={pick(() => setAsking('rotate'))}>
          {t('externalApis.webhooks.actions.rotate')}
        </MenuItem>
        <MenuItem onClick={pick(() => setAsking('delete'))} sx={{ color: 'error.main' }}>
          {t('externalApis.webhooks.actions.delete')}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={asking !== null}
        title={t(
          asking === 'rotate'
            ? 'externalApis.webhooks.rotateTitle'
            : 'externalApis.webhooks.deleteTitle',
        )}
        message={t(
          asking === 'rotate'
            ? 'externalApis.webhooks.rotateMessage'
            : 'externalApis.webhooks.deleteMessage',
          { url: ep.url },
        )}
        confirmLabel={t(
          asking === 'rotate'
            ? 'externalApis.webhooks.actions.rotate'
            : 'externalApis.webhooks.actions.delete',
        )}
        busy={busy}
        onConfirm={confirm}
        onClose={() => !busy && setAsking(null)}
      />
    </Stack>
  );
}
