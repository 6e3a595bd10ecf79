import { SAT_FISCAL_REGIMES } from '@despacho/shared';
import { type CatalogueEntry, choice, secret, text } from './settings-catalogue-entry';

/** The invoicing settings (spec 3), in SETTINGS_CATALOGUE's order. */
export const INVOICING_SETTINGS: readonly CatalogueEntry[] = [
  // The issuer (emisor) of the tenant's CFDIs; the CSD's RFC must equal invoicing_rfc.
  text('invoicing_rfc', 'Facturación: RFC emisor', 'RFC con el que la plataforma factura', ''),
  text(
    'invoicing_business_name',
    'Facturación: razón social',
    'Nombre del emisor tal como lo tiene el SAT (sin régimen societario)',
    '',
  ),
  // The issuer's régimen: one of CFDI 4.0's c_RegimenFiscal keys (601 first, the default).
  choice(
    'invoicing_fiscal_regime',
    'Facturación: régimen fiscal',
    'invoicing',
    SAT_FISCAL_REGIMES.map((r) => r.id),
    'Clave c_RegimenFiscal',
  ),
  text(
    'invoicing_postal_code',
    'Facturación: lugar de expedición',
    'Código postal del lugar de expedición',
    '',
  ),
  text('invoicing_serie', 'Facturación: serie', 'Serie de las facturas', 'D'),
  text(
    'invoicing_product_key',
    'Facturación: clave de producto',
    'ClaveProdServ del concepto (servicios de mensajería y paquetería)',
    '78102203',
  ),
  text(
    'invoicing_pac_url',
    'Facturación: URL del PAC',
    'Dirección del servicio SOAP de timbrado (Finkok)',
    '',
  ),
  secret(
    'invoicing_api_key',
    'Facturación: llave del PAC',
    'invoicing',
    'Credencial del proveedor de timbrado',
  ),
  secret(
    'invoicing_api_secret',
    'Facturación: secreto del PAC',
    'invoicing',
    'Credencial del proveedor de timbrado',
  ),
];
