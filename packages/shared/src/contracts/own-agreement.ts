import { z } from 'zod';
import { refId } from '../forms/form-fields';

/**
 * Own agreements (spec 3 §1 /own-agreements; issue 19): a customer's carrier account with their
 * own credentials. The carrier bills the customer's account; the platform charges per label
 * only the user's own-agreement price. Enabled by the setting `user_own_agreements` = '1'.
 */

/** Provider codes never offered for an own agreement (spec 3 §10). */
export const OWN_AGREEMENT_HIDDEN_PROVIDERS = [
  'DhlPrepaidBot',
  'DhlBot',
  'GenericCarrier',
  'Boxify',
  'EnviaCom',
  'Pakke',
  'Teiker',
  'Logispak',
  'Onward',
] as const;

/** Carrier settings the own-agreement form never shows (spec 3 §3 CarrierSetting). */
export const OWN_AGREEMENT_HIDDEN_SETTINGS = ['limit', 'send_confirmation_mail'] as const;

/** A setting field of the form: `secret` ones answer as "*****" ("unchanged" when sent back). */
export const ZOwnAgreementField = z.object({ key: z.string(), secret: z.boolean() });
export type OwnAgreementField = z.infer<typeof ZOwnAgreementField>;

/** A provider a customer may contract with: its credential fields and service types. */
export const ZOwnAgreementProvider = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  fields: z.array(ZOwnAgreementField),
  service_types: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type OwnAgreementProvider = z.infer<typeof ZOwnAgreementProvider>;

export const OWN_AGREEMENT_STATUSES = ['active', 'suspended'] as const;

export const ZOwnAgreement = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(OWN_AGREEMENT_STATUSES),
  /** `sandbox` in demo mode (the provider's mock), `production` otherwise. */
  environment: z.enum(['sandbox', 'production']),
  user_id: z.number().int(),
  provider: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  /** Service types in use (codes of the provider's service types). */
  services: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  /** The credentials, secrets masked as "*****". */
  settings: z.array(z.object({ key: z.string(), value: z.string(), secret: z.boolean() })),
  shipment_count: z.number().int(),
  created_at: z.string(),
});
export type OwnAgreement = z.infer<typeof ZOwnAgreement>;

const settingsRecord = z.record(
  z.string().max(80, { error: 'v.max_length' }),
  z.string().trim().max(5000, { error: 'v.max_length' }),
  { error: 'v.invalid_type' },
);
const serviceCodes = z
  .array(z.string().trim().min(1).max(80), { error: 'v.servicesError' })
  .min(1, { error: 'v.servicesError' })
  .max(50, { error: 'v.servicesError' });

/** Adding one: the provider, its credentials (tested with the carrier before saving), services. */
export const ZOwnAgreementCreate = z.object({
  provider_id: refId(),
  settings: settingsRecord,
  service_codes: serviceCodes,
});
export type OwnAgreementCreate = z.input<typeof ZOwnAgreementCreate>;

/** Editing: "*****" keeps a secret as it is; the credentials are tested again. */
export const ZOwnAgreementUpdate = z.object({
  settings: settingsRecord,
  service_codes: serviceCodes,
});
export type OwnAgreementUpdate = z.input<typeof ZOwnAgreementUpdate>;

export const ZOwnAgreementStatus = z.object({ status: z.enum(OWN_AGREEMENT_STATUSES) });
