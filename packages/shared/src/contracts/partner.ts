import { z } from 'zod';
import { ZAddressForm } from '../forms/address';
import { ZParcelForm } from '../forms/parcel';

/**
 * The partner API's own shapes (issue 22). `POST /shipments` takes the wizard's addresses and,
 * optionally, the parcel of step 2: with it, addresses and parcel are saved in one transaction.
 */
export const ZShipmentCreateRequest = z.object({
  shipment: z.object({
    origin_attributes: ZAddressForm.optional(),
    destination_attributes: ZAddressForm.optional(),
    parcel: ZParcelForm.optional(),
  }),
});
export type ShipmentCreateRequest = z.infer<typeof ZShipmentCreateRequest>;

/** `GET /balance`: the paying account's balance and credit line, decimal strings in MXN. */
export const ZBalance = z.object({
  balance: z.string(),
  credit_limit: z.string(),
  currency: z.literal('MXN'),
});
export type Balance = z.infer<typeof ZBalance>;
