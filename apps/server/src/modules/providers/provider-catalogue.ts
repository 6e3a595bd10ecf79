import { BUILT_IN_PROVIDER_NAMES, MANUAL_PROVIDER_CODE } from '@despacho/shared';

/**
 * The providers Despacho connects to (issue 8 §1; spec 3 §9), with their service types (the
 * "enums" call) and whether they take insurance and pickups. `ownAgreements: false` hides a
 * provider from customers' own agreements (the bot accounts and the platform's own tables).
 */
export interface ProviderSeed {
  code: string;
  name: string;
  ownAgreements: boolean;
  supportsInsurance: boolean;
  supportsPickup: boolean;
  serviceTypes: { code: string; name: string }[];
}

const t = (code: string, name: string) => ({ code, name });

export const PROVIDER_CATALOGUE: readonly ProviderSeed[] = [
  {
    code: 'GenericCarrier',
    name: BUILT_IN_PROVIDER_NAMES.GenericCarrier!,
    ownAgreements: false,
    supportsInsurance: true,
    supportsPickup: true,
    serviceTypes: [t('STANDARD', 'Estándar'), t('EXPRESS', 'Express')],
  },
  {
    // A carrier with no API (spec 2 "Manual shipments"): its services are priced from the
    // tenant's tables like GenericCarrier's (no quoted rates), bought without a carrier call,
    // and staff upload the carrier's label PDF afterwards.
    code: MANUAL_PROVIDER_CODE,
    name: BUILT_IN_PROVIDER_NAMES[MANUAL_PROVIDER_CODE]!,
    ownAgreements: false,
    supportsInsurance: false,
    supportsPickup: false,
    serviceTypes: [t('STANDARD', 'Estándar'), t('EXPRESS', 'Express')],
  },
  {
    code: 'FedexRest',
    name: 'FedEx (API REST)',
    ownAgreements: true,
    supportsInsurance: true,
    supportsPickup: true,
    serviceTypes: [
      t('FEDEX_GROUND', 'FedEx Ground'),
      t('FEDEX_EXPRESS_SAVER', 'FedEx Express Saver'),
      t('STANDARD_OVERNIGHT', 'FedEx Standard Overnight'),
      t('PRIORITY_OVERNIGHT', 'FedEx Priority Overnight'),
      t('INTERNATIONAL_ECONOMY', 'FedEx International Economy'),
      t('INTERNATIONAL_PRIORITY', 'FedEx International Priority'),
    ],
  },
  {
    code: 'Fedexx',
    name: 'FedEx (SOAP)',
    ownAgreements: false,
    supportsInsurance: true,
    supportsPickup: true,
    serviceTypes: [
      t('FEDEX_EXPRESS_SAVER', 'FedEx Express Saver'),
      t('STANDARD_OVERNIGHT', 'FedEx Standard Overnight'),
    ],
  },
  {
    code: 'DHL',
    name: 'DHL Express',
    ownAgreements: true,
    supportsInsurance: true,
    supportsPickup: true,
    serviceTypes: [
      t('N', 'Express Domestic'),
      t('G', 'Economy Select Domestic'),
      t('I', 'Express Domestic 9:00'),
      t('P', 'Express Worldwide'),
    ],
  },
  {
    code: 'Estafeta',
    name: 'Estafeta',
    ownAgreements: true,
    supportsInsurance: true,
    supportsPickup: true,
    serviceTypes: [
      t('70', 'Día siguiente'),
      t('60', 'Dos días'),
      t('D0', 'Terrestre'),
      t('L0', 'LTL'),
    ],
  },
  {
    code: 'EstafetaBot676',
    name: BUILT_IN_PROVIDER_NAMES.EstafetaBot676!,
    ownAgreements: false,
    supportsInsurance: true,
    supportsPickup: false,
    serviceTypes: [t('70', 'Día siguiente'), t('D0', 'Terrestre')],
  },
  {
    code: 'EstafetaBot007',
    name: BUILT_IN_PROVIDER_NAMES.EstafetaBot007!,
    ownAgreements: false,
    supportsInsurance: true,
    supportsPickup: false,
    serviceTypes: [t('70', 'Día siguiente'), t('D0', 'Terrestre')],
  },
  {
    code: 'PExpress',
    name: 'Paquetexpress',
    ownAgreements: true,
    supportsInsurance: true,
    supportsPickup: true,
    serviceTypes: [
      t('STD-T', 'Estándar terrestre'),
      t('SEG-DS', 'Express día siguiente'),
      t('SEG-A12', 'Express antes de las 12'),
      t('SEG-2D', 'Express segundo día'),
      t('SEG-MD', 'Express mismo día'),
    ],
  },
  {
    code: 'Redpack',
    name: 'Redpack',
    ownAgreements: true,
    supportsInsurance: true,
    supportsPickup: true,
    serviceTypes: [
      t('EXPRESS', 'Express'),
      t('ECOEXPRESS', 'Ecoexpress'),
      t('METROPOLITANO', 'Metropolitano'),
      t('DIA_SIGUIENTE', 'Día Siguiente'),
      t('ECOEXPRESS_MPZA', 'Ecoexpress Multipieza'),
      t('DIA_SIGUIENTE_MPZA', 'Día Siguiente Multipieza'),
    ],
  },
  {
    code: 'AMPM',
    name: 'AMPM',
    ownAgreements: true,
    supportsInsurance: false,
    supportsPickup: true,
    serviceTypes: [t('STANDARD', 'Estándar'), t('NEXT_DAY', 'Día siguiente')],
  },
  {
    code: 'Pak2go',
    name: 'Pak2go',
    ownAgreements: false,
    supportsInsurance: false,
    supportsPickup: true,
    serviceTypes: [t('SAME_DAY', 'Mismo día'), t('NEXT_DAY', 'Día siguiente')],
  },
  {
    code: 'DrEnvio',
    name: 'Dr. Envío',
    ownAgreements: false,
    supportsInsurance: false,
    supportsPickup: false,
    // DrEnvío resells other carriers: a service is "<carrier>:<service>" in its own words.
    serviceTypes: [
      t('estafeta:ground', 'Estafeta Terrestre'),
      t('estafeta:express', 'Estafeta Día Siguiente'),
      t('fedex:ground', 'FedEx Terrestre'),
      t('fedex:express', 'FedEx Express'),
      t('ampm:ground', 'AMPM Terrestre'),
      t('jtexpress:ground', 'J&T Express Estándar'),
      t('dhl:express', 'DHL Express'),
    ],
  },
  {
    code: 'Carssa',
    name: 'Carssa',
    ownAgreements: false,
    supportsInsurance: false,
    supportsPickup: true,
    serviceTypes: [t('STANDARD', 'Estándar')],
  },
  // Platform integrations customers cannot connect as their own agreement (spec 3 §9).
  ...(
    [
      ['DhlPrepaidBot', 'DHL (guías prepagadas)'],
      ['DhlBot', 'DHL (cuenta de la plataforma)'],
      ['Boxify', 'Boxify'],
      ['EnviaCom', 'Envia.com'],
      ['Pakke', 'Pakke'],
      ['Teiker', 'Teiker'],
      ['Logispak', 'Logispak'],
      ['Onward', 'Onward'],
    ] as const
  ).map(([code, name]) => ({
    code,
    name,
    ownAgreements: false,
    supportsInsurance: false,
    supportsPickup: false,
    serviceTypes: [t('STANDARD', 'Estándar')],
  })),
];

/** Validators the rating engine knows (rating.md §6.5). */
export const VALIDATOR_CATALOGUE: readonly { name: string; description: string }[] = [
  { name: 'postal_code', description: 'El código postal de destino está en la lista del servicio' },
  {
    name: 'excluded_postal_code',
    description: 'El código postal de destino no está en la lista del servicio',
  },
  { name: 'max_weight', description: 'El peso no pasa del límite de la paquetería' },
  { name: 'max_dimensions', description: 'Las medidas no pasan de los límites de la paquetería' },
  { name: 'week_days', description: 'Hoy es uno de los días de servicio' },
  { name: 'schedule', description: 'La hora actual está dentro del horario del servicio' },
  { name: 'doc_only', description: 'Solo documentos' },
  { name: 'no_doc', description: 'No acepta documentos' },
];
