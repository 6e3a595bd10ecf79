import type { LabelData, NotaData } from './label-data';

/**
 * A realistic shipment for label tests and previews: Monterrey → Roma Norte, with accents in
 * names and places. 04:30 UTC on the 25th is still the 24th in Mexico City (UTC−6).
 */
export function labelFixture(overrides: Partial<LabelData> = {}): LabelData {
  return {
    tracking_number: '900000001231',
    shipment_number: '123',
    carrier_name: 'Despacho Express',
    service_name: 'Terrestre',
    created_at: new Date('2025-11-25T04:30:00Z'),
    time_zone: 'America/Mexico_City',
    origin: {
      name: 'José Ángel Treviño Garza',
      company: 'Distribuidora Regiomontana',
      email: 'envios@regiomontana.mx',
      phone: '8183471200',
      calling_code: '52',
      rfc: 'DRE190312AB4',
      street: 'Padre Mier Poniente',
      number: '1024',
      interior_number: 'Piso 3',
      neighborhood: 'Centro',
      city: 'Monterrey',
      state: 'Nuevo León',
      state_code: 'NLE',
      postal_code: '64000',
      country_code: 'MX',
      reference: null,
    },
    destination: {
      name: 'María Fernanda Peña Ibáñez',
      company: '',
      email: 'mfernanda.pena@example.mx',
      phone: '5552641190',
      calling_code: '52',
      rfc: null,
      street: 'Av. Álvaro Obregón',
      number: '120',
      interior_number: '3B',
      neighborhood: 'Roma Norte',
      city: 'Ciudad de México',
      state: 'Ciudad de México',
      state_code: 'CMX',
      postal_code: '06700',
      country_code: 'MX',
      reference: 'Portón negro junto a la farmacia; tocar el timbre 3B',
    },
    parcel: {
      weight_kg: 2.5,
      length_cm: 30,
      width_cm: 20,
      height_cm: 15,
      volumetric_weight_kg: 1.8,
      parcel_type: 'box',
      contents: 'Ropa y accesorios de piel',
      declared_value_cents: 150_000,
    },
    brand: { name: 'Envíos Carmen', logo: null },
    tracking_url: 'https://envios.despacho.mx/rastreo/900000001231',
    ...overrides,
  };
}

export function notaFixture(overrides: Partial<NotaData> = {}): NotaData {
  return {
    ...labelFixture(),
    customer: { name: 'Carmen Ruiz Cárdenas', email: 'carmen@enviosruiz.mx' },
    total: '$279.00 MXN',
    ...overrides,
  };
}

/** Values at the schema's limits: the label must shrink or cut them, never spill. */
export function longValuesFixture(): LabelData {
  const base = labelFixture();
  const long = (seed: string, n: number) => seed.repeat(Math.ceil(n / seed.length)).slice(0, n);
  const party = (p: LabelData['origin']) => ({
    ...p,
    name: long('Maximiliano Wenceslao ', 35),
    company: long('Comercializadora Internacional de Mercancías ', 80),
    street: long('Boulevard Manuel Ávila Camacho ', 30),
    number: 'KM 23.5',
    interior_number: 'Bodega 14-B',
    neighborhood: long('Fraccionamiento Residencial ', 60),
    city: long('San Pedro Garza García ', 40),
    reference: long('Entre calle Morelos y calle Hidalgo, ', 255),
  });
  return {
    ...base,
    service_name: 'Día Siguiente Antes de las 10:30 con Acuse',
    carrier_name: 'Paquetería Nacional del Noreste Exprés',
    origin: party(base.origin),
    destination: party(base.destination),
    parcel: {
      ...base.parcel,
      contents: long('Refacciones automotrices, filtros, bujías y mangueras; ', 255),
      declared_value_cents: 99_999_999_99,
    },
    brand: { name: long('Logística y Mensajería Integral ', 80), logo: null },
  };
}
