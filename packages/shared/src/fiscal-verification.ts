/**
 * Spec 1 §2: a customer whose fiscal data are not verified, while the setting
 * `verify_user_fiscal_data` is '1', is sent to the verification screen — except that the demo
 * shipment may still be made while `total_shipments` is low: up to 0 to start a new shipment, up
 * to 1 for the steps after it (parcel, rate, purchase). The server enforces it with the error
 * code `fiscal_verification_required`; the web app turns that code into its redirect.
 */
export const VERIFY_FISCAL_DATA_SETTING = 'verify_user_fiscal_data';

/** How far an unverified customer may go: the demo shipment's first step, its later steps. */
export const DEMO_SHIPMENTS_UP_TO = { newShipment: 0, shipmentSteps: 1 } as const;

export function mustVerifyFiscalData(
  user: { user_type: string; fiscal_data_verified: boolean; total_shipments: number },
  verifySetting: string | null | undefined,
  /** The demo allowance of the action; null when the action has none (e.g. a quote). */
  demoShipmentsUpTo: number | null,
): boolean {
  if (user.user_type !== 'customer' || user.fiscal_data_verified || verifySetting !== '1')
    return false;
  return demoShipmentsUpTo === null || user.total_shipments > demoShipmentsUpTo;
}
