import {
  WIZARD_STEPS,
  type ShipmentStatus,
  type ShipmentSource,
  type WizardStep,
} from './shipment-types';

export const stepIndex = (step: WizardStep): number => WIZARD_STEPS.indexOf(step);

/** addressing → packaging → rating → confirmed; confirmed is the end. */
export function nextStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[stepIndex(step) + 1] ?? null;
}

export type WizardScreen = 'addressing' | 'packaging' | 'rating';
export type WizardDestination = WizardScreen | 'shipment_list' | 'confirmation';

/**
 * Where a user opening a wizard screen lands. A confirmed shipment cannot be re-rated or edited,
 * so it goes to the list (spec 2 §4); a screen ahead of the shipment's step sends the user back
 * to the step they have reached, so no step is skipped.
 */
export function wizardScreenOnLoad(screen: WizardScreen, step: WizardStep): WizardDestination {
  if (step === 'confirmed') return 'shipment_list';
  return stepIndex(screen) > stepIndex(step) ? (step as WizardScreen) : screen;
}

/** After a rate is bought: manual shipments are done at once; others show the confirmation. */
export function destinationAfterRateSubmit(shipment: {
  source: ShipmentSource;
  status: ShipmentStatus;
}): {
  destination: WizardDestination;
  notify_success: boolean;
} {
  return shipment.source === 'manual' && shipment.status === 'success'
    ? { destination: 'shipment_list', notify_success: true }
    : { destination: 'confirmation', notify_success: false };
}
