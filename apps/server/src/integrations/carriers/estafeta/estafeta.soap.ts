import { XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import type {
  ConnectionTestResult,
  ConnectorContext,
  XmlTestConnection,
} from '../carrier-connector';
import type { OutboundFetch } from '../carrier-integration';
import { carrierTimeout, describeFetchFailure } from '../connector-http';
import { requireSettings } from '../connector-settings';
import { wireRecorder } from '../wire-recorder';
import { childElements, strictXml } from '../xml-kit';
import { estafetaUrls } from './estafeta.settings';
import { effectiveDate } from './estafeta.ship-mapper';

/**
 * Spec 3's XML test connection through Estafeta's legacy SOAP label service EstafetaLabelWS
 * (research §3a: Apache Axis, RPC/encoded, `createLabel`). The credentials are the direct
 * children login, password, suscriberId and customerNumber of the request (`in0`).
 */

export const SOAP_CREDENTIALS = ['login', 'password', 'suscriberId', 'customerNumber'] as const;
const SETTING_OF: Readonly<Record<(typeof SOAP_CREDENTIALS)[number], string>> = {
  login: 'login',
  password: 'password',
  suscriberId: 'suscriber_id',
  customerNumber: 'customer_number',
};

const party = (p: {
  address1: string;
  city: string;
  contactName: string;
  corporateName: string;
  neighborhood: string;
  phone: string;
  state: string;
  zip: string;
}) => `
        <address1 xsi:type="xsd:string">${p.address1}</address1>
        <address2 xsi:type="xsd:string"></address2>
        <cellPhone xsi:type="xsd:string">${p.phone}</cellPhone>
        <city xsi:type="xsd:string">${p.city}</city>
        <contactName xsi:type="xsd:string">${p.contactName}</contactName>
        <corporateName xsi:type="xsd:string">${p.corporateName}</corporateName>
        <customerNumber xsi:type="xsd:string"></customerNumber>
        <neighborhood xsi:type="xsd:string">${p.neighborhood}</neighborhood>
        <phoneNumber xsi:type="xsd:string">${p.phone}</phoneNumber>
        <state xsi:type="xsd:string">${p.state}</state>
        <valid xsi:type="xsd:boolean">true</valid>
        <zipCode xsi:type="xsd:string">${p.zip}</zipCode>`;

/** A real createLabel request (one Día siguiente parcel, PDF on letter paper). */
export function estafetaSoapExample(effectiveDate: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:est="http://estafetalabel.webservices.estafeta.com" xmlns:dto="http://dto.estafetalabel.webservices.estafeta.com" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/">
  <soapenv:Header/>
  <soapenv:Body>
    <est:createLabel soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/">
      <in0 xsi:type="dto:EstafetaLabelRequest">
        <customerNumber xsi:type="xsd:string">*****</customerNumber>
        <labelDescriptionList xsi:type="dto:LabelDescriptionList">
          <aditionalInfo xsi:type="xsd:string">Prueba de conexion</aditionalInfo>
          <content xsi:type="xsd:string">Documentos</content>
          <contentDescription xsi:type="xsd:string">Documentos de prueba</contentDescription>
          <costCenter xsi:type="xsd:string">DESPACHO</costCenter>
          <deliveryToEstafetaOffice xsi:type="xsd:boolean">false</deliveryToEstafetaOffice>
          <destinationCountryId xsi:type="xsd:string">MX</destinationCountryId>
          <destinationInfo xsi:type="dto:DestinationInfo">${party({
            address1: 'Av. Alvaro Obregon 100',
            city: 'Ciudad de Mexico',
            contactName: 'Ana Lopez',
            corporateName: 'Cliente de Prueba',
            neighborhood: 'Roma Norte',
            phone: '5555555555',
            state: 'CDMX',
            zip: '06700',
          })}
          </destinationInfo>
          <numberOfLabels xsi:type="xsd:int">1</numberOfLabels>
          <officeNum xsi:type="xsd:string">130</officeNum>
          <originInfo xsi:type="dto:OriginInfo">${party({
            address1: 'Av. Constitucion 400',
            city: 'Monterrey',
            contactName: 'Luis Garza',
            corporateName: 'Remitente de Prueba',
            neighborhood: 'Centro',
            phone: '8188888888',
            state: 'NL',
            zip: '64000',
          })}
          </originInfo>
          <originZipCodeForRouting xsi:type="xsd:string">64000</originZipCodeForRouting>
          <parcelTypeId xsi:type="xsd:int">4</parcelTypeId>
          <reference xsi:type="xsd:string">PRUEBA-1</reference>
          <returnDocument xsi:type="xsd:boolean">false</returnDocument>
          <serviceTypeId xsi:type="xsd:string">70</serviceTypeId>
          <valid xsi:type="xsd:boolean">true</valid>
          <weight xsi:type="xsd:float">1.5</weight>
          <effectiveDate xsi:type="xsd:string">${effectiveDate}</effectiveDate>
        </labelDescriptionList>
        <labelDescriptionListCount xsi:type="xsd:int">1</labelDescriptionListCount>
        <login xsi:type="xsd:string">*****</login>
        <paperType xsi:type="xsd:int">1</paperType>
        <password xsi:type="xsd:string">*****</password>
        <quadrant xsi:type="xsd:int">0</quadrant>
        <suscriberId xsi:type="xsd:string">*****</suscriberId>
        <valid xsi:type="xsd:boolean">true</valid>
      </in0>
    </est:createLabel>
  </soapenv:Body>
</soapenv:Envelope>
`;
}

/** The document, or why it is not XML (a DOCTYPE is refused: no entity tricks). */
export function parseXml(text: string): Document | string {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return 'The file must not contain a DOCTYPE';
  try {
    return strictXml(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `The file is not well-formed XML: ${reason}`;
  }
}

/** Every element named `local` (any namespace), in document order. */
export function byLocalName(root: Document | Element, local: string): Element[] {
  return Array.from(root.getElementsByTagNameNS('*', local));
}

/** The direct child element named `local` of `parent`. */
export const childNamed = (parent: Element, local: string): Element | undefined =>
  childElements(parent).find((e) => e.localName === local);

/** The request element (createLabel's first element child, `in0`), or null. */
export function soapRequestElement(doc: Document): Element | null {
  const operation = byLocalName(doc, 'createLabel')[0];
  return operation ? (childElements(operation)[0] ?? null) : null;
}

/** Puts the stored credentials into the request's credential elements (added when missing). */
export function withStoredCredentials(
  doc: Document,
  settings: Readonly<Record<string, string>>,
): string | null {
  const request = soapRequestElement(doc);
  if (!request) return 'The XML has no createLabel request (est:createLabel/in0)';
  for (const name of SOAP_CREDENTIALS) {
    let element = childNamed(request, name);
    if (!element) {
      element = doc.createElementNS(null, name);
      request.appendChild(element);
    }
    element.textContent = (settings[SETTING_OF[name]] ?? '').trim();
  }
  return null;
}

const textOf = (doc: Document, local: string): string | null =>
  byLocalName(doc, local)[0]?.textContent?.trim() ?? null;

/** What Estafeta's answer says: the label, or its fault or result text. */
export function readSoapReply(text: string): { label: Buffer | null; message: string | null } {
  const doc = parseXml(text);
  if (typeof doc === 'string') return { label: null, message: 'Estafeta answered without XML' };
  const fault = textOf(doc, 'faultstring');
  if (fault) return { label: null, message: fault };
  const pdf = textOf(doc, 'labelPDF');
  const code = textOf(doc, 'resultCode');
  if (pdf && (code === null || code === '0')) {
    return { label: Buffer.from(pdf.replace(/\s+/g, ''), 'base64'), message: null };
  }
  const words = textOf(doc, 'resultSpanishDescription') || textOf(doc, 'resultDescription');
  return { label: null, message: words || 'Estafeta returned no label' };
}

/** The XmlTestConnection of the Estafeta connector. */
export function estafetaXmlTest(fetch: OutboundFetch, now = () => new Date()): XmlTestConnection {
  return {
    example: () => estafetaSoapExample(effectiveDate(now())),
    async send(
      ctx: ConnectorContext,
      xml: string,
    ): Promise<ConnectionTestResult & { label: Buffer | null }> {
      const refused = (message: string) => ({ ok: false, message, exchanges: [], label: null });
      const doc = parseXml(xml);
      if (typeof doc === 'string') return refused(doc);
      try {
        requireSettings(ctx, Object.values(SETTING_OF), 'Estafeta');
      } catch (error) {
        return refused((error as Error).message);
      }
      const problem = withStoredCredentials(doc, ctx.settings);
      if (problem) return refused(problem);
      let url: string;
      try {
        url = estafetaUrls(ctx).soapLabel;
      } catch (error) {
        return refused(error instanceof Error ? error.message : 'The base_url setting is invalid');
      }
      const recorder = wireRecorder(fetch);
      try {
        const res = await recorder.fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
          body: new XMLSerializer().serializeToString(doc),
          signal: ctx.signal,
          redirect: 'error',
        });
        const { label, message } = readSoapReply(await res.text());
        const ok = res.ok && label !== null;
        const why = message ?? (ok ? null : `Estafeta answered HTTP ${res.status}`);
        return { ok, message: ok ? null : why, exchanges: recorder.exchanges, label };
      } catch (error) {
        const message = ctx.signal.aborted
          ? carrierTimeout('Estafeta').message
          : `Estafeta could not be reached (${describeFetchFailure(error)})`;
        return { ok: false, message, exchanges: recorder.exchanges, label: null };
      }
    },
  };
}
