import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  carrierSettings,
  carrierValidators,
  carriers,
  countries,
  providers,
  serviceCountries,
  servicePrices,
  serviceValidators,
  serviceZones,
  services,
  validators,
  zones,
} from '../../db/schema';

// Read-only: the quote service's view of the catalogue other areas write. Runs in withTenant.

export const loadCarriers = (tx: Tx) =>
  tx
    .select({ carrier: carriers, providerCode: providers.code, providerName: providers.name })
    .from(carriers)
    .innerJoin(providers, eq(providers.id, carriers.providerId));

export const loadCarrierValidators = (tx: Tx) =>
  tx
    .select({
      carrierId: carrierValidators.carrierId,
      name: validators.name,
      status: validators.status,
    })
    .from(carrierValidators)
    .innerJoin(validators, eq(validators.id, carrierValidators.validatorId));

export const loadCarrierSettings = (tx: Tx) =>
  tx
    .select({
      carrierId: carrierSettings.carrierId,
      key: carrierSettings.key,
      value: carrierSettings.value,
    })
    .from(carrierSettings);

export const loadServices = (tx: Tx) => tx.select().from(services);

export const loadServiceValidators = (tx: Tx) =>
  tx
    .select({
      serviceId: serviceValidators.serviceId,
      name: validators.name,
      status: validators.status,
    })
    .from(serviceValidators)
    .innerJoin(validators, eq(validators.id, serviceValidators.validatorId));

export const loadServiceCountries = (tx: Tx) =>
  tx
    .select({ serviceId: serviceCountries.serviceId, code: countries.code })
    .from(serviceCountries)
    .innerJoin(countries, eq(countries.id, serviceCountries.countryId));

export const loadServiceZones = (tx: Tx) => tx.select().from(serviceZones);

export const loadPriceRows = (tx: Tx) =>
  tx
    .select({
      serviceId: servicePrices.serviceId,
      kg: servicePrices.kg,
      price: servicePrices.priceCents,
      adminCost: servicePrices.adminCostCents,
      mainAdminCost: servicePrices.mainAdminCostCents,
    })
    .from(servicePrices)
    .orderBy(asc(servicePrices.serviceId), asc(servicePrices.kg));

export const loadZones = (tx: Tx) => tx.select({ id: zones.id, name: zones.name }).from(zones);

export const loadCountries = (tx: Tx) =>
  tx.select({ id: countries.id, code: countries.code, name: countries.name }).from(countries);
