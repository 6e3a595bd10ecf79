import Button from '@mui/material/Button';
import NoteAdd from '@mui/icons-material/NoteAdd';
import EditNote from '@mui/icons-material/EditNote';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@despacho/shared';
import { pathTo } from '../../../app/route-table';

/**
 * Spec 2 §4 "Create or edit label": a manual shipment, paid (success), for a reader who may
 * create ManualShipment (the server's `actions.upload_label`). "Edit label" once it has one.
 */
export function ManualLabelButton({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  if (!shipment.actions.upload_label) return null;
  const editing = shipment.manual_label !== null;
  return (
    <Button
      size="small"
      variant={editing ? 'outlined' : 'contained'}
      startIcon={editing ? <EditNote /> : <NoteAdd />}
      component={Link}
      to={pathTo('newManualShipment', { id: shipment.id })}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {t(editing ? 'shipments.actions.edit_label' : 'shipments.actions.create_label')}
    </Button>
  );
}
