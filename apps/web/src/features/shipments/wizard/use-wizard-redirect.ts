import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { wizardScreenOnLoad, type WizardDestination, type WizardScreen } from '@despacho/domain';
import type { Shipment } from '@despacho/shared';
import { pathTo } from '../../../app/route-table';

/** The route of a wizard destination for one shipment. */
export function wizardPath(destination: WizardDestination, shipmentId: number): string {
  switch (destination) {
    case 'addressing':
      return `${pathTo('newShipment')}?shipment_id=${shipmentId}`;
    case 'packaging':
      return pathTo('newParcel', { shipmentId });
    case 'rating':
      return pathTo('newRate', { shipmentId });
    case 'confirmation':
      return pathTo('confirmShipment', { id: shipmentId });
    case 'shipment_list':
      return pathTo('shipments');
  }
}

/**
 * Where this screen may not show the shipment (spec 2 §4): a confirmed one goes to the list and
 * a screen ahead of the shipment's step goes back to that step. Decided once, on load — a step
 * the screen itself moves on (a bought label) is followed by the screen, not by this. Returns
 * whether the screen stays, so the page renders nothing while it is leaving.
 */
export function useWizardRedirect(
  screen: WizardScreen,
  shipment: Shipment | undefined,
  override?: (shipment: Shipment) => WizardDestination | null,
): boolean {
  const navigate = useNavigate();
  // "On load" is per visit: each navigation (even to the same page) decides again.
  const visit = `${useLocation().key}:${shipment?.id ?? ''}`;
  const [onLoad, setOnLoad] = useState<{ visit: string; destination: WizardDestination } | null>(
    null,
  );
  if (shipment && onLoad?.visit !== visit) {
    setOnLoad({
      visit,
      destination: override?.(shipment) ?? wizardScreenOnLoad(screen, shipment.step),
    });
  }
  const destination = onLoad?.visit === visit ? onLoad.destination : screen;
  const leaving = destination !== screen;
  const id = shipment?.id;
  useEffect(() => {
    if (leaving && id !== undefined) void navigate(wizardPath(destination, id), { replace: true });
  }, [leaving, destination, id, navigate]);
  return !leaving;
}
