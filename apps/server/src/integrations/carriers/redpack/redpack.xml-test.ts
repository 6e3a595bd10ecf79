import { XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import {
  CarrierError,
  type ConnectionTestResult,
  type ConnectorContext,
  type ShipRequest,
  type XmlTestConnection,
} from '../carrier-connector';
import type { OutboundFetch } from '../carrier-integration';
import { mxParty, ROMA_NORTE } from '../mx-party';
import { wireRecorder } from '../wire-recorder';
import { interpretAnswer, RedpackClient } from './redpack.client';
import { firstFailure } from './redpack.errors';
import { readRedpackSettings } from './redpack.settings';
import { buildDocumentacion } from './redpack.ship-mapper';
import {
  child,
  childElements,
  children,
  parseXml,
  resultsOf,
  returnsOf,
  textAt,
} from './redpack.soap';

/**
 * Spec 3's XML test connection for Redpack: the example is a real documentacion request (a
 * label) with the PIN and idUsuario shown as *****; sending puts the stored PIN and idUsuario
 * into the uploaded envelope (whatever it says there), POSTs it with its SOAPAction and reports
 * the raw exchange and the label PDF Redpack returned, or Redpack's own words.
 */

export const XML_TEST_MASK = '*****';

/** A two-kilogram box from Monterrey to Roma Norte, Express, PDF 4×6. */
export const XML_TEST_SHIPMENT: ShipRequest = {
  reference: 'PRUEBA-1',
  service_code: 'EXPRESS',
  origin: mxParty({
    name: 'Carmen Ruiz',
    company: 'Tienda de Carmen',
    email: 'carmen@example.com',
    phone: '8112345678',
    number: '100',
  }),
  destination: mxParty({
    name: 'Luis Pérez',
    company: '',
    email: 'luis@example.com',
    phone: '5512345678',
    street: 'Calle Orizaba',
    number: '45',
    interior_number: '3',
    ...ROMA_NORTE,
    reference: 'Portón verde',
  }),
  parcels: [
    {
      weight_kg: 2,
      length_cm: 30,
      width_cm: 20,
      height_cm: 15,
      parcel_type: 'box',
      contents: 'Ropa',
      declared_value_cents: 0,
    },
  ],
  label_format: 'thermal',
  ship_date: new Date('2026-01-15T16:00:00Z'),
};

/** Sets an operation's PIN or idUsuario, adding it (first, in the operation's namespace) if absent. */
function putValue(doc: Document, operation: Element, localName: string, value: string) {
  let target = child(operation, localName);
  if (!target) {
    const prefix = operation.prefix ? `${operation.prefix}:` : '';
    target = doc.createElementNS(operation.namespaceURI, `${prefix}${localName}`);
    const after = localName === 'idUsuario' ? child(operation, 'PIN') : undefined;
    operation.insertBefore(target, after ? after.nextSibling : operation.firstChild);
  }
  while (target.firstChild) target.removeChild(target.firstChild);
  target.appendChild(doc.createTextNode(value));
}

type XmlTestResult = ConnectionTestResult & { label: Buffer | null };

const refused = (message: string, exchanges: XmlTestResult['exchanges'] = []): XmlTestResult => ({
  ok: false,
  message,
  exchanges,
  label: null,
});

export function redpackXmlTest(fetch: OutboundFetch): XmlTestConnection {
  return {
    /** Needs no settings: the credentials are masked and the endpoint is not written. */
    example(_ctx: ConnectorContext): string {
      const settings = { endpoint: '', pin: XML_TEST_MASK, userId: XML_TEST_MASK };
      return buildDocumentacion(XML_TEST_SHIPMENT, settings);
    },

    async send(ctx: ConnectorContext, xml: string): Promise<XmlTestResult> {
      let settings;
      try {
        settings = readRedpackSettings(ctx);
      } catch (error) {
        return refused(error instanceof Error ? error.message : String(error));
      }
      let doc: Document;
      try {
        doc = parseXml(xml);
      } catch (error) {
        return refused(`The file is not XML: ${error instanceof Error ? error.message : error}`);
      }
      const root = doc.documentElement!;
      const body = root.localName === 'Envelope' ? child(root, 'Body') : undefined;
      const operation = body ? childElements(body)[0] : undefined;
      if (!operation) {
        return refused(
          'The XML is not a SOAP request: it needs an Envelope with a Body holding the operation',
        );
      }
      putValue(doc, operation, 'PIN', settings.pin);
      putValue(doc, operation, 'idUsuario', settings.userId);
      const recorder = wireRecorder(fetch);
      const client = new RedpackClient(recorder.fetch);
      try {
        const answer = await client.post(
          ctx,
          settings.endpoint,
          operation.localName ?? '',
          new XMLSerializer().serializeToString(doc),
        );
        const reply = interpretAnswer(answer);
        const ret = returnsOf(reply)[0];
        const failed = ret ? firstFailure(resultsOf(ret)) : null;
        if (failed)
          return refused(failed.descripcion || `estatus ${failed.estatus}`, recorder.exchanges);
        const label = children(ret ?? reply.body, 'paquetes')
          .map((p) => Buffer.from(textAt(p, 'formatoEtiqueta').replace(/\s+/g, ''), 'base64'))
          .find((bytes) => bytes.subarray(0, 5).toString('latin1') === '%PDF-');
        return { ok: true, message: null, exchanges: recorder.exchanges, label: label ?? null };
      } catch (error) {
        if (!(error instanceof CarrierError)) throw error;
        return refused(error.message, recorder.exchanges);
      }
    },
  };
}
