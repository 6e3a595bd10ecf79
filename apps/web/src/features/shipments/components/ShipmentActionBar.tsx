import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Block from '@mui/icons-material/Block';
import CancelScheduleSend from '@mui/icons-material/CancelScheduleSend';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import EditLocationAlt from '@mui/icons-material/EditLocationAlt';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Undo from '@mui/icons-material/Undo';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@despacho/shared';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useNotify } from '../../../components/notifications/notifications-context';
import { useErrorHandler } from '../../../lib/error-handler';
import { pathTo } from '../../../app/route-table';
import { useDownloadLabel } from '../api/download-label';
import { useDownloadNota } from '../api/download-nota';
import { labelFormatsFor } from '../wizard/label-formats';
import { useShipmentAction, type ShipmentActionName } from '../api/shipment-actions';
import { EditAddressesDialog } from './EditAddressesDialog';
import { LabelDownloadButton } from './LabelDownloadButton';

/** Buttons that change the shipment, in the order they read; each asks first. */
const CHANGES: { action: ShipmentActionName; icon: ReactElement; danger?: boolean }[] = [
  { action: 'request_cancellation', icon: <CancelScheduleSend />, danger: true },
  { action: 'cancel', icon: <Block />, danger: true },
  { action: 'reject_cancel_request', icon: <Undo /> },
  { action: 'deliver', icon: <TaskAlt /> },
  { action: 'clone', icon: <ContentCopy /> },
  { action: 'delete', icon: <Delete />, danger: true },
];

/**
 * What the caller may do with a shipment now — exactly the buttons the server's `actions`
 * allow. A refusal (409: the shipment changed meanwhile) shows the server's reason.
 */
export function ShipmentActionBar({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const handleError = useErrorHandler();
  const run = useShipmentAction();
  const label = useDownloadLabel();
  const nota = useDownloadNota();
  const [asking, setAsking] = useState<ShipmentActionName | null>(null);
  const [editing, setEditing] = useState(false);
  const { actions } = shipment;
  const n = shipment.sequential_id;

  const confirm = () => {
    if (!asking) return;
    const action = asking;
    run.mutate(
      { action, id: shipment.id },
      {
        onSuccess: (result) => {
          const copy = action === 'clone' ? (result as { data?: Shipment }).data : undefined;
          notify(t(`shipments.actions.${action}Done`, { number: copy?.sequential_id ?? n }));
        },
        onError: (error) => handleError(error),
        onSettled: () => setAsking(null),
      },
    );
  };
  const onError = (error: unknown) => handleError(error);

  const buttons = [
    ...CHANGES.filter((c) => actions[c.action]).map((c) => (
      <Button
        key={c.action}
        size="small"
        variant="outlined"
        color={c.danger ? 'error' : 'primary'}
        startIcon={c.icon}
        onClick={() => setAsking(c.action)}
      >
        {t(`shipments.actions.${c.action}`)}
      </Button>
    )),
    actions.download_label && (
      <LabelDownloadButton
        key="label"
        formats={labelFormatsFor(shipment, undefined)}
        busy={label.isPending}
        onDownload={(format) => label.mutate({ id: shipment.id, format }, { onError })}
      />
    ),
    actions.download_nota && (
      <Button
        key="nota"
        size="small"
        variant="outlined"
        startIcon={<ReceiptLong />}
        loading={nota.isPending}
        onClick={() => nota.mutate(shipment, { onError })}
      >
        {t('shipments.actions.download_nota')}
      </Button>
    ),
    // The pickup screen books one, moves a booked one, or shows it to whoever reads the shipment.
    (actions.pickup || actions.reschedule_pickup || shipment.pickup) && (
      <Button
        key="pickup"
        size="small"
        variant="outlined"
        startIcon={<LocalShipping />}
        component={Link}
        to={pathTo('shipmentPickup', { id: shipment.id })}
      >
        {t('shipments.actions.pickup')}
      </Button>
    ),
    actions.edit_addresses && (
      <Button
        key="edit"
        size="small"
        variant="outlined"
        startIcon={<EditLocationAlt />}
        onClick={() => setEditing(true)}
      >
        {t('shipments.actions.edit_addresses')}
      </Button>
    ),
  ].filter(Boolean);

  if (buttons.length === 0) return null;
  return (
    <>
      <Stack
        direction="row"
        flexWrap="wrap"
        useFlexGap
        spacing={1}
        role="group"
        aria-label={t('shipments.actions.label', { number: n })}
      >
        {buttons}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`shipments.actions.${asking}Title`, { number: n }) : ''}
        message={asking ? t(`shipments.actions.${asking}Message`, { number: n }) : ''}
        confirmLabel={asking ? t(`shipments.actions.${asking}`) : undefined}
        cancelLabel={t('shipments.actions.keep')}
        busy={run.isPending}
        // Replicating only makes a new draft; the other actions change the shipment for good.
        tone={asking === 'clone' ? 'primary' : 'error'}
        onConfirm={confirm}
        onClose={() => !run.isPending && setAsking(null)}
      />
      {actions.edit_addresses && (
        <EditAddressesDialog shipment={shipment} open={editing} onClose={() => setEditing(false)} />
      )}
    </>
  );
}
