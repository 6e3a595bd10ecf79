import type { CarrierTestInfo, ConnectionTest } from '@despacho/shared';
import { withTenant } from '../../db/tenant-tx';
import { AppError, notFound } from '../../http/app-error';
import { authorize } from '../../http/authorize';
import type { ServiceContext } from '../../http/context';
import {
  CarrierError,
  type CarrierConnector,
  type ConnectionTestResult,
  type ConnectorContext,
} from '../../integrations/carriers/carrier-connector';
import { isSecretKey, logSettingChange } from '../carrier-settings/carrier-settings.service';
import { maskExchanges, maskMessage } from './carrier-tests.masking';
import { carrierSettingRows, findCarrierForTest } from './carrier-tests.repository';
import { readTestXml } from './carrier-tests.xml-file';
import { connectorContext } from '../shipments/shipment-carrier';

/** How long a test waits for the carrier (longer than a quote's: a person is watching). */
export const TEST_CONNECTION_DEADLINE_MS = 10_000;

interface Target {
  carrierId: number;
  name: string;
  providerCode: string;
  environment: 'sandbox' | 'production';
  /** Decrypted settings, and the values of the secret ones (to mask). */
  settings: Record<string, string>;
  secrets: string[];
  /** A stored secret that no longer decrypts (APP_SECRET changed): the test cannot run. */
  unreadable: string[];
  connector: CarrierConnector | null;
}

/** The carrier of this tenant (another tenant's or an own-agreement carrier is a 404). */
async function loadTarget(ctx: ServiceContext, carrierId: number): Promise<Target> {
  authorize(ctx, 'create', 'TestConnection');
  authorize(ctx, 'update', 'Carrier');
  const { found, rows } = await withTenant(ctx.deps.db, ctx.tenant.id, async (tx) => ({
    found: await findCarrierForTest(tx, carrierId),
    rows: await carrierSettingRows(tx, carrierId),
  }));
  if (!found || found.carrier.ownAgreements) throw notFound();
  const settings: Record<string, string> = {};
  const secrets: string[] = [];
  const unreadable: string[] = [];
  for (const row of rows) {
    try {
      settings[row.key] = ctx.deps.secrets.decrypt(row.value);
    } catch {
      unreadable.push(row.key);
      continue;
    }
    if (isSecretKey(row.key) && settings[row.key]) secrets.push(settings[row.key]!);
  }
  return {
    carrierId,
    name: found.carrier.name,
    providerCode: found.providerCode,
    environment: found.carrier.environment as Target['environment'],
    settings,
    secrets,
    unreadable,
    connector: ctx.deps.connectors.get(found.providerCode),
  };
}

/** The connector's context for a test, with the test's deadline; call `done` when it is over. */
const testContext = (ctx: ServiceContext, target: Target) =>
  connectorContext(ctx.deps, target, TEST_CONNECTION_DEADLINE_MS);

/** Runs a test; a throw (a connector bug, a refused address) is a failed result, never a 500. */
async function attempt<T extends ConnectionTestResult>(
  ctx: ServiceContext,
  target: Target,
  run: (context: ConnectorContext) => Promise<T>,
): Promise<T | ConnectionTestResult> {
  if (target.unreadable.length) {
    return {
      ok: false,
      message: `Stored settings could not be decrypted (${target.unreadable.join(', ')}): type them again`,
      exchanges: [],
    };
  }
  const { context, done } = testContext(ctx, target);
  try {
    return await run(context);
  } catch (error) {
    const message =
      error instanceof CarrierError
        ? error.message
        : context.signal.aborted
          ? 'The carrier did not answer before the deadline'
          : 'The carrier could not be asked';
    return { ok: false, message, exchanges: [] };
  } finally {
    done();
  }
}

/** Masks what staff will see, and writes the test to the carrier's log. */
async function finish(
  ctx: ServiceContext,
  target: Target,
  kind: 'test_connection' | 'test_connection_xml',
  result: ConnectionTestResult & { label?: Buffer | null },
): Promise<ConnectionTest> {
  const message = maskMessage(result.message, target.secrets);
  const outcome = result.ok ? 'ok' : `failed: ${(message ?? '').slice(0, 300)}`;
  // One test in the carrier's change log (the settings screen's): who, when, which test, its
  // outcome; never a credential.
  await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    logSettingChange(ctx, tx, target.carrierId, kind, null, outcome),
  );
  return {
    ok: result.ok,
    message,
    exchanges: maskExchanges(result.exchanges, target.secrets),
    label_pdf_base64: result.label?.length ? result.label.toString('base64') : null,
  };
}

const unsupported = (key: string) =>
  new AppError('conflict', undefined, { fields: { base: [key] } });

export async function carrierTestInfo(
  ctx: ServiceContext,
  carrierId: number,
): Promise<CarrierTestInfo> {
  const target = await loadTarget(ctx, carrierId);
  return {
    carrier_id: carrierId,
    carrier_name: target.name,
    provider_code: target.providerCode,
    connection: !!target.connector?.testConnection,
    xml: !!target.connector?.xmlTest,
  };
}

/** "Probar conexión": the connector's own request with the stored credentials. */
export async function testCarrierConnection(
  ctx: ServiceContext,
  carrierId: number,
): Promise<ConnectionTest> {
  const target = await loadTarget(ctx, carrierId);
  const connector = target.connector;
  if (!connector?.testConnection) throw unsupported('v.test_connection_unsupported');
  const result = await attempt(ctx, target, (context) => connector.testConnection!(context));
  return finish(ctx, target, 'test_connection', result);
}

/** The carrier's example XML request, credentials shown as "*****". */
export async function exampleTestXml(ctx: ServiceContext, carrierId: number) {
  const target = await loadTarget(ctx, carrierId);
  const xmlTest = target.connector?.xmlTest;
  if (!xmlTest) throw unsupported('v.test_xml_unsupported');
  const { context, done } = testContext(ctx, target);
  done(); // Drawing the example asks no carrier.
  const xml = maskMessage(xmlTest.example(context), target.secrets) ?? '';
  return { xml, filename: `prueba-conexion-${target.providerCode.toLowerCase()}-${carrierId}.xml` };
}

/** Sends an uploaded XML request with the stored credentials put in; a bad file sends nothing. */
export async function sendTestXml(
  ctx: ServiceContext,
  carrierId: number,
  bytes: Buffer,
): Promise<ConnectionTest> {
  const target = await loadTarget(ctx, carrierId);
  const xmlTest = target.connector?.xmlTest;
  if (!xmlTest) throw unsupported('v.test_xml_unsupported');
  const xml = readTestXml(bytes);
  const result = await attempt(ctx, target, (context) => xmlTest.send(context, xml));
  return finish(ctx, target, 'test_connection_xml', result);
}
