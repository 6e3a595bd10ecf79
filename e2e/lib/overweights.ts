import ExcelJS from 'exceljs';
import type { demoApi } from './api';

type Api = Awaited<ReturnType<typeof demoApi>>;

/** Sets one tenant setting (by key) through the settings API, as whoever may. */
export async function setSetting(as: Api, key: string, value: string): Promise<void> {
  const settings = await as.call<{ id: number; key: string }[]>('GET', 'settings?per_page=500');
  const setting = settings.find((s) => s.key === key);
  if (!setting) throw new Error(`no setting ${key}`);
  await as.call('PUT', `settings/${setting.id}`, { setting: { value } });
}

/** Prices a service's extra overweight kilo (pesos as text), keeping everything else it has. */
export async function priceOverweightKilo(as: Api, serviceId: number, price: string) {
  const service = await as.call<Record<string, unknown>>('GET', `services/${serviceId}`);
  await as.call('PUT', `services/${serviceId}`, {
    service: { ...service, extra_kg_overweight_price: price },
  });
}

/**
 * Carmen's bought label, made through the API the wizard uses: Monterrey → Roma Norte, one
 * 2.5 kg box (30 × 20 × 15 cm), the cheapest rate of the demo's generic carrier.
 */
export async function boughtShipment(as: Api) {
  const countries = await as.call<{ id: number; code: string }[]>('GET', 'countries?per_page=2000');
  const mx = countries.find((c) => c.code === 'MX')!.id;
  const party = (p: Record<string, string>) => ({ calling_code: '52', country_id: mx, ...p });
  const draft = await as.call<{ id: number }>('POST', 'shipments', {
    shipment: {
      origin_attributes: party({
        name: 'Carmen Peña',
        company: 'Dulces Peña',
        email: 'carmen@dulces.mx',
        phone: '8112345678',
        state: 'Nuevo León',
        city: 'Monterrey',
        neighborhood: 'Centro',
        street: 'Av. Juárez',
        number: '100',
        postal_code: '64000',
        reference: 'Portón verde',
      }),
      destination_attributes: party({
        name: 'Luis Gómez',
        company: 'Café Roma',
        email: 'luis@caferoma.mx',
        phone: '5512345678',
        state: 'Ciudad de México',
        city: 'Ciudad de México',
        neighborhood: 'Roma Norte',
        street: 'Calle Orizaba',
        number: '45',
        postal_code: '06700',
      }),
    },
  });
  await as.call('POST', `shipments/${draft.id}/parcels`, {
    parcel: {
      parcel_type: 'box',
      length: 30,
      width: 20,
      height: 15,
      weight: 2.5,
      contents: 'Dulces típicos',
      declared_tax_value: 500,
    },
  });
  const { rates } = await as.call<{ rates: { service_id: number; provider_code: string }[] }>(
    'GET',
    `shipments/${draft.id}/rates`,
  );
  const rate = rates.find((r) => r.provider_code === 'GenericCarrier') ?? rates[0]!;
  const bought = await as.call<{
    shipment: { id: number; sequential_id: number; tracking_number: string | null };
  }>('POST', `shipments/${draft.id}/rates`, { rate: { service_id: rate.service_id } });
  return { ...bought.shipment, serviceId: rate.service_id };
}

/** A carrier's overweight file: a header row (Spanish) and one row per [guía, peso, l, w, h]. */
export async function overweightsXlsx(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Sobrepesos');
  sheet.addRow(['Guía', 'Peso', 'Largo', 'Ancho', 'Alto']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
