import ExcelJS from 'exceljs';
import type { demoApi } from './api';
import { draftAtRates } from './manual-shipments';

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
 * Carmen's bought label, made through the API the wizard uses (the draft of
 * lib/manual-shipments): the cheapest rate of the demo's generic carrier.
 */
export async function boughtShipment(as: Api) {
  const id = await draftAtRates(as);
  const { rates } = await as.call<{ rates: { service_id: number; provider_code: string }[] }>(
    'GET',
    `shipments/${id}/rates`,
  );
  const rate = rates.find((r) => r.provider_code === 'GenericCarrier') ?? rates[0]!;
  const bought = await as.call<{
    shipment: { id: number; sequential_id: number; tracking_number: string | null };
  }>('POST', `shipments/${id}/rates`, { rate: { service_id: rate.service_id } });
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
