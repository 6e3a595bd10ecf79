import type { CarrierConnector } from './carrier-connector';

/** Connectors by provider code; the app registers one per integration at start. */
export class ConnectorRegistry {
  private readonly byCode = new Map<string, CarrierConnector>();

  register(connector: CarrierConnector): this {
    this.byCode.set(connector.providerCode, connector);
    return this;
  }

  get(providerCode: string): CarrierConnector | null {
    return this.byCode.get(providerCode) ?? null;
  }

  get codes(): string[] {
    return [...this.byCode.keys()];
  }
}
