import { z } from 'zod';

/**
 * SAT's CFDI 4.0 catalogues a receptor's fiscal data uses, as @nodecfdi/sat-micro-catalogs
 * publishes them (cfdi_40_regimenes_fiscales, cfdi_40_usos_cfdi, cfdi_40_formas_pago). Shared
 * code may import only zod, so the rows are copied here; a server test compares them with the
 * package row for row, so an update of the package that changes SAT's data fails loudly.
 */
export interface SatRegime {
  id: string;
  name: string;
  fisica: boolean;
  moral: boolean;
}
export interface SatCfdiUse {
  id: string;
  name: string;
  /** The régimenes of receptors who may ask for this use. */
  regimes: readonly string[];
}
export interface SatPaymentForm {
  id: string;
  name: string;
}

const regime = (id: string, name: string, fisica: 0 | 1, moral: 0 | 1): SatRegime => ({
  id,
  name,
  fisica: fisica === 1,
  moral: moral === 1,
});

export const SAT_FISCAL_REGIMES: readonly SatRegime[] = [
  regime('601', 'General de Ley Personas Morales', 0, 1),
  regime('603', 'Personas Morales con Fines no Lucrativos', 0, 1),
  regime('605', 'Sueldos y Salarios e Ingresos Asimilados a Salarios', 1, 0),
  regime('606', 'Arrendamiento', 1, 0),
  regime('607', 'Régimen de Enajenación o Adquisición de Bienes', 1, 0),
  regime('608', 'Demás ingresos', 1, 0),
  regime('610', 'Residentes en el Extranjero sin Establecimiento Permanente en México', 1, 1),
  regime('611', 'Ingresos por Dividendos (socios y accionistas)', 1, 0),
  regime('612', 'Personas Físicas con Actividades Empresariales y Profesionales', 1, 0),
  regime('614', 'Ingresos por intereses', 1, 0),
  regime('615', 'Régimen de los ingresos por obtención de premios', 1, 0),
  regime('616', 'Sin obligaciones fiscales', 1, 0),
  regime('620', 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos', 0, 1),
  regime('621', 'Incorporación Fiscal', 1, 0),
  regime('622', 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras', 0, 1),
  regime('623', 'Opcional para Grupos de Sociedades', 0, 1),
  regime('624', 'Coordinados', 0, 1),
  regime(
    '625',
    'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    1,
    0,
  ),
  regime('626', 'Régimen Simplificado de Confianza', 1, 1),
];

/** A régimen of SAT's whole c_RegimenFiscal: CFDI 4.0 receptors may use only `cfdi40` ones. */
export interface SatRegimeEntry extends SatRegime {
  cfdi40: boolean;
  /** The last day SAT accepts it (609 Consolidación ended 2019-12-31); null: in force. */
  valid_until: string | null;
}

/**
 * Spec 3 §9's complete régimen catalogue (601 … 630), as @nodecfdi/sat-micro-catalogs publishes
 * SAT's general c_RegimenFiscal (cfdi_regimenes_fiscales). 609 (ended 2019) and 628, 629, 630
 * (2024, for retention certificates) are not in the CFDI 4.0 catalogue the PAC validates a
 * receptor against, so fiscal data for invoicing names them but refuses them
 * (`v.fiscal_regime_cfdi40`): an invoice is never sent with a régimen SAT would reject.
 */
export const SAT_FISCAL_REGIME_CATALOGUE: readonly SatRegimeEntry[] = [
  ...SAT_FISCAL_REGIMES.map((r) => ({ ...r, cfdi40: true, valid_until: null })),
  { ...regime('609', 'Consolidación', 0, 1), cfdi40: false, valid_until: '2019-12-31' },
  { ...regime('628', 'Hidrocarburos', 0, 1), cfdi40: false, valid_until: null },
  {
    ...regime(
      '629',
      'De los Regímenes Fiscales Preferentes y de las Empresas Multinacionales',
      1,
      0,
    ),
    cfdi40: false,
    valid_until: null,
  },
  {
    ...regime('630', 'Enajenación de acciones en bolsa de valores', 1, 0),
    cfdi40: false,
    valid_until: null,
  },
].sort((a, b) => a.id.localeCompare(b.id));

const BUSINESS = '601,603,606,612,620,621,622,623,624,625,626';
const PERSONAL = '605,606,608,611,612,614,607,615,625';
const ANY = '601,603,605,606,608,610,611,612,614,616,620,621,622,623,624,607,615,625,626';
const use = (id: string, name: string, regimes: string): SatCfdiUse => ({
  id,
  name,
  regimes: regimes.split(','),
});

export const SAT_CFDI_USES: readonly SatCfdiUse[] = [
  use('G01', 'Adquisición de mercancías', BUSINESS),
  use('G02', 'Devoluciones, descuentos o bonificaciones', `${BUSINESS},616`),
  use('G03', 'Gastos en general', BUSINESS),
  use('I01', 'Construcciones', BUSINESS),
  use('I02', 'Mobiliario y equipo de oficina por inversiones', BUSINESS),
  use('I03', 'Equipo de transporte', BUSINESS),
  use('I04', 'Equipo de computo y accesorios', BUSINESS),
  use('I05', 'Dados, troqueles, moldes, matrices y herramental', BUSINESS),
  use('I06', 'Comunicaciones telefónicas', BUSINESS),
  use('I07', 'Comunicaciones satelitales', BUSINESS),
  use('I08', 'Otra maquinaria y equipo', BUSINESS),
  use('D01', 'Honorarios médicos, dentales y gastos hospitalarios', PERSONAL),
  use('D02', 'Gastos médicos por incapacidad o discapacidad', PERSONAL),
  use('D03', 'Gastos funerales', PERSONAL),
  use('D04', 'Donativos', PERSONAL),
  use(
    'D05',
    'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
    PERSONAL,
  ),
  use('D06', 'Aportaciones voluntarias al SAR', PERSONAL),
  use('D07', 'Primas por seguros de gastos médicos', PERSONAL),
  use('D08', 'Gastos de transportación escolar obligatoria', PERSONAL),
  use(
    'D09',
    'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
    PERSONAL,
  ),
  use('D10', 'Pagos por servicios educativos (colegiaturas)', PERSONAL),
  use('S01', 'Sin efectos fiscales', ANY),
  use('CP01', 'Pagos', ANY),
  use('CN01', 'Nómina', '605'),
];

const form = (id: string, name: string): SatPaymentForm => ({ id, name });
export const SAT_PAYMENT_FORMS: readonly SatPaymentForm[] = [
  form('01', 'Efectivo'),
  form('02', 'Cheque nominativo'),
  form('03', 'Transferencia electrónica de fondos'),
  form('04', 'Tarjeta de crédito'),
  form('05', 'Monedero electrónico'),
  form('06', 'Dinero electrónico'),
  form('08', 'Vales de despensa'),
  form('12', 'Dación en pago'),
  form('13', 'Pago por subrogación'),
  form('14', 'Pago por consignación'),
  form('15', 'Condonación'),
  form('17', 'Compensación'),
  form('23', 'Novación'),
  form('24', 'Confusión'),
  form('25', 'Remisión de deuda'),
  form('26', 'Prescripción o caducidad'),
  form('27', 'A satisfacción del acreedor'),
  form('28', 'Tarjeta de débito'),
  form('29', 'Tarjeta de servicios'),
  form('30', 'Aplicación de anticipos'),
  form('31', 'Intermediario pagos'),
  form('99', 'Por definir'),
];

export type RfcKind = 'fisica' | 'moral';
/** 12 characters: a company (persona moral); 13: a person (persona física). */
export const rfcKind = (rfc: string): RfcKind | null =>
  rfc.length === 13 ? 'fisica' : rfc.length === 12 ? 'moral' : null;

/** SAT's generic RFCs (público en general, extranjero): no one's own fiscal identity. */
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const;
export const isGenericRfc = (rfc: string) => (GENERIC_RFCS as readonly string[]).includes(rfc);

const nameOf = (list: readonly { id: string; name: string }[], id: string) =>
  list.find((row) => row.id === id)?.name ?? null;
export const fiscalRegimeName = (id: string) => nameOf(SAT_FISCAL_REGIME_CATALOGUE, id);
export const cfdiUseName = (id: string) => nameOf(SAT_CFDI_USES, id);
export const paymentFormName = (id: string) => nameOf(SAT_PAYMENT_FORMS, id);

/** A user's fiscal data (spec 3 FiscalDatum), with the SAT names of its codes. */
export const ZFiscalDatum = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  business_name: z.string(),
  rfc: z.string(),
  person_kind: z.enum(['fisica', 'moral']).nullable(),
  fiscal_regime: z.string(),
  fiscal_regime_name: z.string().nullable(),
  payment_form: z.string(),
  payment_form_name: z.string().nullable(),
  cfdi_use: z.string(),
  cfdi_use_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  street: z.string(),
  number: z.string().nullable(),
  interior_number: z.string().nullable(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
  country_id: z.number().int(),
  country_name: z.string().nullable(),
  postal_code: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FiscalDatum = z.infer<typeof ZFiscalDatum>;

/** GET fiscal_data/0: the caller's own, null until saved (a first visit is no error). */
export const ZOwnFiscalDatumReply = z.object({ data: ZFiscalDatum.nullable() });

export const FISCAL_DATA_ORDER_FIELDS = ['created_at', 'business_name', 'rfc'] as const;
