import { withTenant } from '../../db/tenant-tx';
import type { AppDeps, ServiceContext } from '../../http/context';
import type { ConnectorContext } from '../../integrations/carriers/carrier-connector';
import { catalogueVersion } from '../catalogue/catalogue-version';
import { carrierLogoUrl } from '../carriers/carriers.serializer';
import { catalogueFor } from '../quotes/catalogue-cache';
import type { CatalogueCarrier } from '../quotes/catalogue-snapshot';

/** A shipment's carrier as its connector needs it (settings decrypted), from the cached catalogue. */
export async function carrierOfShipment(
  ctx: Pick<ServiceContext, 'deps' | 'tenant'>,
  carrierId: number,
): Promise<CatalogueCarrier | null> {
  const version = await withTenant(ctx.deps.db, ctx.tenant.id, (tx) =>
    catalogueVersion(tx, ctx.tenant.id),
  );
  const catalogue = await catalogueFor(
    ctx.deps.db,
    ctx.tenant.id,
    version,
    ctx.deps.secrets,
    (id, fileId) => carrierLogoUrl(ctx.tenant.slug, id, fileId),
  );
  return catalogue.carriers.get(carrierId) ?? null;
}

/**
 * A connector call's context (a carrier's decrypted settings, run through the deployment's
 * connector settings) with its own deadline; call `done` when the call is over.
 */
export function connectorContext(
  deps: Pick<AppDeps, 'connectorSettings'>,
  carrier: Pick<CatalogueCarrier, 'providerCode' | 'environment' | 'settings'>,
  deadlineMs = 30_000,
): { context: ConnectorContext; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deadlineMs);
  return {
    context: {
      settings: deps.connectorSettings(carrier.providerCode, carrier.environment, carrier.settings),
      environment: carrier.environment,
      signal: controller.signal,
    },
    done: () => clearTimeout(timer),
  };
}
