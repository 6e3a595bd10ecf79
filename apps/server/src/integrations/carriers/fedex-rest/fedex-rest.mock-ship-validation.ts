import { checkDeclaredValues } from './fedex-rest.mock-declared-value';
import {
  MOCK_DOMESTIC_SERVICES,
  MOCK_INTERNATIONAL_SERVICES,
  type MockPackage,
  type MockShipment,
} from './fedex-rest.mock-pricing';
import { NOBODY, checkMockParty, type MockParty } from './fedex-rest.mock-party';
import {
  MOCK_REFUSED_POSTAL_CODE,
  Problems,
  checkAccount,
  checkPackage,
  isObj,
  text,
  type MockLocale,
} from './fedex-rest.mock-validation';
import { FEDEX_PICKUP_TYPES, type FedexApiError } from './fedex-rest.types';

/**
 * How the mock checks Ship API requests, the way FedEx answers a bad one: HTTP 400 with every
 * problem found. Besides the rate checks (account, countries, postal codes, packages) it wants
 * what a label needs: contact and street of both parties, a known service, a label format it
 * can draw (PDF or ZPLII on letter or 4×6 stock) and a ship date within 10 days.
 */

export interface ValidShipRequest extends MockShipment {
  account: string;
  serviceType: string;
  serviceName: string;
  imageType: 'PDF' | 'ZPLII';
  stockType: 'PAPER_LETTER' | 'STOCK_4X6' | 'PAPER_4X6';
  shipper: MockParty;
  recipient: MockParty;
  /** Actual weight per package, in kg as sent. */
  weightsKg: number[];
  reference: string | null;
}

const SERVICES = [...MOCK_DOMESTIC_SERVICES, ...MOCK_INTERNATIONAL_SERVICES];
const PACKAGING_TYPES = [
  'YOUR_PACKAGING',
  'FEDEX_ENVELOPE',
  'FEDEX_PAK',
  'FEDEX_BOX',
  'FEDEX_SMALL_BOX',
  'FEDEX_MEDIUM_BOX',
  'FEDEX_LARGE_BOX',
  'FEDEX_TUBE',
];
const PAYMENT_TYPES = ['SENDER', 'RECIPIENT', 'THIRD_PARTY'];
// FedEx has more; these are the ones the mock draws.
const IMAGE_TYPES = ['PDF', 'ZPLII'] as const;
const STOCK_TYPES = ['PAPER_LETTER', 'STOCK_4X6', 'PAPER_4X6'] as const;
const MAX_DAYS_AHEAD = 10;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function checkService(type: string, p: Problems): string {
  const service = SERVICES.find((s) => s.type === type);
  if (!type) {
    p.add(
      'SERVICETYPE.REQUIRED',
      'requestedShipment.serviceType',
      '',
      'The service type is required.',
      'El tipo de servicio es obligatorio.',
    );
  } else if (!service) {
    p.add(
      'SERVICETYPE.INVALID',
      'requestedShipment.serviceType',
      type,
      `Service type ${type} is not valid for this account.`,
      `El tipo de servicio ${type} no es válido para esta cuenta.`,
    );
  }
  return service?.name ?? '';
}

function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  code: string,
  key: string,
  p: Problems,
): T {
  if (!(allowed as readonly unknown[]).includes(value)) {
    p.add(
      code,
      key,
      value,
      `${key.split('.').pop()} must be one of ${allowed.join(', ')}.`,
      `${key.split('.').pop()} debe ser uno de ${allowed.join(', ')}.`,
    );
  }
  return value as T;
}

function checkShipDate(value: unknown, today: string, p: Problems): string {
  const day = value === undefined ? today : text(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    p.add(
      'SHIPDATESTAMP.INVALID',
      'requestedShipment.shipDatestamp',
      value,
      'The ship date must be a date in YYYY-MM-DD format.',
      'La fecha de envío debe tener el formato AAAA-MM-DD.',
    );
    return today;
  }
  if (day > addDays(today, MAX_DAYS_AHEAD)) {
    p.add(
      'SHIPDATESTAMP.INVALID',
      'requestedShipment.shipDatestamp',
      value,
      `The ship date must be within ${MAX_DAYS_AHEAD} days.`,
      `La fecha de envío debe estar dentro de los próximos ${MAX_DAYS_AHEAD} días.`,
    );
  }
  // FedEx ships a past-dated request today (Ship API: "Default value is current date in case
  // ... a past date is provided"); the mock's today is UTC's, a day ahead of Mexico's evenings.
  return day < today ? today : day;
}

function referenceOf(item: unknown): string | null {
  const refs = isObj(item) && Array.isArray(item.customerReferences) ? item.customerReferences : [];
  const ref = refs.find((r) => isObj(r) && r.customerReferenceType === 'CUSTOMER_REFERENCE');
  return isObj(ref) ? text(ref.value) || null : null;
}

