import { escapeXml } from './redpack.soap';
import { REDPACK_OPERATIONS, REDPACK_VO_NS, REDPACK_WS_NS } from './redpack.types';

/**
 * The mock's WSDL (GET …/RedpackWS?wsdl): a minimal description naming the operations it
 * serves, each document/literal with SOAPAction urn:{operation}, at `location`.
 */
export function redpackMockWsdl(location: string): string {
  const ops = REDPACK_OPERATIONS;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:ns="${REDPACK_WS_NS}" xmlns:ax21="${REDPACK_VO_NS}" targetNamespace="${REDPACK_WS_NS}">`,
    '  <wsdl:documentation>RedpackWS (mock)</wsdl:documentation>',
    '  <wsdl:types>',
    `    <xs:schema elementFormDefault="qualified" targetNamespace="${REDPACK_WS_NS}">`,
    ...ops.flatMap((op) => [
      `      <xs:element name="${op}"><xs:complexType><xs:sequence><xs:element name="PIN" type="xs:string"/><xs:element name="idUsuario" type="xs:int"/><xs:element name="guias" type="xs:anyType" maxOccurs="unbounded"/></xs:sequence></xs:complexType></xs:element>`,
      `      <xs:element name="${op}Response"><xs:complexType><xs:sequence><xs:element name="return" type="xs:anyType" maxOccurs="unbounded"/></xs:sequence></xs:complexType></xs:element>`,
    ]),
    '    </xs:schema>',
    '  </wsdl:types>',
    ...ops.flatMap((op) => [
      `  <wsdl:message name="${op}Request"><wsdl:part name="parameters" element="ns:${op}"/></wsdl:message>`,
      `  <wsdl:message name="${op}Response"><wsdl:part name="parameters" element="ns:${op}Response"/></wsdl:message>`,
    ]),
    '  <wsdl:portType name="RedpackWSPortType">',
    ...ops.map(
      (op) =>
        `    <wsdl:operation name="${op}"><wsdl:input message="ns:${op}Request"/><wsdl:output message="ns:${op}Response"/></wsdl:operation>`,
    ),
    '  </wsdl:portType>',
    '  <wsdl:binding name="RedpackWSSoap11Binding" type="ns:RedpackWSPortType">',
    '    <soap:binding transport="http://schemas.xmlsoap.org/soap/http" style="document"/>',
    ...ops.map(
      (op) =>
        `    <wsdl:operation name="${op}"><soap:operation soapAction="urn:${op}" style="document"/><wsdl:input><soap:body use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation>`,
    ),
    '  </wsdl:binding>',
    '  <wsdl:service name="RedpackWS">',
    `    <wsdl:port name="RedpackWSHttpSoap11Endpoint" binding="ns:RedpackWSSoap11Binding"><soap:address location="${escapeXml(location)}"/></wsdl:port>`,
    '  </wsdl:service>',
    '</wsdl:definitions>',
    '',
  ];
  return lines.join('\n');
}
