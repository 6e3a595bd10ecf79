import {
  OWN_AGREEMENT_HIDDEN_SETTINGS,
  UNCHANGED_MASK,
  validationText,
  type OwnAgreementField,
} from '@despacho/shared';
import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../../http/context';
import { CarrierError, type CarrierConnector } from '../../integrations/carriers/carrier-connector';
import { carrierReason } from '../../integrations/carriers/carrier-error-text';
import { isSecretKey } from '../carrier-settings/carrier-settings.service';
import { connectorContext } from '../shipments/shipment-carrier';
import './own-agreement-messages';

/** The credential fields a customer fills for this connector (hidden keys left out). */
export function credentialFields(connector: CarrierConnector): OwnAgreementField[] {
  const hidden: readonly string[] = OWN_AGREEMENT_HIDDEN_SETTINGS;
  return connector.requiredSettings
    .filter((key) => !hidden.includes(key))
    .map((key) => ({ key, secret: isSecretKey(key) }));
}

/**
 * The credentials to save: exactly the connector's fields, each required; "*****" (or a blank
 * secret on an edit) keeps the stored value. Unknown keys are ignored — a customer never sets
 * endpoints or limits. Every missing field is reported at once, as `settings.<key>`.
 */
export function credentialsFrom(
  fields: OwnAgreementField[],
  sent: Record<string, string>,
  stored: Record<string, string> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  const errors: Record<string, string[]> = {};
  for (const { key, secret } of fields) {
    const value = (sent[key] ?? '').trim();
    const keep = secret && (value === UNCHANGED_MASK || value === '') && stored[key];
    if (keep) out[key] = stored[key] as string;
    else if (value === '' || value === UNCHANGED_MASK) errors[`settings.${key}`] = ['v.required'];
    else out[key] = value;
  }
  if (Object.keys(errors).length)
    throw new AppError('validation_failed', undefined, { fields: errors });
  return out;
}

/** Where the test rate goes: Monterrey centre to Mexico City (Roma), one small box. */
const TEST_RATE = {
  origin: { country_code: 'MX', postal_code: '64000' },
  destination: { country_code: 'MX', postal_code: '06700' },
  parcels: [{ weight_kg: 1, length_cm: 20, width_cm: 15, height_cm: 10 }],
  declared_value_cents: 0,
};

function refused(ctx: ServiceContext, fields: OwnAgreementField[], reason: string): AppError {
  const errors: Record<string, string[]> = {
    base: [validationText('v.own_agreement_refused', ctx.locale, { reason })],
  };
  for (const f of fields) errors[`settings.${f.key}`] = ['v.own_agreement_credential_refused'];
  return new AppError('validation_failed', undefined, { fields: errors });
}

const unreachable = (ctx: ServiceContext, reason: string) =>
  new AppError('validation_failed', undefined, {
    fields: { base: [validationText('v.own_agreement_unreachable', ctx.locale, { reason })] },
  });

/**
 * Test on save (issue 19): the carrier must accept the credentials before anything is written.
 * The connector's own connection test when it has one, else a one-parcel rate 64000 → 06700.
 * Called before the write transaction, never inside it. A refusal of the shipment itself
 * (`rejected`) means the carrier did accept the credentials.
 */
export async function testCredentials(
  ctx: ServiceContext,
  connector: CarrierConnector,
  fields: OwnAgreementField[],
  settings: Record<string, string>,
  environment: 'sandbox' | 'production',
): Promise<void> {
  const { context: connectorCtx, done } = connectorContext(
    ctx.deps,
    { providerCode: connector.providerCode, environment, settings },
    ctx.deps.carrierDeadlineMs,
  );
  try {
    if (connector.testConnection) {
      const result = await connector.testConnection(connectorCtx);
      if (!result.ok) throw refused(ctx, fields, result.message ?? 'sin detalle');
      return;
    }
    await connector.rate(connectorCtx, { ...TEST_RATE, service_codes: [], ship_date: new Date() });
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof CarrierError && err.kind === 'rejected') return;
    const reason = connectorCtx.signal.aborted
      ? carrierReason(new CarrierError('timeout', 'deadline'))
      : carrierReason(err);
    ctx.log.warn({ provider: connector.providerCode, reason }, 'own agreement test failed');
    if (err instanceof CarrierError && (err.kind === 'auth' || err.kind === 'config'))
      throw refused(ctx, fields, reason);
    throw unreachable(ctx, reason);
  } finally {
    done();
  }
}
