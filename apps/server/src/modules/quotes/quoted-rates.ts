import type { QuotedRateResult } from '@despacho/domain';
import {
  carrierInsuredValue,
  type RateRequest,
} from '../../integrations/carriers/carrier-connector';
import { carrierErrorDetail } from '../../integrations/carriers/carrier-error-text';
import type { ConnectorRegistry } from '../../integrations/carriers/connector-registry';
import type { AppDeps } from '../../http/context';
import type { Logger } from '../../lib/logger';
import type { CatalogueCarrier, CatalogueService } from './catalogue-snapshot';

/**
 * Asks every carrier that has quoted services among the candidates, all at once, each with its
 * own deadline. A slow or failing carrier never fails the quote: its services get an `ok: false`
 * answer with the reason, and the engine turns that into a `quote.unavailable` rejection.
 */
export async function askCarriers(
  services: CatalogueService[],
  carriers: Map<number, CatalogueCarrier>,
  registry: ConnectorRegistry,
  settingsFor: AppDeps['connectorSettings'],
  request: Omit<RateRequest, 'service_codes'>,
  deadlineMs: number,
  log: Logger,
): Promise<Record<string, QuotedRateResult>> {
  const byCarrier = new Map<number, CatalogueService[]>();
  for (const s of services) {
    if (!s.data.use_quoted_rates) continue;
    const list = byCarrier.get(s.carrierId);
    if (list) list.push(s);
    else byCarrier.set(s.carrierId, [s]);
  }
  const answers: Record<string, QuotedRateResult> = {};
  await Promise.all(
    [...byCarrier].map(async ([carrierId, list]) => {
      const carrier = carriers.get(carrierId);
      const connector = carrier ? registry.get(carrier.providerCode) : null;
      if (!carrier || !connector) {
        for (const s of list)
          answers[s.data.id] = { ok: false, error: 'no connector for this provider yet' };
        return;
      }
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), deadlineMs);
      try {
        const quoted = await connector.rate(
          {
            settings: settingsFor(carrier.providerCode, carrier.environment, carrier.settings),
            environment: carrier.environment,
            signal: controller.signal,
          },
          {
            ...request,
            service_codes: list.map((s) => s.data.code),
            // A carrier that insures itself is told the value to insure (and prices it).
            insured_value_cents: carrierInsuredValue(
              carrier.data.insurance_type,
              request.insure_package,
              request.declared_value_cents,
            ),
          },
        );
        const byCode = new Map(quoted.map((q) => [q.service_code, q]));
        for (const s of list) {
          const q = byCode.get(s.data.code);
          answers[s.data.id] = q
            ? { ok: true, quoted_rate: q.amount_cents }
            : { ok: false, error: 'the carrier did not offer this service for this shipment' };
        }
      } catch (err) {
        const error = controller.signal.aborted
          ? `the carrier did not answer within ${Math.round(deadlineMs / 100) / 10} s`
          : carrierErrorDetail(err);
        log.warn({ carrierId, provider: carrier.providerCode, error }, 'carrier quote failed');
        for (const s of list) answers[s.data.id] = { ok: false, error };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return answers;
}
