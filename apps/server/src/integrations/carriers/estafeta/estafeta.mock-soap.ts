import type { Element } from '@xmldom/xmldom';
import type { FastifyInstance } from 'fastify';
import { acceptXmlBodies } from '../mock-http-kit';
import { drawMockLabelPdf } from '../mock-label-kit';
import { ESTAFETA_PATHS } from './estafeta.settings';
import { byLocalName, childNamed, parseXml, soapRequestElement } from './estafeta.soap';
import type { MockContext } from './estafeta.mock-http';
import { estafetaLabelSpec } from './estafeta.mock-label';
import { MOCK_TARIFF } from './estafeta.mock-rate';

/** The legacy SOAP label service's credentials the mock accepts. */
export interface EstafetaSoapCredentials {
  login: string;
  password: string;
  suscriberId: string;
  customerNumber: string;
}

const ENVELOPE = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;

const escape = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

export const soapFault = (text: string) =>
  ENVELOPE(
    `<soapenv:Fault><faultcode>soapenv:Server.userException</faultcode><faultstring>${escape(text)}</faultstring><detail/></soapenv:Fault>`,
  );

/** Axis's RPC/encoded answer: the response, globalResult and one labelResultList item. */
function labelResponse(pdfBase64: string, waybill: string): string {
  const ns = 'http://dto.estafetalabel.webservices.estafeta.com';
  return ENVELOPE(
    `<ns1:createLabelResponse soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" xmlns:ns1="http://estafetalabel.webservices.estafeta.com"><createLabelReturn href="#id0"/></ns1:createLabelResponse>` +
      `<multiRef id="id0" soapenc:root="0" soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" xsi:type="ns2:EstafetaLabelResponse" xmlns:ns2="${ns}" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/"><globalResult href="#id1"/><labelPDF xsi:type="xsd:base64Binary">${pdfBase64}</labelPDF><labelResultList soapenc:arrayType="ns2:LabelResult[1]" xsi:type="soapenc:Array"><labelResultList href="#id2"/></labelResultList><valid xsi:type="xsd:boolean">true</valid></multiRef>` +
      `<multiRef id="id1" soapenc:root="0" soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" xsi:type="ns3:Result" xmlns:ns3="${ns}" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/"><resultCode xsi:type="xsd:int">0</resultCode><resultDescription xsi:type="xsd:string">OK</resultDescription><resultSpanishDescription xsi:type="xsd:string">OK</resultSpanishDescription></multiRef>` +
      `<multiRef id="id2" soapenc:root="0" soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/" xsi:type="ns4:LabelResult" xmlns:ns4="${ns}" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/"><resultCode xsi:type="xsd:int">0</resultCode><resultDescription xsi:type="xsd:string">${waybill}</resultDescription><resultSpanishDescription xsi:type="xsd:string">OK</resultSpanishDescription></multiRef>`,
  );
}

/** POST /EstafetaLabel20/services/EstafetaLabelWS: createLabel (see the server's comment). */
export function registerMockSoapRoute(
  app: FastifyInstance,
  ctx: MockContext,
  accepted: readonly EstafetaSoapCredentials[],
): void {
  acceptXmlBodies(app, 256 * 1024);
  app.post(ESTAFETA_PATHS.soapLabel, async (req, reply) => {
    const fault = (status: number, text: string) => {
      ctx.state.record({ type: 'soap_label', status, waybill: null });
      return reply.status(status).type('text/xml; charset=utf-8').send(soapFault(text));
    };
    const doc = typeof req.body === 'string' ? parseXml(req.body) : 'no XML body';
    if (typeof doc === 'string') return fault(500, `org.xml.sax.SAXParseException: ${doc}`);
    const request = soapRequestElement(doc);
    if (!request) return fault(500, 'No such operation: the body has no createLabel');
    const field = (name: string) => childNamed(request, name)?.textContent?.trim() ?? '';
    const given = {
      login: field('login'),
      password: field('password'),
      suscriberId: field('suscriberId'),
      customerNumber: field('customerNumber'),
    };
    const known = accepted.some(
      (c) =>
        c.login === given.login &&
        c.password === given.password &&
        c.suscriberId === given.suscriberId &&
        c.customerNumber === given.customerNumber,
    );
    if (!known) return fault(500, 'Usuario o contraseña inválidos / Invalid login or password');
    const text = (local: string, within?: Element) =>
      byLocalName(within ?? doc, local)[0]?.textContent?.trim() ?? '';
    const destination = byLocalName(doc, 'destinationInfo')[0];
    const origin = byLocalName(doc, 'originInfo')[0];
    const service = text('serviceTypeId');
    const destinationZip = text('zipCode', destination);
    if (!MOCK_TARIFF.some((s) => s.code === service) || !/^\d{5}$/.test(destinationZip)) {
      return fault(500, 'Datos de la guía incompletos: serviceTypeId o zipCode de destino');
    }
    const saved = ctx.state.newWaybill({
      service,
      originZip: text('zipCode', origin),
      destinationZip,
      destinationCity: text('city', destination),
      createdAt: ctx.now(),
    });
    const party = (p: Element | undefined) => ({
      name: text('contactName', p),
      company: text('corporateName', p),
      street: text('address1', p),
      place: [text('neighborhood', p), text('city', p), text('state', p), text('zipCode', p)]
        .filter(Boolean)
        .join(', '),
      phone: text('phoneNumber', p),
    });
    const pdf = await drawMockLabelPdf(
      [
        estafetaLabelSpec(saved, {
          from: party(origin),
          to: party(destination),
          weightKg: Number(text('weight')) || 0,
          reference: text('reference') || null,
        }),
      ],
      text('paperType') === '1' ? 'letter' : 'thermal',
    );
    ctx.state.record({ type: 'soap_label', status: 200, waybill: saved.waybill });
    return reply
      .type('text/xml; charset=utf-8')
      .send(labelResponse(pdf.toString('base64'), saved.waybill));
  });
}