/** The shipment as the mock labels it, or the FedEx-style errors that refuse it. */
export function validateMockShipRequest(
  body: unknown,
  locale: MockLocale,
  today: string,
): { ok: true; request: ValidShipRequest } | { ok: false; errors: FedexApiError[] } {
  const p = new Problems(locale);
  if (!isObj(body) || !isObj(body.requestedShipment)) {
    p.add(
      'INVALID.INPUT.EXCEPTION',
      'requestedShipment',
      '',
      'Invalid field value in the input.',
      'Un campo de la solicitud tiene un valor no válido.',
    );
    if (isObj(body)) checkAccount(body, p);
    return { ok: false, errors: p.list };
  }
  const account = checkAccount(body, p);
  if (body.labelResponseOptions !== 'LABEL') {
    p.add(
      'INVALID.INPUT.EXCEPTION',
      'labelResponseOptions',
      body.labelResponseOptions,
      'labelResponseOptions must be LABEL (the mock returns labels inline only).',
      'labelResponseOptions debe ser LABEL (el simulador solo devuelve etiquetas en línea).',
    );
  }
  const shipment = body.requestedShipment;
  const shipper = checkMockParty(shipment.shipper, 'requestedShipment.shipper', 'SHIPPER', p);
  const recipients = Array.isArray(shipment.recipients) ? shipment.recipients : [];
  if (!recipients.length) {
    p.add(
      'RECIPIENTS.REQUIRED',
      'requestedShipment.recipients',
      '',
      'At least one recipient is required.',
      'Se requiere al menos un destinatario.',
    );
  }
  const recipient = recipients.length
    ? checkMockParty(recipients[0], 'requestedShipment.recipients[0]', 'RECIPIENT', p)
    : NOBODY;
  if (recipient.postalCode === MOCK_REFUSED_POSTAL_CODE) {
    p.add(
      'RECIPIENT.POSTALCODE.INVALID',
      'requestedShipment.recipients[0].address.postalCode',
      recipient.postalCode,
      `FedEx does not deliver to recipient postal code ${recipient.postalCode}.`,
      `FedEx no entrega en el código postal del destinatario ${recipient.postalCode}.`,
    );
  }
  const serviceType = text(shipment.serviceType);
  const serviceName = checkService(serviceType, p);
  oneOf(
    shipment.packagingType,
    PACKAGING_TYPES,
    'PACKAGINGTYPE.INVALID',
    'requestedShipment.packagingType',
    p,
  );
  oneOf(
    shipment.pickupType,
    FEDEX_PICKUP_TYPES,
    'PICKUPTYPE.INVALID',
    'requestedShipment.pickupType',
    p,
  );
  const payment = isObj(shipment.shippingChargesPayment) ? shipment.shippingChargesPayment : {};
  oneOf(
    payment.paymentType,
    PAYMENT_TYPES,
    'PAYMENTTYPE.INVALID',
    'requestedShipment.shippingChargesPayment.paymentType',
    p,
  );
  const label = isObj(shipment.labelSpecification) ? shipment.labelSpecification : {};
  const imageType = oneOf(
    label.imageType,
    IMAGE_TYPES,
    'LABELSPECIFICATION.IMAGETYPE.INVALID',
    'requestedShipment.labelSpecification.imageType',
    p,
  );
  const stockType = oneOf(
    label.labelStockType,
    STOCK_TYPES,
    'LABELSPECIFICATION.LABELSTOCKTYPE.INVALID',
    'requestedShipment.labelSpecification.labelStockType',
    p,
  );
  const shipDate = checkShipDate(shipment.shipDatestamp, today, p);
  const items = shipment.requestedPackageLineItems;
  const packages: MockPackage[] = [];
  const weightsKg: number[] = [];
  if (!Array.isArray(items) || items.length < 1 || items.length > 99) {
    p.add(
      'PACKAGE.COUNT.INVALID',
      'requestedShipment.requestedPackageLineItems',
      Array.isArray(items) ? items.length : '',
      'A shipment needs from 1 to 99 packages.',
      'Un envío necesita de 1 a 99 paquetes.',
    );
  } else {
    items.forEach((item, i) => {
      const pkg = checkPackage(item, i + 1, p);
      if (pkg) packages.push(pkg);
      weightsKg.push(pkg ? pkg.grams / 1000 : 0);
    });
  }
  const declaredValueCents = checkDeclaredValues(items, p);
  if (p.list.length) return { ok: false, errors: p.list };
  return {
    ok: true,
    request: {
      account,
      serviceType,
      serviceName,
      imageType,
      stockType,
      shipper,
      recipient,
      originCountry: shipper.countryCode,
      originPostalCode: shipper.postalCode,
      destinationCountry: recipient.countryCode,
      destinationPostalCode: recipient.postalCode,
      packages,
      weightsKg,
      shipDate,
      rateTypes: new Set(['ACCOUNT']),
      declaredValueCents,
      reference: Array.isArray(items) ? referenceOf(items[0]) : null,
    },
  };
}
