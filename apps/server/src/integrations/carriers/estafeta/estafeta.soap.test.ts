import { XMLSerializer } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import {
  byLocalName,
  estafetaSoapExample,
  parseXml,
  readSoapReply,
  soapRequestElement,
  withStoredCredentials,
} from './estafeta.soap';
import { soapFault } from './estafeta.mock-soap';

describe('Estafeta SOAP createLabel', () => {
  it('shows the credentials of the example as *****', () => {
    const doc = parseXml(estafetaSoapExample('20261127'));
    if (typeof doc === 'string') throw new Error(doc);
    const request = soapRequestElement(doc);
    expect(request?.localName).toBe('in0');
    for (const name of ['login', 'password', 'suscriberId']) {
      expect(byLocalName(doc, name)[0]?.textContent).toBe('*****');
    }
    expect(byLocalName(doc, 'effectiveDate')[0]?.textContent).toBe('20261127');
  });

  it('puts the stored credentials into the request, not into the addresses', () => {
    const doc = parseXml(estafetaSoapExample('20261127'));
    if (typeof doc === 'string') throw new Error(doc);
    expect(
      withStoredCredentials(doc, {
        login: 'usuario',
        password: 'clave',
        suscriberId: 'x',
        suscriber_id: '28',
        customer_number: '5198412',
      }),
    ).toBeNull();
    const xml = new XMLSerializer().serializeToString(doc);
    expect(xml).not.toContain('*****');
    expect(xml).toContain('<login xsi:type="xsd:string">usuario</login>');
    expect(xml).toContain('<suscriberId xsi:type="xsd:string">28</suscriberId>');
    const customerNumbers = byLocalName(doc, 'customerNumber').map((e) => e.textContent);
    expect(customerNumbers).toEqual(['5198412', '', '']);
  });

  it('refuses what is not XML or not a createLabel', () => {
    expect(parseXml('hola')).toMatch(/not well-formed XML/);
    expect(parseXml('<!DOCTYPE x [<!ENTITY e "x">]><x>&e;</x>')).toMatch(/DOCTYPE/);
    const other = parseXml('<a><b/></a>');
    if (typeof other === 'string') throw new Error(other);
    expect(withStoredCredentials(other, {})).toMatch(/no createLabel/);
  });

  it('reads the label of an Axis multiRef reply, and a fault', () => {
    const reply = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>
      <multiRef id="id0"><globalResult href="#id1"/><labelPDF>JVBERi0x</labelPDF></multiRef>
      <multiRef id="id1"><resultCode>0</resultCode><resultDescription>OK</resultDescription></multiRef>
      </soapenv:Body></soapenv:Envelope>`;
    expect(readSoapReply(reply)).toEqual({ label: Buffer.from('%PDF-1'), message: null });
    expect(readSoapReply(soapFault('Usuario inválido'))).toEqual({
      label: null,
      message: 'Usuario inválido',
    });
  });
});
